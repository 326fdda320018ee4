/**
 * Every write to a site's guest list (its households, their functions and answers, their links, its guest
 * settings) is announced once it is committed, on the site-change signal (db/site-changes.ts): the guest page
 * keeps each household it looked up by its personal link's token (invitation/page.ts), and drops the site's at
 * once, on this instance and, on PostgreSQL, on every other. So a rotated or removed link stops opening its page,
 * and an answer or a host's edit shows, on the next request anywhere.
 */
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { announceSiteChange } from '../db/site-changes';

export type GuestListTx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Runs `write` in one transaction and, once it has committed, tells every instance the site's guest list changed. */
export async function writeGuestList<T>(
  ctx: AppContext,
  liveId: string,
  write: (tx: GuestListTx) => Promise<T>,
): Promise<T> {
  const result = await ctx.db.transaction(write);
  await announceGuestListChange(ctx, liveId);
  return result;
}

/** For a write that is not worth a transaction (a household's first visit): after it is stored, and only if it was. */
export function announceGuestListChange(ctx: AppContext, liveId: string): Promise<void> {
  return announceSiteChange(ctx.db, { guestListOf: liveId });
}
