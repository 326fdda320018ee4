/** Guests' wishes: stored unread (visflag null) until the buyer makes them public or hides them. */
import type { WishRequest } from '../../shared/api/live';
import type { AppContext } from '../context';
import { batched } from '../db/batch';
import type { Db } from '../db/client';
import { wishes } from '../db/schema';
import { guestText } from './guest-text';
import type { LiveSiteRow } from './site-content';
import { overSiteLimit, rowsInLastHour } from './site-limits';

export const WISH_RECEIVED = 'Thank you! Your wishes will appear once the hosts have seen them.';
export const WISHES_SITE_BUSY = 'This invitation has received many wishes in the last hour. Please try again later.';

export async function receiveWish(ctx: AppContext, site: LiveSiteRow, wish: WishRequest): Promise<void> {
  // A filled honeypot is a robot: it gets the same answer as a person and nothing is kept.
  if (wish.website !== undefined && wish.website.trim() !== '') return;
  const name = guestText(wish.name, 'body.name', { multiline: false, maxLength: 80 });
  const message = guestText(wish.message, 'body.message', { multiline: true, maxLength: 1000 });
  await keepWish(ctx)({ liveId: site.id, name, message, createdAt: ctx.config.now() });
}

type NewWish = { liveId: string; name: string; message: string; createdAt: Date };

const keepers = new WeakMap<Db, (wish: NewWish) => Promise<void>>();

/**
 * Wishes arriving in the same turn of the event loop are kept together (batch.ts): one count per site against
 * its hourly limit, the wishes that still fit in arrival order, one insert for all of them. The rest are refused
 * as over the limit, as one at a time would have been.
 */
function keepWish(ctx: AppContext): (wish: NewWish) => Promise<void> {
  let keep = keepers.get(ctx.db);
  if (!keep) {
    keep = batched<NewWish, void>(async (batch) => {
      const limit = ctx.config.limits.liveWishesPerSitePerHour;
      const room = new Map<string, number>();
      for (const liveId of new Set(batch.map((wish) => wish.liveId)))
        room.set(liveId, limit - (await rowsInLastHour(ctx, wishes, liveId)));
      const outcomes = batch.map((wish) => {
        const left = room.get(wish.liveId)!;
        room.set(wish.liveId, left - 1);
        return left > 0 ? undefined : overSiteLimit(WISHES_SITE_BUSY);
      });
      const kept = batch.filter((_, index) => outcomes[index] === undefined);
      if (kept.length > 0) await ctx.db.insert(wishes).values(kept.map((wish) => ({ ...wish, visflag: null })));
      return outcomes;
    });
    keepers.set(ctx.db, keep);
  }
  return keep;
}
