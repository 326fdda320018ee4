import { clearCartItem, clearMessagePack } from '../cart';
import type { Db } from '../db/client';
import { eq } from 'drizzle-orm';
import { liveSites, messageCredits, paymentEvents } from '../db/schema';
import { findOrder, markExpired, markPaid, type OrderRow, type ProviderName } from '../orders';
import type { ProviderEvent } from './provider';

/**
 * A payment received: the order is marked paid once, and the bought template leaves the buyer's cart (they own
 * it now, so it cannot be bought again); a message pack's order credits its site and leaves the cart instead.
 * One transaction (a savepoint inside a webhook's), so a paid order never lacks its credit.
 */
export async function settlePaid(
  db: Db,
  orderId: string,
  input: { at: Date; paymentId?: string | null },
): Promise<{ order: OrderRow | null; changed: boolean }> {
  return db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    const result = await markPaid(txDb, orderId, input);
    const order = result.order;
    if (!result.changed || !order) return result;
    if (order.messages != null && order.liveId) await creditMessages(txDb, order, order.liveId, order.messages);
    else await clearCartItem(txDb, order.userId, order.tempId);
    return result;
  });
}

/**
 * The site's messages grow by the pack: one message_credits row per paid order (its unique order id makes a
 * second settlement a no-op whatever path it came by). A site deleted since keeps nothing to credit.
 */
async function creditMessages(db: Db, order: OrderRow, liveId: string, messages: number): Promise<void> {
  const [site] = await db.select({ id: liveSites.id }).from(liveSites).where(eq(liveSites.id, liveId)).limit(1);
  if (site) {
    await db
      .insert(messageCredits)
      .values({ liveId, orderId: order.id, messages, createdAt: order.paidAt ?? undefined })
      .onConflictDoNothing({ target: messageCredits.orderId });
  }
  await clearMessagePack(db, order.userId, liveId);
}

export type EventResult = 'applied' | 'unchanged' | 'duplicate' | 'unknown-order' | 'rejected';

/**
 * Applies a provider's report once: the event id is recorded in the same transaction as the change, so a
 * repeated delivery (or a crash between the two) can never apply it twice or lose it.
 */
export async function applyProviderEvent(
  db: Db,
  provider: ProviderName,
  event: ProviderEvent,
  now: Date,
  log: { warn(obj: object, msg: string): void },
): Promise<EventResult> {
  return db.transaction(async (tx) => {
    const recorded = await tx
      .insert(paymentEvents)
      .values({ provider, eventId: event.eventId, createdAt: now })
      .onConflictDoNothing()
      .returning();
    if (recorded.length === 0) return 'duplicate';
    if (event.outcome === 'ignored') return 'unchanged';
    const order = await findOrder(tx as unknown as Db, event.orderId);
    if (!order || order.provider !== provider) return 'unknown-order';
    if (event.linkId && order.providerLinkId && event.linkId !== order.providerLinkId) {
      log.warn({ orderId: order.id, linkId: event.linkId }, 'payment event for a link this order does not have');
      return 'rejected';
    }
    if (event.outcome === 'paid') {
      if (event.currency !== undefined && event.currency !== 'INR') {
        log.warn({ orderId: order.id, currency: event.currency }, 'payment currency is not INR');
        return 'rejected';
      }
      // A provider report must name the amount it took; only the sandbox (our own page) reports none.
      if (provider !== 'sandbox' && event.amountPaise == null) {
        log.warn({ orderId: order.id }, 'paid event without an amount');
        return 'rejected';
      }
      if (event.amountPaise != null && event.amountPaise !== order.amountRupees * 100) {
        log.warn(
          { orderId: order.id, amountPaise: event.amountPaise, expected: order.amountRupees * 100 },
          'payment amount differs from the order',
        );
        return 'rejected';
      }
      return (await settlePaid(tx as unknown as Db, order.id, { at: now, paymentId: event.paymentId })).changed
        ? 'applied'
        : 'unchanged';
    }
    return (await markExpired(tx as unknown as Db, order.id)).changed ? 'applied' : 'unchanged';
  });
}
