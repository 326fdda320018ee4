import { and, eq } from 'drizzle-orm';
import { LIVE_ID_NOT_FOUND } from '../../shared/api/moderation';
import type { AppContext } from '../context';
import { liveSites } from '../db/schema';
import { HttpError } from '../http/errors';

export type LiveSiteRow = typeof liveSites.$inferSelect;

export const LIVE_ID_MISSING_MESSAGE = 'Live ID does not exist.';

/**
 * The caller's live site, or the spec's GWCF_LIDNE refusal. Another buyer's site gets the same answer as one
 * that does not exist, so nobody learns which live ids are in use.
 */
export async function ownSiteOrRefuse(ctx: AppContext, userId: number, liveId: string): Promise<LiveSiteRow> {
  const [site] = await ctx.db
    .select()
    .from(liveSites)
    .where(and(eq(liveSites.id, liveId), eq(liveSites.userId, userId)))
    .limit(1);
  if (!site) throw new HttpError(404, LIVE_ID_MISSING_MESSAGE, { responceId: LIVE_ID_NOT_FOUND });
  return site;
}
