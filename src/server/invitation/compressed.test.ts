import { randomBytes } from 'node:crypto';
import { crc32, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { crc32Combine, gzipPieces } from './compressed';

describe('gzipPieces', () => {
  it('joins the pieces compressed once around each request’s own text into one gzip of the whole page', async () => {
    const pieces = ['<h1>Dear ', '</h1><p>', ' and family, you are invited.</p>'.repeat(200)];
    const gzip = await gzipPieces(pieces);
    for (const between of [
      ['Sharma family', 'the Sharmas'],
      ['श्रीमती राव', ''],
      // Longer than one stored block holds.
      ['&amp;'.repeat(14_000), 'x'],
    ]) {
      const page = pieces[0] + between[0] + pieces[1] + between[1] + pieces[2];
      expect(gunzipSync(gzip(between)).toString('utf8')).toBe(page);
    }
  });
});

describe('crc32Combine', () => {
  it('gives the CRC of two runs joined from the CRC of each', () => {
    for (const [a, b] of [
      [0, 0],
      [5, 0],
      [0, 7],
      [13, 1],
      [1000, 65_537],
    ] as const) {
      const first = randomBytes(a);
      const second = randomBytes(b);
      expect(crc32Combine(crc32(first), crc32(second), b)).toBe(crc32(Buffer.concat([first, second])));
    }
  });
});
