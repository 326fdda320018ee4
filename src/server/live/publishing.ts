/**
 * Publishing a bought template as a live site, and taking it down. The buyer's routes and the admin area
 * call the same functions: each takes the id of the user whose site it is, so the admin publishes for any
 * buyer with the buyer's id (the same rules apply: a paid order and submitted content).
 */
import { randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { LiveSite, SlugCheckResponse } from '../../shared/api/live';
import { findTemplate, type Template } from '../../shared/catalogue';
import { componentsToFormData } from '../../shared/content';
import { invitationNames } from '../../shared/live';
import type { PackType } from '../../shared/pricing';
import { getContentSchema } from '../../generated';
import { BUSY_RETRY_SECONDS } from '../account';
import { loadContent } from '../content';
import type { AppContext } from '../context';
import { liveSites, orders } from '../db/schema';
import { announceSiteChange } from '../db/site-changes';
import { hasControlCharacters } from '../http/control-characters';
import { HttpError } from '../http/errors';
import { accessCodeSecrets } from './access-code';
import { bestPaidOrder } from './pack-gate';
import { packOfSite, type LiveSiteRow } from './site-content';
import { freeSlug, naturalSlug, SLUG_TAKEN, slugRuleBroken, slugTaken } from './slugs';

export const NOT_BOUGHT = 'Buy this template before publishing it.';
export const NOT_SUBMITTED = 'Submit your content before publishing.';
export const NO_SITE = 'This template has no live site yet.';
export const ACCESS_CODE_RULE = 'The access code must be 4 to 32 characters, with no spaces at either end.';
export const PUBLISH_BUSY = 'Many people are signing in right now. Please publish again in a moment.';

export interface PublishOptions {
  /** Unchanged when absent (a new site is not indexed). */
  indexable?: boolean;
  /** 4 to 32 characters; '' removes the code; absent keeps it. */
  accessCode?: string;
}

function templateOrRefuse(templateId: string): Template {
  const template = findTemplate(templateId.trim());
  if (!template) throw new HttpError(404, `Template "${templateId}" was not found.`);
  return template;
}

async function siteOf(ctx: AppContext, userId: number, tempId: string): Promise<LiveSiteRow | null> {
  const [site] = await ctx.db
    .select()
    .from(liveSites)
    .where(and(eq(liveSites.userId, userId), eq(liveSites.tempId, tempId)))
    .limit(1);
  return site ?? null;
}

/** Refuses a code that breaks the rule (400, before any other work); '' removes the code. */
function checkAccessCodeRule(code: string | undefined): void {
  if (code === undefined || code === '') return;
  if (
    code.length < 4 ||
    code.length > 32 ||
    code.trim() !== code ||
    hasControlCharacters(code, { keepLineBreaks: false })
  )
    throw new HttpError(400, ACCESS_CODE_RULE, { field: 'accessCode' });
}

/** The code's stored fields: absent keeps them, null removes them. Hashing takes a password slot (429 when full). */
async function accessCodeFields(ctx: AppContext, liveId: string, code: string | undefined) {
  if (code === undefined) return {};
  if (code === '') return { accessCodeHash: null, accessCodeCheck: null };
  const secrets = await accessCodeSecrets(ctx, liveId, code);
  if (secrets === 'busy')
    throw new HttpError(429, PUBLISH_BUSY, {}, { headers: { 'Retry-After': String(BUSY_RETRY_SECONDS) } });
  return secrets;
}

/** The index a PostgreSQL unique_violation names, however the driver wraps it; null for other errors. */
function violatedUniqueIndex(error: unknown): string | null {
  for (
    let e = error as { code?: string; constraint?: string; cause?: unknown } | undefined;
    e;
    e = e.cause as typeof e
  ) {
    if (e.code === '23505') return e.constraint ?? '';
  }
  return null;
}

/**
 * Publishes (or republishes) `userId`'s bought template at `slug`. A buyer keeps their own slug when
 * republishing and may change it; the pack comes from their best paid order for the template.
 */
export async function publishSite(
  ctx: AppContext,
  userId: number,
  baseTempID: string,
  slug: string,
  options: PublishOptions = {},
): Promise<LiveSite> {
  const template = templateOrRefuse(baseTempID);
  const order = await bestPaidOrder(ctx.db, userId, template.id);
  if (!order) throw new HttpError(403, NOT_BOUGHT);
  const existing = await siteOf(ctx, userId, template.id);
  const content =
    (existing && (await loadContent(ctx, { userId, templateId: template.id, liveId: existing.id }))) ??
    (await loadContent(ctx, { userId, templateId: template.id }));
  if (!content) throw new HttpError(409, NOT_SUBMITTED);

  const broken = slugRuleBroken(slug);
  if (broken) throw new HttpError(400, broken, { field: 'slug' });
  checkAccessCodeRule(options.accessCode);
  const own = { userId, tempId: template.id };
  if (await slugTaken(ctx, slug, own)) throw new HttpError(409, SLUG_TAKEN, { field: 'slug' });
  const liveId = existing?.id ?? newLiveId();
  const code = await accessCodeFields(ctx, liveId, options.accessCode);

  const now = ctx.config.now();
  const fields = {
    slug,
    orderId: order.id,
    published: true,
    ...(options.indexable !== undefined ? { indexable: options.indexable } : {}),
    ...code,
    updatedAt: now,
  };
  try {
    const [row] = existing
      ? await ctx.db
          .update(liveSites)
          .set({ ...fields, publishedAt: existing.published ? existing.publishedAt : now })
          .where(eq(liveSites.id, existing.id))
          .returning()
      : await ctx.db
          .insert(liveSites)
          .values({ id: liveId, userId, tempId: template.id, ...fields, publishedAt: now, createdAt: now })
          .returning();
    // The address, access code or search setting may have changed: the guest page draws the site again.
    await announceSiteChange(ctx.db, { liveId: row!.id });
    return toLiveSite(ctx, row!, order.packType);
  } catch (error) {
    // Two requests at once: the unique indexes let one of them have the address (or create the site).
    const index = violatedUniqueIndex(error);
    if (index === 'live_sites_user_template_unique')
      throw new HttpError(409, 'This template is being published already. Please try again.');
    if (index !== null) throw new HttpError(409, SLUG_TAKEN, { field: 'slug' });
    throw error;
  }
}

/** Takes the site down; the row (and so the address) stays with its buyer for a later republish. */
export async function unpublishSite(ctx: AppContext, userId: number, baseTempID: string): Promise<LiveSite> {
  const template = templateOrRefuse(baseTempID);
  const site = await siteOf(ctx, userId, template.id);
  if (!site) throw new HttpError(404, NO_SITE);
  const [row] = await ctx.db
    .update(liveSites)
    .set({ published: false, updatedAt: ctx.config.now() })
    .where(eq(liveSites.id, site.id))
    .returning();
  await announceSiteChange(ctx.db, { liveId: site.id });
  return toLiveSite(ctx, row!, await packOfSite(ctx, row!));
}

/** Every site of a buyer, published or not, newest first. */
export async function liveSitesOf(ctx: AppContext, userId: number): Promise<LiveSite[]> {
  const rows = await ctx.db
    .select({ site: liveSites, pack: orders.packType })
    .from(liveSites)
    .leftJoin(orders, eq(orders.id, liveSites.orderId))
    .where(eq(liveSites.userId, userId))
    .orderBy(desc(liveSites.createdAt), desc(liveSites.id));
  return rows.map(({ site, pack }) => toLiveSite(ctx, site, pack ?? 'basic'));
}

/** Whether `slug` is free for this buyer's template, and an address made from the content's names. */
export async function checkSlug(
  ctx: AppContext,
  userId: number,
  baseTempID: string,
  slug: string | undefined,
): Promise<SlugCheckResponse> {
  const suggestion = await suggestSlug(ctx, userId, baseTempID);
  if (slug === undefined || slug === '') return { slug: suggestion, available: true, suggestion };
  const own = { userId, tempId: templateOrRefuse(baseTempID).id };
  const reason = slugRuleBroken(slug) ?? ((await slugTaken(ctx, slug, own)) ? SLUG_TAKEN : null);
  return reason ? { slug, available: false, reason, suggestion } : { slug, available: true, suggestion };
}

/**
 * A free address from the buyer's content for the template: ananya-weds-rohan, aarav-turns-5, the school's
 * name ... (the template's name when the content names nobody), with -2, -3 ... when it is taken. The buyer's
 * current slug for the template is suggested back to them when they have one.
 */
export async function suggestSlug(ctx: AppContext, userId: number, baseTempID: string): Promise<string> {
  const template = templateOrRefuse(baseTempID);
  const existing = await siteOf(ctx, userId, template.id);
  if (existing) return existing.slug;
  const entry = getContentSchema(template.schema);
  const saved = await loadContent(ctx, { userId, templateId: template.id });
  const data = entry && saved ? componentsToFormData(entry.layout, template.id, saved.components).data : {};
  const names = entry ? invitationNames(entry.layout, data, entry.title) : { people: [], occasion: template.category };
  return freeSlug(ctx, naturalSlug(names, template.name), { userId, tempId: template.id });
}

/** 16 url-safe random characters: the site's id in the spec's liveId fields. */
function newLiveId(): string {
  return randomBytes(12).toString('base64url');
}

export function toLiveSite(ctx: AppContext, site: LiveSiteRow, packType: PackType): LiveSite {
  return {
    liveId: site.id,
    baseTempID: site.tempId,
    slug: site.slug,
    url: `${ctx.config.publicUrl}/invite/${site.slug}`,
    published: site.published,
    indexable: site.indexable,
    hasAccessCode: site.accessCodeHash !== null,
    packType,
    name: findTemplate(site.tempId)?.name ?? site.tempId,
  };
}
