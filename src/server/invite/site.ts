/** A published site as the live page shows it: the site row, the buyer's content, public wishes and photos. */
import { and, asc, desc, eq } from 'drizzle-orm';
import { componentsToFormData, type ContentData, type ContentSchemaEntry } from '../../shared/content';
import { findTemplate, type Template } from '../../shared/catalogue';
import type { PackType } from '../../shared/pricing';
import { getContentSchema } from '../../generated';
import { paidOrderFor } from '../cart/cart-service';
import { loadContent } from '../content/content-store';
import type { AppContext } from '../context';
import { guestPhotos, liveSites, orders, wishes } from '../db/schema';

export type LiveSiteRow = typeof liveSites.$inferSelect;

export async function findPublishedSite(ctx: AppContext, slug: string): Promise<LiveSiteRow | null> {
  const [site] = await ctx.db
    .select()
    .from(liveSites)
    .where(and(eq(liveSites.slug, slug), eq(liveSites.published, true)))
    .limit(1);
  return site ?? null;
}

export interface SiteContent {
  template: Template;
  entry: ContentSchemaEntry;
  content: ContentData;
  pack: PackType;
}

/** The template, its schema and the buyer's latest content for it; null when the catalogue lost the template. */
export async function loadSiteContent(ctx: AppContext, site: LiveSiteRow): Promise<SiteContent | null> {
  const template = findTemplate(site.tempId);
  const entry = template && getContentSchema(template.schema);
  if (!template || !entry) return null;
  const saved = await loadContent(ctx, { userId: site.userId, templateId: template.id });
  const content = saved ? componentsToFormData(entry.layout, template.id, saved.components).data : {};
  return { template, entry, content, pack: await packOf(ctx, site) };
}

/** The pack decides what guests may do; it comes from the site's order (or the buyer's paid order). */
async function packOf(ctx: AppContext, site: LiveSiteRow): Promise<PackType> {
  if (site.orderId) {
    const [order] = await ctx.db
      .select({ packType: orders.packType })
      .from(orders)
      .where(eq(orders.id, site.orderId))
      .limit(1);
    if (order) return order.packType;
  }
  return (await paidOrderFor(ctx.db, site.userId, site.tempId))?.packType ?? 'basic';
}

/** Wishes and photos the hosts made public (visflag true), newest first, bounded for the page. */
export async function publicGuestPosts(ctx: AppContext, liveId: string) {
  const [wishRows, photoRows] = await Promise.all([
    ctx.db
      .select({ id: wishes.id, name: wishes.name, message: wishes.message })
      .from(wishes)
      .where(and(eq(wishes.liveId, liveId), eq(wishes.visflag, true)))
      .orderBy(desc(wishes.createdAt), desc(wishes.id))
      .limit(200),
    ctx.db
      .select({
        id: guestPhotos.id,
        name: guestPhotos.name,
        fileName: guestPhotos.fileName,
        variants: guestPhotos.variants,
      })
      .from(guestPhotos)
      .where(and(eq(guestPhotos.liveId, liveId), eq(guestPhotos.visflag, true)))
      .orderBy(desc(guestPhotos.createdAt), asc(guestPhotos.id))
      .limit(200),
  ]);
  return { wishes: wishRows, photos: photoRows };
}
