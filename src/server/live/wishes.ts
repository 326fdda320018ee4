/** Guests' wishes: stored unread (visflag null) until the buyer makes them public or hides them. */
import type { WishRequest } from '../../shared/api/live';
import type { AppContext } from '../context';
import { batched } from '../db/batch';
import type { Db } from '../db/client';
import { wishes } from '../db/schema';
import { guestText } from './guest-text';
import type { LiveSiteRow } from './site-content';
import {
  overSiteLimit,
  recordLimitHit,
  rowsInLastHour,
  senderRowsInLastHour,
  shareOf,
  SiteBudgetSpent,
  type GuestSender,
} from './site-limits';

export const WISH_RECEIVED = 'Thank you! Your wishes will appear once the hosts have seen them.';
export const WISHES_SITE_BUSY = 'This invitation has received many wishes in the last hour. Please try again later.';
export const WISHES_SENDER_BUSY =
  'Many wishes have come from your connection in the last hour. Please try again later, or from another network.';

export async function receiveWish(
  ctx: AppContext,
  site: LiveSiteRow,
  wish: WishRequest,
  sender: GuestSender,
): Promise<void> {
  // A filled honeypot is a robot: it gets the same answer as a person and nothing is kept.
  if (wish.website !== undefined && wish.website.trim() !== '') return;
  const name = guestText(wish.name, 'body.name', { multiline: false, maxLength: 80 });
  const message = guestText(wish.message, 'body.message', { multiline: true, maxLength: 1000 });
  await keepWish(ctx)({ liveId: site.id, name, message, createdAt: ctx.config.now(), ...sender });
}

type NewWish = { liveId: string; name: string; message: string; createdAt: Date } & GuestSender;

const keepers = new WeakMap<Db, (wish: NewWish) => Promise<void>>();

/**
 * Wishes arriving in the same turn of the event loop are kept together (batch.ts): one count per site against
 * its hourly budget and one per sending address against its share, the wishes that still fit in arrival order,
 * one insert for all of them. The rest are refused as one at a time would have been. Households that came by
 * their personal link are outside the budget (site-limits.ts).
 */
function keepWish(ctx: AppContext): (wish: NewWish) => Promise<void> {
  let keep = keepers.get(ctx.db);
  if (!keep) {
    keep = batched<NewWish, void>(async (batch) => {
      const limit = ctx.config.limits.liveWishesPerSitePerHour;
      const share = shareOf(ctx, limit);
      const counted = batch.filter((wish) => wish.householdId === null);
      const siteRoom = new Map<string, number>();
      for (const liveId of new Set(counted.map((wish) => wish.liveId)))
        siteRoom.set(liveId, limit - (await rowsInLastHour(ctx, wishes, liveId)));
      const senderRoom = new Map<string, number>();
      for (const wish of counted) {
        const key = `${wish.liveId}\u0000${wish.clientHash}`;
        if (!senderRoom.has(key))
          senderRoom.set(key, share - (await senderRowsInLastHour(ctx, [wishes], wish.liveId, wish.clientHash)));
      }
      const spent = new Map<string, number>();
      const outcomes = batch.map((wish) => {
        if (wish.householdId !== null) return undefined;
        const key = `${wish.liveId}\u0000${wish.clientHash}`;
        const mine = senderRoom.get(key)!;
        if (mine <= 0) return overSiteLimit(WISHES_SENDER_BUSY);
        const left = siteRoom.get(wish.liveId)!;
        if (left <= 0) {
          spent.set(wish.liveId, (spent.get(wish.liveId) ?? 0) + 1);
          return new SiteBudgetSpent('wishes', WISHES_SITE_BUSY);
        }
        senderRoom.set(key, mine - 1);
        siteRoom.set(wish.liveId, left - 1);
        return undefined;
      });
      const kept = batch.filter((_, index) => outcomes[index] === undefined);
      if (kept.length > 0) await ctx.db.insert(wishes).values(kept.map((wish) => ({ ...wish, visflag: null })));
      for (const [liveId, refused] of spent) await recordLimitHit(ctx, liveId, 'wishes', refused);
      return outcomes;
    });
    keepers.set(ctx.db, keep);
  }
  return keep;
}
