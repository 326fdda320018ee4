import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { AdminOrder } from '../../shared/api/admin';
import { kolkataDateTime } from '../../shared/days';
import { PACK_LABELS } from '../../shared/pricing';

const COLUMNS: { header: string; value: (order: AdminOrder) => string | number }[] = [
  { header: 'Order', value: (o) => o.id },
  { header: 'Created (IST)', value: (o) => kolkataDateTime(new Date(o.createdAt)) },
  { header: 'Paid (IST)', value: (o) => (o.paidAt ? kolkataDateTime(new Date(o.paidAt)) : '') },
  { header: 'State', value: (o) => o.state },
  { header: 'Buyer', value: (o) => o.buyerName },
  { header: 'Buyer e-mail', value: (o) => o.buyerEmail },
  { header: 'Template id', value: (o) => o.tempId },
  { header: 'Template', value: (o) => o.templateName },
  { header: 'Pack', value: (o) => PACK_LABELS[o.packType] },
  { header: 'Amount incl. GST (INR)', value: (o) => o.amount },
  { header: 'GST (INR)', value: (o) => o.gst },
  { header: 'Before GST (INR)', value: (o) => o.amount - o.gst },
  { header: 'Provider', value: (o) => o.provider },
];

/**
 * A spreadsheet opening the file runs a cell that starts with = + - @ (or a tab or carriage return) as a
 * formula; such text cells get a leading apostrophe so they stay text. Buyer names are typed by buyers.
 */
export function neutraliseFormula(cell: string | number): string | number {
  return typeof cell === 'string' && /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}

/** The CSV of some orders as a stream: UTF-8 with a byte-order mark (so Excel reads ₹ and Indian names). */
export function ordersCsvStream(orders: AsyncIterable<AdminOrder>): Readable {
  const csv = stringify({ bom: true, header: true, columns: COLUMNS.map((column) => column.header) });
  const rows = Readable.from(
    (async function* () {
      for await (const order of orders) yield COLUMNS.map((column) => neutraliseFormula(column.value(order)));
    })(),
  );
  rows.on('error', (error) => csv.destroy(error));
  return rows.pipe(csv);
}
