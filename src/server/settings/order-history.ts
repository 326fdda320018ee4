import { desc, eq } from 'drizzle-orm';
import type { OrderHistoryEntry } from '../../shared/api/settings';
import { findTemplate } from '../../shared/catalogue';
import { GST_RATE } from '../../shared/pricing';
import type { AppContext } from '../context';
import { orders } from '../db/schema';

/** Every order the buyer placed, newest first, with the GST part of what was charged. */
export async function orderHistory(ctx: AppContext, userId: number): Promise<OrderHistoryEntry[]> {
  const rows = await ctx.db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  return rows.map((row) => ({
    orderId: row.id,
    temp_id: row.tempId,
    name: findTemplate(row.tempId)?.name ?? row.tempId,
    packType: row.packType,
    amount: row.amountRupees,
    gst: row.amountRupees - Math.round(row.amountRupees / (1 + GST_RATE)),
    state: row.status,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
  }));
}
