import { text } from 'node:stream/consumers';
import { parse } from 'csv-parse/sync';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvStream, neutraliseFormula } from './csv';

/** What a spreadsheet runs as a formula: = + - @, a tab or a carriage return first, once leading spaces are skipped. */
const runsAsFormula = (cell: string) => '=+-@\t\r'.includes(cell.replace(/^[^\S\t\r]+/, '').charAt(0) || 'x');

/** Text a buyer or guest might type, with formula starters and spaces far more often than chance would. */
const typedText = fc.oneof(
  fc.string({ unit: fc.constantFrom(' ', '\t', '\r', '\n', '\u00a0', '=', '+', '-', '@', 'a', '1', '"', ',', 'ಕ') }),
  fc.string(),
);

describe('CSV cells', () => {
  it('gives any typed text that would run as a formula a leading apostrophe, and leaves other text alone', () => {
    fc.assert(
      fc.property(typedText, (cell) => {
        const written = neutraliseFormula(cell);
        expect(written).toBe(runsAsFormula(cell) ? `'${cell}` : cell);
        expect(runsAsFormula(String(written))).toBe(false);
      }),
      { numRuns: 1000 },
    );
    for (const cell of [' =HYPERLINK("http://evil")', '   +1', '\u00a0@SUM(A1)', ' \t-2'])
      expect(neutraliseFormula(cell)).toBe(`'${cell}`);
    expect(neutraliseFormula(-5)).toBe(-5);
  });

  it('neutralises every cell of a file, its header included', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(typedText, { minLength: 1, maxLength: 5 }),
        fc.array(fc.array(typedText, { maxLength: 5 }), { maxLength: 5 }),
        async (header, body) => {
          const rows = body.map((row) => header.map((_, index) => row[index] ?? ''));
          const file = await text(csvStream(header, rows));
          const read = parse(file, { bom: true, relax_column_count: true }) as string[][];
          expect(read).toEqual([header, ...rows].map((row) => row.map((cell) => String(neutraliseFormula(cell)))));
          for (const cell of read.flat()) expect(runsAsFormula(cell)).toBe(false);
        },
      ),
      { numRuns: 200 },
    );
  });
});
