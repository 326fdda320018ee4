import { and, count, eq, max, sum } from 'drizzle-orm';
import type { TemplateSalesList } from '../../shared/api/admin';
import { TEMPLATES } from '../../shared/catalogue';
import { PACK_TYPES, type PackType } from '../../shared/pricing';
import type { Db } from '../db/client';
import { orders } from '../db/schema';

/** The catalogue with paid orders and revenue per template and per pack, summed by the database. */
export async function templateSales(db: Db): Promise<TemplateSalesList> {
  const rows = await db
    .select({
      tempId: orders.tempId,
      pack: orders.packType,
      sales: count(),
      revenue: sum(orders.amountRupees).mapWith(Number),
      lastSoldAt: max(orders.paidAt),
    })
    .from(orders)
    .where(and(eq(orders.status, 'paid')))
    .groupBy(orders.tempId, orders.packType);

  const byTemplate = new Map<string, typeof rows>();
  for (const row of rows) {
    const key = row.tempId.toLowerCase();
    byTemplate.set(key, [...(byTemplate.get(key) ?? []), row]);
  }
  const packTotals = (list: typeof rows) =>
    PACK_TYPES.map((pack: PackType) => {
      const matching = list.filter((row) => row.pack === pack);
      return {
        pack,
        sales: matching.reduce((total, row) => total + row.sales, 0),
        revenue: matching.reduce((total, row) => total + row.revenue, 0),
      };
    });

  const templates = TEMPLATES.map((template) => {
    const sold = byTemplate.get(template.id.toLowerCase()) ?? [];
    const packs = packTotals(sold);
    const last = sold.reduce<Date | null>(
      (latest, row) => (row.lastSoldAt && (!latest || row.lastSoldAt > latest) ? row.lastSoldAt : latest),
      null,
    );
    return {
      id: template.id,
      name: template.name,
      category: template.category,
      schema: template.schema,
      sales: packs.reduce((total, pack) => total + pack.sales, 0),
      revenue: packs.reduce((total, pack) => total + pack.revenue, 0),
      packs,
      lastSoldAt: last ? new Date(last).toISOString() : null,
      previewUrl: `/preview/${template.id}`,
      thumbnailUrl: template.tumbnail_url,
    };
  });
  return { templates, packs: packTotals(rows) };
}
