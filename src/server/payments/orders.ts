/**
 * The order state machine. States only move forward:
 *   created -> paid      (money taken; terminal)
 *   created -> expired   (link expired or could not be made; a retry makes a new order)
 *   expired -> paid      (the provider reports a payment for it after all: the money was taken, so it counts)
 * Every transition is one conditional UPDATE, so repeated polls and duplicate webhooks change an order once.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, gt, ne, sql } from 'drizzle-orm';
import type { Template } from '../../shared/catalogue';
import { billFor, type PackType } from '../../shared/pricing';
import { clearCartItem } from '../cart';
import type { Db } from '../db/client';
import { orders, paymentEvents } from '../db/schema';
import type { PaymentLink, ProviderEvent, ProviderName } from './provider';

export type OrderRow = typeof orders.$inferSelect;

const ID_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

/** 20 random characters (~100 bits): the sandbox checkout address is only as private as this id. */
export function newOrderId(): string {
  const bytes = randomBytes(20);
  let id = 'ord_';
  for (const byte of bytes) id += ID_ALPHABET[byte % ID_ALPHABET.length];
  return id;
}

export async function createOrder(
  db: Db,
  input: { userId: number; template: Template; packType: PackType; provider: ProviderName; now: Date },
): Promise<OrderRow> {
  const [order] = await db
    .insert(orders)
    .values({
      id: newOrderId(),
      userId: input.userId,
      tempId: input.template.id,
      packType: input.packType,
      amountRupees: billFor(input.template, input.packType).totalBilling,
      provider: input.provider,
      createdAt: input.now,
    })
    .returning();
  return order;
}

export async function attachLink(db: Db, orderId: string, link: PaymentLink): Promise<OrderRow> {
  const [order] = await db
    .update(orders)
    .set({ providerLinkId: link.linkId, linkUrl: link.url, linkExpiresAt: link.expiresAt })
    .where(eq(orders.id, orderId))
    .returning();
  return order;
}

export async function findOrder(db: Db, orderId: string): Promise<OrderRow | null> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  return order ?? null;
}

/** The caller's own order; someone else's is reported as missing. */
/** The user's paid order for a template, if any. */
export async function paidOrderFor(db: Db, userId: number, tempId: string): Promise<OrderRow | null> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.tempId, tempId), eq(orders.status, 'paid')))
    .limit(1);
  return order ?? null;
}

/** Every paid order of the user, oldest purchase first. */
export async function paidOrdersOf(db: Db, userId: number): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, 'paid')))
    .orderBy(asc(orders.paidAt), asc(orders.createdAt));
}

export async function findOwnOrder(db: Db, userId: number, orderId: string): Promise<OrderRow | null> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
    .limit(1);
  return order ?? null;
}

/** The newest order; of orders made in the same instant the pending one wins, then the paid one. */
export async function latestOrder(db: Db, userId: number): Promise<OrderRow | null> {
  const statusRank = sql`case ${orders.status} when 'created' then 0 when 'paid' then 1 else 2 end`;
  const [order] = await db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), statusRank)
    .limit(1);
  return order ?? null;
}

/** A pending order for the same choice whose link is good until `usableUntil`: pressing Proceed twice reuses it. */
export async function reusableOrder(
  db: Db,
  input: {
    userId: number;
    tempId: string;
    packType: PackType;
    amountRupees: number;
    provider: ProviderName;
    usableUntil: Date;
  },
): Promise<OrderRow | null> {
  const [order] = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.userId, input.userId),
        eq(orders.tempId, input.tempId),
        eq(orders.packType, input.packType),
        eq(orders.amountRupees, input.amountRupees),
        eq(orders.provider, input.provider),
        eq(orders.status, 'created'),
        gt(orders.linkExpiresAt, input.usableUntil),
      ),
    )
    .orderBy(desc(orders.createdAt))
    .limit(1);
  return order ?? null;
}

/** created/expired -> paid. Returns the order and whether this call made the change. Clears the bought item from the cart. */
export async function markPaid(
  db: Db,
  orderId: string,
  input: { at: Date; paymentId?: string | null },
): Promise<{ order: OrderRow | null; changed: boolean }> {
  const [changed] = await db
    .update(orders)
    .set({ status: 'paid', paidAt: input.at, providerPaymentId: input.paymentId ?? null })
    .where(and(eq(orders.id, orderId), ne(orders.status, 'paid')))
    .returning();
  if (changed) {
    await clearCartItem(db, changed.userId, changed.tempId);
    return { order: changed, changed: true };
  }
  return { order: await findOrder(db, orderId), changed: false };
}

/** created -> expired; a paid order stays paid. */
export async function markExpired(db: Db, orderId: string): Promise<{ order: OrderRow | null; changed: boolean }> {
  const [changed] = await db
    .update(orders)
    .set({ status: 'expired' })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'created')))
    .returning();
  if (changed) return { order: changed, changed: true };
  return { order: await findOrder(db, orderId), changed: false };
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
      return (await markPaid(tx as unknown as Db, order.id, { at: now, paymentId: event.paymentId })).changed
        ? 'applied'
        : 'unchanged';
    }
    return (await markExpired(tx as unknown as Db, order.id)).changed ? 'applied' : 'unchanged';
  });
}
