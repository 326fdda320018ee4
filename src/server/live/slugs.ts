/**
 * Addresses of live sites (/invite/{slug}): the rules a slug must meet, the words nobody may take, and a
 * suggestion made from the invitation's names (ananya-weds-rohan, aarav-turns-5, the school's name).
 */
import { and, eq, like, ne, or } from 'drizzle-orm';
import { SLUG_PATTERN } from '../../shared/api/live';
import type { InvitationNames } from '../../shared/live';
import type { AppContext } from '../context';
import { liveSites } from '../db/schema';

export const SLUG_RULE =
  'Use 3 to 60 lower-case letters, digits and single hyphens, starting and ending with a letter or digit.';
export const SLUG_TAKEN = 'That address is taken.';
export const SLUG_RESERVED = 'That address is reserved. Please choose another.';

/**
 * Words that are, or may become, parts of the site or would mislead guests: our own paths, account and
 * support words, and the names of the business.
 */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  'admin',
  'administrator',
  'api',
  'rest',
  'invite',
  'invites',
  'invitation',
  'login',
  'logout',
  'signup',
  'register',
  'www',
  'static',
  'assets',
  'help',
  'support',
  'contact',
  'contact-us',
  'about',
  'blog',
  'terms',
  'privacy',
  'cart',
  'payment',
  'payments',
  'checkout',
  'dashboard',
  'account',
  'settings',
  'profile',
  'user',
  'users',
  'temp',
  'templates',
  'templetes',
  'live',
  'public',
  'private',
  'download',
  'upload',
  'uploads',
  'media',
  'mail',
  'email',
  'root',
  'system',
  'null',
  'undefined',
  'test',
  'demo',
  'sample',
  'preview',
  'official',
  'utsav',
  'utsav-invites',
  'security',
  'status',
  'health',
  'robots',
  'sitemap',
  'favicon',
]);

const SLUG = new RegExp(SLUG_PATTERN);

/** Why a slug cannot be used by anyone (format or reserved word), or null. */
export function slugRuleBroken(slug: string): string | null {
  if (!SLUG.test(slug)) return SLUG_RULE;
  if (RESERVED_SLUGS.has(slug)) return SLUG_RESERVED;
  return null;
}

/** Latin letters with marks lose them (é -> e); a few letters that do not decompose are spelled out. */
const SPELLED: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', đ: 'd', ð: 'd', ł: 'l', þ: 'th' };

/** Text -> slug words: lower case ASCII, hyphen-separated; other scripts are dropped (the caller falls back). */
export function slugify(text: string, maxLength = 60): string {
  const ascii = text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{ASCII}]/gu, (char) => SPELLED[char] ?? ' ')
    .replace(/&/g, ' and ')
    .replace(/['’`]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (ascii.length <= maxLength) return ascii;
  // Cut at a word boundary when there is one in the second half, so no word is left in pieces.
  const cut = ascii.slice(0, maxLength);
  const lastHyphen = cut.lastIndexOf('-');
  return (lastHyphen > maxLength / 2 ? cut.slice(0, lastHyphen) : cut).replace(/-+$/, '');
}

/** The address an invitation would naturally have, before checking it is free. */
export function naturalSlug(names: InvitationNames, templateName: string): string {
  const people = names.people.map((name) => slugify(firstWord(name))).filter(Boolean);
  const occasion = slugify(names.occasion);
  const candidates: string[] = [];
  if (people.length >= 2 && occasion === 'wedding') candidates.push(`${people[0]}-weds-${people[1]}`);
  if (people.length >= 2) candidates.push(`${people[0]}-and-${people[1]}-${occasion}`);
  if (people.length === 1 && names.age !== undefined) candidates.push(`${people[0]}-turns-${names.age}`);
  if (people.length === 1) candidates.push(`${people[0]}-${occasion}`);
  if (names.organisation && occasion.startsWith('school')) candidates.push(slugify(names.organisation));
  if (names.title) candidates.push(slugify(names.title));
  if (names.organisation) candidates.push(`${slugify(names.organisation)}-${occasion}`);
  candidates.push(slugify(templateName), 'my-invitation');
  for (const candidate of candidates) {
    const slug = slugify(candidate, 56); // room for a "-99" suffix
    if (slug.length >= 3 && !RESERVED_SLUGS.has(slug)) return slug;
  }
  return 'my-invitation';
}

/** "Dr. Ananya Iyer" -> "Ananya": people are known by their first name on an invitation address. */
function firstWord(name: string): string {
  const words = name.replace(/^(dr|sri|shri|smt|chi|kum|mr|mrs|ms)\.?\s+/i, '').split(/\s+/);
  return words.find((word) => slugify(word).length > 0) ?? '';
}

/** Slugs of sites other than the caller's own site for this template that start with `base`. */
async function takenLike(ctx: AppContext, base: string, own: { userId: number; tempId: string }): Promise<Set<string>> {
  const rows = await ctx.db
    .select({ slug: liveSites.slug })
    .from(liveSites)
    .where(
      and(
        or(eq(liveSites.slug, base), like(liveSites.slug, `${base}-%`)),
        or(ne(liveSites.userId, own.userId), ne(liveSites.tempId, own.tempId)),
      ),
    );
  return new Set(rows.map((row) => row.slug));
}

/** Whether another site holds the slug (the caller's own site for this template does not count). */
export async function slugTaken(ctx: AppContext, slug: string, own: { userId: number; tempId: string }) {
  return (await takenLike(ctx, slug, own)).has(slug);
}

/** `base`, or `base-2`, `base-3` ... : the first that no other site holds. */
export async function freeSlug(ctx: AppContext, base: string, own: { userId: number; tempId: string }) {
  const taken = await takenLike(ctx, base, own);
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}
