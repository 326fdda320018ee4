import { clearCartItem } from '../cart';
import type { Db } from '../db/client';
import { paymentEvents } from '../db/schema';
import { findOrder, markExpired, markPaid, type OrderRow, type ProviderName } from '../orders';
import type { ProviderEvent } from './provider';

/**
 * A payment received: the order is marked paid once, and the bought template leaves the buyer's cart (they own
 * it now, so it cannot be bought again).
 */
export async function settlePaid(
  db: Db,
  orderId: string,
  input: { at: Date; paymentId?: string | null },
): Promise<{ order: OrderRow | null; changed: boolean }> {
  const result = await markPaid(db, orderId, input);
  if (result.changed && result.order) await clearCartItem(db, result.order.userId, result.order.tempId);
  return result;
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
