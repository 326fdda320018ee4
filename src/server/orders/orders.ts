/**
 * Orders: what a user bought or is buying, read by the cart (what is owned), content and the dashboard, and
 * moved along by payments. The order state machine. States only move forward:
 *   created -> paid      (money taken; terminal)
 *   created -> expired   (link expired or could not be made; a retry makes a new order)
 *   expired -> paid      (the provider reports a payment for it after all: the money was taken, so it counts)
 * Every transition is one conditional UPDATE, so repeated polls and duplicate webhooks change an order once.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, gt, ne, sql } from 'drizzle-orm';
import type { Template } from '../../shared/catalogue';
import { MESSAGE_PACK_ITEM, messagePackBill } from '../../shared/message-pack';
import { MESSAGE_PACK } from '../../shared/packs';
import { billFor, type PackType } from '../../shared/pricing';
import type { Db } from '../db/client';
import { orders } from '../db/schema';

export type OrderRow = typeof orders.$inferSelect;

/** Who collects an order's money: our own sandbox page or Razorpay. */
export type ProviderName = 'sandbox' | 'razorpay';

/** The payment link a provider made for an order. */
export interface PaymentLink {
  linkId: string;
  /** Absolute for a provider's own page; relative (same origin, may be framed) for the sandbox. */
  url: string;
  expiresAt: Date;
}

const ID_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

/** 20 random characters (~100 bits): the sandbox checkout address is only as private as this id. */
export function newOrderId(): string {
  const bytes = randomBytes(20);
  let id = 'ord_';
  for (const byte of bytes) id += ID_ALPHABET[byte % ID_ALPHABET.length];
  return id;
}

/** Stores a new order under a fresh id; the callers below price it and say what it is for. */
async function insertOrder(db: Db, values: Omit<typeof orders.$inferInsert, 'id'>): Promise<OrderRow> {
  const [order] = await db
    .insert(orders)
    .values({ id: newOrderId(), ...values })
    .returning();
  return order;
}

export function createOrder(
  db: Db,
  input: { userId: number; template: Template; packType: PackType; provider: ProviderName; now: Date },
): Promise<OrderRow> {
  return insertOrder(db, {
    userId: input.userId,
    tempId: input.template.id,
    packType: input.packType,
    amountRupees: billFor(input.template, input.packType).totalBilling,
    provider: input.provider,
    createdAt: input.now,
  });
}

/**
 * A message pack's order: the messages and the site they are for, priced by the server (MESSAGE_PACK plus GST).
 * pack_type records the site's pack when bought (the column is required; nothing reads it as a purchase).
 */
export function createMessagePackOrder(
  db: Db,
  input: { userId: number; liveId: string; sitePack: PackType; provider: ProviderName; now: Date },
): Promise<OrderRow> {
  return insertOrder(db, {
    userId: input.userId,
    tempId: MESSAGE_PACK_ITEM,
    packType: input.sitePack,
    amountRupees: messagePackBill().totalBilling,
    messages: MESSAGE_PACK.messages,
    liveId: input.liveId,
    provider: input.provider,
    createdAt: input.now,
  });
}

/** A pending message pack order for the same site whose link is good until `usableUntil` (Proceed pressed twice). */
export async function reusableMessagePackOrder(
  db: Db,
  input: { userId: number; liveId: string; provider: ProviderName; usableUntil: Date },
): Promise<OrderRow | null> {
  const [order] = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.userId, input.userId),
        eq(orders.tempId, MESSAGE_PACK_ITEM),
        eq(orders.liveId, input.liveId),
        eq(orders.amountRupees, messagePackBill().totalBilling),
        eq(orders.provider, input.provider),
        eq(orders.status, 'created'),
        gt(orders.linkExpiresAt, input.usableUntil),
      ),
    )
    .orderBy(desc(orders.createdAt))
    .limit(1);
  return order ?? null;
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

/** The user's paid order for a template, if any. */
export async function paidOrderFor(db: Db, userId: number, tempId: string): Promise<OrderRow | null> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.tempId, tempId), eq(orders.status, 'paid')))
    .limit(1);
  return order ?? null;
}

/** Every paid template order of the user (message packs are no template), oldest purchase first. */
export async function paidOrdersOf(db: Db, userId: number): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, 'paid'), ne(orders.tempId, MESSAGE_PACK_ITEM)))
    .orderBy(asc(orders.paidAt), asc(orders.createdAt));
}

/** The caller's own order; someone else's is reported as missing. */
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

/**
 * created/expired -> paid. Returns the order and whether this call made the change. Payments settles through
 * its own `settlePaid`, which also takes the bought template out of the cart; tests call this to own a template.
 */
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
  if (changed) return { order: changed, changed: true };
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
