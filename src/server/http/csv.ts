/**
 * CSV files for spreadsheets: UTF-8 with a byte-order mark (so Excel reads ₹ and Indian names) and every cell,
 * the header's included, neutralised where a spreadsheet would run it as a formula. Every CSV the product
 * writes goes through csvStream (orders, RSVPs, the guest list, a function's guests, the shagun book).
 */
import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { stringify } from 'csv-stringify';

export type CsvCell = string | number;

/**
 * A spreadsheet opening the file runs a cell that starts with = + - @ (spaces before it are skipped), or with a
 * tab or carriage return, as a formula; such text cells get a leading apostrophe so they stay text. Names,
 * notes and function titles are typed by buyers and guests. Numbers are the product's own and stay numbers.
 */
export function neutraliseFormula(cell: CsvCell): CsvCell {
  return typeof cell === 'string' && /^\s*[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}

/**
 * The header line, then the rows, as a CSV stream, every cell neutralised: headers carry typed text too (a
 * function's title names the guest list's columns).
 */
export function csvStream(header: readonly CsvCell[], rows: AsyncIterable<CsvCell[]> | Iterable<CsvCell[]>): Readable {
  const csv = stringify({ bom: true });
  const source = Readable.from(
    (async function* () {
      yield header.map(neutraliseFormula);
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
