/**
 * A live site's published facts: the site by its address, its pack, its content as form data, its
 * heading and its RSVP events. Guest calls and the guest page read sites through here.
 */
import { eq, inArray } from 'drizzle-orm';
import { findTemplate, type Template } from '../../shared/catalogue';
import { componentsToFormData, type ContentData, type ContentSchemaEntry } from '../../shared/content';
import { invitationHeading, invitationNames, rsvpEventsOf, type RsvpEvent } from '../../shared/live';
import type { PackType } from '../../shared/pricing';
import { getContentSchema } from '../../generated';
import { loadContent } from '../content';
import type { AppContext } from '../context';
import { batchedByKey } from '../db/batch';
import type { Db } from '../db/client';
import { liveSites, orders } from '../db/schema';
import { HttpError } from '../http/errors';
import { bestPaidOrder } from './pack-gate';

export type LiveSiteRow = typeof liveSites.$inferSelect;

export const SITE_NOT_FOUND = 'This invitation was not found.';

const siteLoaders = new WeakMap<Db, (slug: string) => Promise<LiveSiteRow | undefined>>();

/**
 * The published site at an address, or null for an unknown or unpublished one. Guests' calls to any site in one
 * turn of the event loop share one query (batch.ts), each getting its own copy of the row.
 */
export async function findPublishedSite(ctx: AppContext, slug: string): Promise<LiveSiteRow | null> {
  let load = siteLoaders.get(ctx.db);
  if (!load) {
    load = batchedByKey(async (slugs) => {
      const rows = await ctx.db
        .select()
        .from(liveSites)
        .where(inArray(liveSites.slug, [...slugs]));
      return new Map(rows.map((row) => [row.slug, row]));
    });
    siteLoaders.set(ctx.db, load);
  }
  const site = await load(slug);
  return site?.published ? { ...site } : null;
}

/** The published site at an address for a guest call; unknown and unpublished addresses are the same 404. */
export async function publishedSite(ctx: AppContext, slug: string): Promise<LiveSiteRow> {
  const site = await findPublishedSite(ctx, slug);
  if (!site) throw new HttpError(404, SITE_NOT_FOUND);
  return site;
}

/** The pack that decides a site's features: the order it was published under, or the best paid one. */
export async function packOfSite(ctx: AppContext, site: LiveSiteRow): Promise<PackType> {
  if (site.orderId) {
    const [order] = await ctx.db.select().from(orders).where(eq(orders.id, site.orderId)).limit(1);
    if (order?.status === 'paid') return order.packType;
  }
  return (await bestPaidOrder(ctx.db, site.userId, site.tempId))?.packType ?? 'basic';
}

export interface SiteContent {
  template: Template;
  entry: ContentSchemaEntry;
  data: ContentData;
}

/**
 * The content guests see: the buyer's content filed under this site's id, else the content they saved most
 * recently for the template (the editor saves before a site exists).
 */
export async function contentOfSite(ctx: AppContext, site: LiveSiteRow): Promise<SiteContent> {
  const content = await findContentOfSite(ctx, site);
  if (!content) throw new HttpError(404, SITE_NOT_FOUND);
  return content;
}

/** The same, or null when the site's template is no longer in the catalogue (the page shows its own not-found). */
export async function findContentOfSite(ctx: AppContext, site: LiveSiteRow): Promise<SiteContent | null> {
  const template = findTemplate(site.tempId);
  const entry = template ? getContentSchema(template.schema) : undefined;
  if (!template || !entry) return null;
  const key = { userId: site.userId, templateId: site.tempId };
  const saved = (await loadContent(ctx, { ...key, liveId: site.id })) ?? (await loadContent(ctx, key));
  const data = saved ? componentsToFormData(entry.layout, template.id, saved.components).data : {};
  return { template, entry, data };
}

export function eventsOfSite(content: SiteContent): RsvpEvent[] {
  return rsvpEventsOf(content.entry, content.data);
}

/** "Ananya & Rohan · Wedding": the invitation's heading, for calendar entries. */
export function headingOfSite(content: SiteContent): string {
  return invitationHeading(
    invitationNames(content.entry.layout, content.data, content.entry.title),
    content.template.name,
  );
}
