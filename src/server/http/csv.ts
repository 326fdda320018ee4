/**
 * CSV files for spreadsheets: UTF-8 with a byte-order mark (so Excel reads ₹ and Indian names) and text cells
 * that a spreadsheet would run as a formula neutralised. Used by the admin's order export and the guest list.
 */
import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { stringify } from 'csv-stringify';

export type CsvCell = string | number;

/**
 * A spreadsheet opening the file runs a cell that starts with = + - @ (or a tab or carriage return) as a
 * formula; such text cells get a leading apostrophe so they stay text. Names are typed by buyers and guests.
 */
export function neutraliseFormula(cell: CsvCell): CsvCell {
  return typeof cell === 'string' && /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}

/** Rows as a CSV stream with a header line, every cell neutralised. */
export function csvStream(header: readonly string[], rows: AsyncIterable<CsvCell[]> | Iterable<CsvCell[]>): Readable {
  const csv = stringify({ bom: true, header: true, columns: [...header] });
  const source = Readable.from(
    (async function* () {
      for await (const row of rows) yield row.map(neutraliseFormula);
    })(),
  );
  source.on('error', (error) => csv.destroy(error));
  return source.pipe(csv);
}

/** Sends a CSV file as a download that no cache keeps (every export is someone's private list). */
export function sendCsv(reply: FastifyReply, fileName: string, csv: string | Readable): FastifyReply {
  return reply
    .type('text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${fileName}"`)
    .header('Cache-Control', 'no-store')
    .send(csv);
}
