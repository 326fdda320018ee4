import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readHeifHeader } from './heif-header';
import { imageDimensions } from './image-dimensions';

const sample = readFileSync(join(import.meta.dirname, '..', 'live', 'testing', 'sample.heic'));

describe('HEIF header reader', () => {
  it("reads the sample's 64 x 48 and a real 24-megapixel file's size without decoding", async () => {
    expect(readHeifHeader(sample)).toEqual({ sizes: [{ width: 64, height: 48 }], problem: null });
    const big = readFileSync(join(import.meta.dirname, '..', 'live', 'testing', 'photo-5600x4200.heic'));
    expect(await imageDimensions(big, 'image/heic')).toEqual({ width: 5600, height: 4200 });
  });

  it('never throws on cut or altered bytes, and answers sizes, accounted for or not', () => {
    const ftypEnd = sample.readUInt32BE(0);
    const metaEnd = ftypEnd + sample.readUInt32BE(ftypEnd);
    fc.assert(
      fc.property(
        fc.nat(sample.length),
        fc.array(fc.tuple(fc.nat(sample.length - 1), fc.integer({ min: 0, max: 255 })), { maxLength: 8 }),
        (cut, changes) => {
          const bytes = Buffer.from(sample.subarray(0, cut));
          for (const [at, value] of changes) if (at < bytes.length) bytes[at] = value;
          const reading = readHeifHeader(bytes);
          expect(reading.sizes.every((size) => Number.isInteger(size.width))).toBe(true);
          // Cut inside its header (ftyp, then meta), the file no longer accounts for the picture.
          if (cut < metaEnd) expect(reading.problem).not.toBeNull();
        },
      ),
      { numRuns: 2000 },
    );
    expect(readHeifHeader(Buffer.alloc(0))).toEqual({ sizes: [], problem: 'no meta box' });
    // A box claiming to be far larger than the file, and a 64-bit size past the end.
    expect(readHeifHeader(Buffer.from('ffffffff6d657461', 'hex')).problem).toMatch(/overruns/);
    expect(readHeifHeader(Buffer.from('000000016d657461ffffffffffffffff', 'hex')).problem).toMatch(/past any file/);
  });
});
