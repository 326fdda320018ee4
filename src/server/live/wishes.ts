/** Guests' wishes: stored unread (visflag null) until the buyer makes them public or hides them. */
import type { WishRequest } from '../../shared/api/live';
import type { AppContext } from '../context';
import { wishes } from '../db/schema';
import { guestText } from './guest-text';
import type { LiveSiteRow } from './site-content';
import { refuseOverSiteLimit } from './site-limits';

export const WISH_RECEIVED = 'Thank you! Your wishes will appear once the hosts have seen them.';
export const WISHES_SITE_BUSY = 'This invitation has received many wishes in the last hour. Please try again later.';

export async function receiveWish(ctx: AppContext, site: LiveSiteRow, wish: WishRequest): Promise<void> {
  // A filled honeypot is a robot: it gets the same answer as a person and nothing is kept.
  if (wish.website !== undefined && wish.website.trim() !== '') return;
  const name = guestText(wish.name, 'body.name', { multiline: false, maxLength: 80 });
  const message = guestText(wish.message, 'body.message', { multiline: true, maxLength: 1000 });
  await refuseOverSiteLimit(ctx, wishes, site.id, ctx.config.limits.liveWishesPerSitePerHour, WISHES_SITE_BUSY);
  await ctx.db.insert(wishes).values({ liveId: site.id, name, message, visflag: null, createdAt: ctx.config.now() });
}
