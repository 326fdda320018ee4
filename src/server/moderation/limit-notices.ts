/**
 * What the host is told when a site's hourly budget of wishes, photos or RSVPs turned guests away (recorded by
 * live/site-limits.ts): shown on the moderation pages for a day after the latest refusal, with how many were
 * refused, so a busy evening does not close the site silently.
 */
import { and, eq, gt } from 'drizzle-orm';
import type { GuestLimitNotice } from '../../shared/api/moderation';
import type { AppContext } from '../context';
import { siteLimitHits } from '../db/schema';

const DAY_MS = 24 * 60 * 60_000;

export async function limitNotices(ctx: AppContext, liveId: string): Promise<GuestLimitNotice[]> {
  const { liveWishesPerSitePerHour, livePhotosPerSitePerHour, liveRsvpsPerSitePerHour } = ctx.config.limits;
  const limits = { wishes: liveWishesPerSitePerHour, photos: livePhotosPerSitePerHour, rsvps: liveRsvpsPerSitePerHour };
  const rows = await ctx.db
    .select()
    .from(siteLimitHits)
    .where(
      and(eq(siteLimitHits.liveId, liveId), gt(siteLimitHits.lastAt, new Date(ctx.config.now().getTime() - DAY_MS))),
    )
    .orderBy(siteLimitHits.kind);
  return rows.map((row) => ({
    kind: row.kind,
    limit: limits[row.kind],
    refused: row.refused,
    firstAt: row.firstAt.toISOString(),
    lastAt: row.lastAt.toISOString(),
  }));
}
