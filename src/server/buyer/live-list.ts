/**
 * The caller's live sites as GET private/get_live_template_user answers them (shared/api/live.ts). The
 * publishing feature owns that route; this reading is what the dashboard shares with it.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { LiveSite } from '../../shared/api/live';
import { findTemplate } from '../../shared/catalogue';
import type { AppContext } from '../context';
import { liveSites, orders } from '../db/schema';

export async function liveSitesOf(ctx: AppContext, userId: number): Promise<LiveSite[]> {
  const rows = await ctx.db
    .select({ site: liveSites, packType: orders.packType })
    .from(liveSites)
    .leftJoin(orders, and(eq(orders.id, liveSites.orderId), eq(orders.userId, userId)))
    .where(eq(liveSites.userId, userId))
    .orderBy(asc(liveSites.createdAt), asc(liveSites.id));
  return rows.map(({ site, packType }) => ({
    liveId: site.id,
    baseTempID: site.tempId,
    slug: site.slug,
    url: `${ctx.config.publicUrl}/invite/${site.slug}`,
    published: site.published,
    indexable: site.indexable,
    hasAccessCode: site.accessCodeHash !== null,
    packType: packType ?? 'basic',
    name: findTemplate(site.tempId)?.name ?? site.tempId,
  }));
}
