import type { Readable } from 'node:stream';
import type { AdminOrder } from '../../shared/api/admin';
import { kolkataDateTime } from '../../shared/days';
import { PACK_LABELS } from '../../shared/pricing';
import { csvStream } from '../http/csv';

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

/** The CSV of some orders as a stream: UTF-8 with a byte-order mark (so Excel reads ₹ and Indian names). */
export function ordersCsvStream(orders: AsyncIterable<AdminOrder>): Readable {
  return csvStream(
    COLUMNS.map((column) => column.header),
    (async function* () {
      for await (const order of orders) yield COLUMNS.map((column) => column.value(order));
    })(),
  );
}
