/**
 * The message pack in the cart: one line per user, for one of the sites they own, beside the template item
 * (which keeps its own rules). Paying for it goes through the same orders and payment flow as a template.
 *
 * Only the site's buyer may put one in. A co-host manages the guest list, but money is the owner's: the payment,
 * the GST invoice and any refund are in the buyer's name, as the shagun UPI ID is theirs alone, and as shared
 * workspaces (Google Workspace, Slack) let only the owner or a billing admin buy more. A co-host who runs short
 * is told to ask the owner; a stranger gets the same 404 as for a site that does not exist.
 */
import { and, eq } from 'drizzle-orm';
import type { MessagePackLine } from '../../shared/api/message-pack';
import { messagePackBill } from '../../shared/message-pack';
import { MESSAGE_PACK } from '../../shared/packs';
import type { AuthUser } from '../account';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { cartMessagePacks } from '../db/schema';
import { managedSite } from '../guests';
import { HttpError } from '../http/errors';
import { contentOfSite, headingOfSite, type LiveSiteRow } from '../live';

export const OWNER_BUYS = "Only the site's owner can buy a message pack. Ask them to add one.";

/** The caller's own site (404 for anyone else's or none, 403 for a co-host's). */
export async function ownSite(ctx: AppContext, user: AuthUser, liveId: string): Promise<LiveSiteRow> {
  const managed = await managedSite(ctx, user, liveId);
  if (managed.role !== 'owner') throw new HttpError(403, OWNER_BUYS);
  return managed.site;
}

export async function lineOf(ctx: AppContext, site: LiveSiteRow): Promise<MessagePackLine> {
  const content = await contentOfSite(ctx, site).catch(() => null);
  const bill = messagePackBill();
  return {
    liveId: site.id,
    siteName: content ? headingOfSite(content) : site.slug,
    slug: site.slug,
    messages: MESSAGE_PACK.messages,
    price: bill.cartTotal,
    gst: bill.gst,
    totalBilling: bill.totalBilling,
  };
}

/** Puts a message pack for the site in the caller's cart; one line per user, so another site's replaces it. */
export async function putMessagePack(ctx: AppContext, user: AuthUser, liveId: string): Promise<MessagePackLine> {
  const site = await ownSite(ctx, user, liveId);
  const now = ctx.config.now();
  await ctx.db
    .insert(cartMessagePacks)
    .values({ userId: user.id, liveId: site.id, updatedAt: now })
    .onConflictDoUpdate({ target: cartMessagePacks.userId, set: { liveId: site.id, updatedAt: now } });
  return lineOf(ctx, site);
}

/** The line's site, still the caller's (a site given up or deleted since leaves the cart empty). */
export async function messagePackSite(ctx: AppContext, user: AuthUser): Promise<LiveSiteRow | null> {
  const [row] = await ctx.db.select().from(cartMessagePacks).where(eq(cartMessagePacks.userId, user.id)).limit(1);
  if (!row) return null;
  return ownSite(ctx, user, row.liveId).catch(() => null);
}

export async function messagePackLineOf(ctx: AppContext, user: AuthUser): Promise<MessagePackLine | null> {
  const site = await messagePackSite(ctx, user);
  return site ? lineOf(ctx, site) : null;
}

/** Empties the line; with a site only when the line is still for that site (a paid order clears its own). */
export async function clearMessagePack(db: Db, userId: number, liveId?: string): Promise<void> {
  const mine = eq(cartMessagePacks.userId, userId);
  await db.delete(cartMessagePacks).where(liveId ? and(mine, eq(cartMessagePacks.liveId, liveId)) : mine);
}
