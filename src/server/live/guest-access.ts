/**
 * Who may see and use a live site. A site without an access code is open to everyone; a private one only to a
 * request holding a grant for it. Every guest route (the page, its preview picture, calendar files, RSVP, wishes,
 * photos, and any added later) asks `guestAccess` or goes through `siteForGuest`, so a private site is private on
 * every route at once.
 *
 * Grants come from GRANT_SOURCES, tried in order: the access-code cookie, a fingerprint of the slug and the
 * code's stored hash signed with the app's cookie signer (checked without any stored session, and dead as soon
 * as the buyer changes or removes the code); and a household's personal link (/invite/{slug}/g/{token}), whose token a
 * request carries in its route (`params.token`) or in the cookie the personal page sets when a person opens it.
 * The token is looked up by its SHA-256 on that site's guest list, so a rotated or deleted link stops granting.
 *
 * A personal link grants its household's view only, never what the code opens: it counts only where the caller
 * asks for it (`household: true`), i.e. for what the household's own page offers every guest (a wish, a photo).
 * The general page, its calendar files, its preview card and its RSVP never take it.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import { households } from '../db/schema';
import { guestCookieOptions, signedCookie, type Cookies, type CookieToSet } from '../http/cookies';
import { HttpError } from '../http/errors';
import { publishedSite, SITE_NOT_FOUND, type LiveSiteRow } from './site-content';

/**
 * What of a request may carry a grant. A Fastify request is one (the guest calls' scope passes it whole, so a
 * source may read its route's params, e.g. the personal link's `token`); the page passes its cookies.
 */
export interface GuestRequest {
  cookies: Cookies;
  params?: unknown;
}

/** Why a request may see a site. */
export type GuestGrant =
  | { via: 'open-site' }
  | { via: 'access-code' }
  /** `token`: the link's own, so what the household sends from its page can lead back to that page. */
  | { via: 'personal-link'; householdId: number; token: string };

type GrantSource = (
  ctx: AppContext,
  site: LiveSiteRow & { accessCodeHash: string },
  request: GuestRequest,
) => GuestGrant | null | Promise<GuestGrant | null>;

export const SITE_PRIVATE =
  'This invitation is private. Open it with the access code the hosts shared with you, then try again.';

/**
 * The name of a site's access cookie. It holds a dot, which no slug and no other cookie of this app has, so no
 * slug can ever name another cookie (a site at /invite/lang once shared its name with the language cookie).
 */
export function accessCookieName(slug: string): string {
  return `invite.${slug}`;
}

/** The name devices were given before: still read, so guests who typed the code then need not type it again. */
function legacyAccessCookieName(slug: string): string {
  return `invite_${slug.replace(/-/g, '_')}`;
}

/** What an access cookie holds (signed): names the site and its current code, and shows neither. */
function accessFingerprint(slug: string, codeHash: string): string {
  return createHash('sha256').update(`invite-access\u0000${slug}\u0000${codeHash}`).digest('base64url');
}

/**
 * The value devices were given before the cookie was signed by @fastify/cookie: still read (never made), so guests
 * who typed the code then need not type it again. Remove once those cookies have run out (180 days).
 */
function earlierAccessToken(secret: string, slug: string, codeHash: string): string {
  return createHmac('sha256', secret).update(`invite-access\u0000${slug}\u0000${codeHash}`).digest('base64url');
}

const COOKIE_DAYS = 180;

/** The cookie that opens a private site on this device (after its code was typed right). */
export function accessCookie(ctx: AppContext, site: { slug: string; accessCodeHash: string }): CookieToSet {
  return {
    name: accessCookieName(site.slug),
    value: accessFingerprint(site.slug, site.accessCodeHash),
    options: { ...guestCookieOptions(ctx.config.publicUrl, '/', COOKIE_DAYS * 86_400), signed: true },
  };
}

const accessCookieGrant: GrantSource = (ctx, site, request) => {
  const secret = ctx.config.jwtSecret;
  const fingerprint = accessFingerprint(site.slug, site.accessCodeHash);
  const earlier = Buffer.from(earlierAccessToken(secret, site.slug, site.accessCodeHash));
  for (const name of [accessCookieName(site.slug), legacyAccessCookieName(site.slug)]) {
    if (signedCookie(secret, request.cookies, name) === fingerprint) return { via: 'access-code' };
    const given = Buffer.from(request.cookies[name] ?? '');
    if (given.length === earlier.length && timingSafeEqual(given, earlier)) return { via: 'access-code' };
  }
  return null;
};

