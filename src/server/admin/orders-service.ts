import { and, count, desc, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import type { AdminOrder, OrderFilter, OrderPage } from '../../shared/api/admin';
import { findTemplate } from '../../shared/catalogue';
import { addDays, isCalendarDay, kolkataDayStart } from '../../shared/days';
import type { Db } from '../db/client';
import { orders, users } from '../db/schema';
import { HttpError } from '../http/errors';
import { gstInside } from './money';

export const ORDER_PAGE_SIZE = 50;

/** A LIKE pattern that matches the text literally anywhere (the user's % and _ are not wildcards). */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The WHERE clause of a filter; a day that is not a real date is a 400 naming the field. */
export function orderConditions(filter: OrderFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.state) conditions.push(eq(orders.status, filter.state));
  for (const field of ['from', 'to'] as const) {
    const day = filter[field];
    if (day !== undefined && !isCalendarDay(day))
      throw new HttpError(400, `querystring.${field} must be a date written YYYY-MM-DD`);
  }
  if (filter.from && filter.to && filter.from > filter.to)
    throw new HttpError(400, 'querystring.from must not be after querystring.to');
  if (filter.from) conditions.push(gte(orders.createdAt, kolkataDayStart(filter.from)));
  if (filter.to) conditions.push(lt(orders.createdAt, kolkataDayStart(addDays(filter.to, 1))));
  const buyer = filter.buyer?.trim();
  if (buyer) conditions.push(or(ilike(users.email, containing(buyer)), ilike(users.fullName, containing(buyer)))!);
  return conditions.length ? and(...conditions) : undefined;
}

const orderColumns = {
  id: orders.id,
  userId: orders.userId,
  buyerEmail: users.email,
  buyerName: users.fullName,
  tempId: orders.tempId,
  packType: orders.packType,
  amount: orders.amountRupees,
  state: orders.status,
  provider: orders.provider,
  createdAt: orders.createdAt,
  paidAt: orders.paidAt,
};

interface OrderRow {
  id: string;
  userId: number;
  buyerEmail: string;
  buyerName: string;
  tempId: string;
  packType: AdminOrder['packType'];
  amount: number;
  state: AdminOrder['state'];
  provider: string;
  createdAt: Date;
  paidAt: Date | null;
}

export function toAdminOrder(row: OrderRow): AdminOrder {
  return {
    ...row,
    templateName: findTemplate(row.tempId)?.name ?? row.tempId,
    gst: gstInside(row.amount),
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt ? row.paidAt.toISOString() : null,
  };
}

/** One page of the orders matching a filter, newest first, with the count and paid sums of all of them. */
export async function listOrders(db: Db, filter: OrderFilter, page: number): Promise<OrderPage> {
  const where = orderConditions(filter);
  const rows = await db
    .select(orderColumns)
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(ORDER_PAGE_SIZE)
    .offset((page - 1) * ORDER_PAGE_SIZE);
  const [{ total }] = await db
    .select({ total: count() })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(where);
  const paid = await db
    .select({ amount: orders.amountRupees, n: count() })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(and(where, eq(orders.status, 'paid')))
    .groupBy(orders.amountRupees);
  return {
    orders: rows.map(toAdminOrder),
    total,
    page,
    pageSize: ORDER_PAGE_SIZE,
    paidAmount: paid.reduce((sum, row) => sum + row.n * row.amount, 0),
    paidGst: paid.reduce((sum, row) => sum + row.n * gstInside(row.amount), 0),
  };
}

/** Orders of one buyer, newest first (the users screen). */
export async function ordersOfUser(db: Db, userId: number): Promise<AdminOrder[]> {
  const rows = await db
    .select(orderColumns)
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  return rows.map(toAdminOrder);
}

const EXPORT_BATCH = 500;

/**
 * Every order matching a filter in the screen's order (newest first), read a batch at a time, so an export of
 * any size holds one batch in memory.
 */
export async function* ordersForExport(db: Db, filter: OrderFilter): AsyncGenerator<AdminOrder> {
  const where = orderConditions(filter);
  for (let offset = 0; ; offset += EXPORT_BATCH) {
    const rows = await db
      .select(orderColumns)
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(EXPORT_BATCH)
      .offset(offset);
    for (const row of rows) yield toAdminOrder(row);
    if (rows.length < EXPORT_BATCH) return;
  }
}
