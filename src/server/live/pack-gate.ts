/**
 * The server's one pack gate: what a site may do follows from the pack its buyer paid for. Every pack
 * feature of a live site (photo gallery and RSVP now; colours, music, fonts and languages next) is checked
 * here, with the same sentence the web app shows.
 */
import { and, eq } from 'drizzle-orm';
import { featureLockedMessage, packIncludes, type PackFeature } from '../../shared/packs';
import { PACK_TYPES, type PackType } from '../../shared/pricing';
import type { Db } from '../db/client';
import { orders } from '../db/schema';
import { HttpError } from '../http/errors';

/** Throws 403 "Photo Gallery comes with the Premium pack." when the pack lacks the feature. */
export function requireFeature(pack: PackType, feature: PackFeature): void {
  if (!packIncludes(pack, feature)) throw new HttpError(403, featureLockedMessage(feature), { feature });
}

/** The best pack among the buyer's paid orders for a template (an upgrade counts), or null when none is paid. */
export async function bestPaidOrder(db: Db, userId: number, tempId: string) {
  const paid = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.tempId, tempId), eq(orders.status, 'paid')));
  let best: (typeof paid)[number] | null = null;
  for (const order of paid) {
    if (!best || PACK_TYPES.indexOf(order.packType) > PACK_TYPES.indexOf(best.packType)) best = order;
  }
  return best;
}