/** The cookie a person's device keeps after opening a household's personal link (no slug holds a dot). */
export function personalLinkCookieName(slug: string): string {
  return `household.${slug}`;
}

/**
 * The cookie that lets this device use a private site as the household whose link it opened. The link's token
 * is itself the secret (looked up by its hash), so the cookie needs no signature.
 */
export function personalLinkCookie(ctx: AppContext, slug: string, token: string): CookieToSet {
  return {
    name: personalLinkCookieName(slug),
    value: token,
    options: guestCookieOptions(ctx.config.publicUrl, '/', COOKIE_DAYS * 86_400),
  };
}

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{16,64}$/;

const personalLinkGrant: GrantSource = async (ctx, site, request) => {
  const fromRoute = (request.params as { token?: unknown } | undefined)?.token;
  const candidates = [fromRoute, request.cookies[personalLinkCookieName(site.slug)]];
  for (const token of candidates) {
    if (typeof token !== 'string' || !TOKEN_SHAPE.test(token)) continue;
    const hash = createHash('sha256').update(token).digest('hex');
    const [found] = await ctx.db
      .select({ id: households.id })
      .from(households)
      .where(and(eq(households.tokenHash, hash), eq(households.liveId, site.id)))
      .limit(1);
    if (found) return { via: 'personal-link', householdId: found.id, token };
  }
  return null;
};

/**
 * The household whose personal link `request` carries (route or cookie), on an open site too: what it sends is
 * outside the site's hourly budgets (site-limits.ts).
 */
export async function householdOfRequest(
  ctx: AppContext,
  site: LiveSiteRow,
  request: GuestRequest,
): Promise<number | null> {
  const grant = await personalLinkGrant(ctx, { ...site, accessCodeHash: site.accessCodeHash ?? '' }, request);
  return grant?.via === 'personal-link' ? grant.householdId : null;
}

/** What opens the whole of a private site: its code. */
const SITE_GRANT_SOURCES: readonly GrantSource[] = [accessCookieGrant];
/** Every way a request may be let into a private site, the household's own view included. */
const GRANT_SOURCES: readonly GrantSource[] = [...SITE_GRANT_SOURCES, personalLinkGrant];

/** Which grants a caller takes: by default only the code's; `household` also a household's personal link. */
export interface GrantsTaken {
  household?: boolean;
}

/**
 * The grant that lets `request` see `site`, or null when the site is private and the request holds none that
 * the caller takes.
 */
export async function guestAccess(
  ctx: AppContext,
  site: LiveSiteRow,
  request: GuestRequest,
  taken: GrantsTaken = {},
): Promise<GuestGrant | null> {
  const { accessCodeHash } = site;
  if (!accessCodeHash) return { via: 'open-site' };
  for (const source of taken.household ? GRANT_SOURCES : SITE_GRANT_SOURCES) {
    const grant = await source(ctx, { ...site, accessCodeHash }, request);
    if (grant) return grant;
  }
  return null;
}

/** Each request's decision, so the scope's hook and the route's handler share one lookup. */
const decisions = new WeakMap<object, Promise<{ site: LiveSiteRow; grant: GuestGrant }>>();

/**
 * The published site at `slug` for a guest call, refused before any work when the request may not use it:
 * 404 for unknown and unpublished addresses; for a private site without a grant the call takes, 403 with
 * SITE_PRIVATE for calls that send something, or the same 404 as an unknown address for what would show its
 * content (`hide`). The first call for a request decides (the scope's hook); later ones get its decision.
 */
export function siteForGuest(
  ctx: AppContext,
  slug: string,
  request: GuestRequest,
  whenPrivate: 'forbid' | 'hide' = 'forbid',
  taken: GrantsTaken = {},
): Promise<{ site: LiveSiteRow; grant: GuestGrant }> {
  let decision = decisions.get(request);
  if (!decision) {
    decision = decide(ctx, slug, request, whenPrivate, taken);
    decisions.set(request, decision);
  }
  return decision;
}

async function decide(
  ctx: AppContext,
  slug: string,
  request: GuestRequest,
  whenPrivate: 'forbid' | 'hide',
  taken: GrantsTaken,
): Promise<{ site: LiveSiteRow; grant: GuestGrant }> {
  const site = await publishedSite(ctx, slug);
  const grant = await guestAccess(ctx, site, request, taken);
  if (grant) return { site, grant };
  throw whenPrivate === 'hide' ? new HttpError(404, SITE_NOT_FOUND) : new HttpError(403, SITE_PRIVATE);
}
