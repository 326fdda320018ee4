import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { heifImageSizes, imageDimensions } from './image-dimensions';

const sample = readFileSync(join(import.meta.dirname, '..', 'live', 'testing', 'sample.heic'));

describe('HEIF header reader', () => {
  it("reads the sample's 64 x 48 and a real 24-megapixel file's size without decoding", async () => {
    expect(heifImageSizes(sample)).toEqual([{ width: 64, height: 48 }]);
    const big = readFileSync(join(import.meta.dirname, '..', 'live', 'testing', 'photo-5600x4200.heic'));
    expect(await imageDimensions(big, 'image/heic')).toEqual({ width: 5600, height: 4200 });
  });

  it('never throws on cut or altered bytes, and answers null or sizes', () => {
    fc.assert(
      fc.property(
        fc.nat(sample.length),
        fc.array(fc.tuple(fc.nat(sample.length - 1), fc.integer({ min: 0, max: 255 })), { maxLength: 8 }),
        (cut, changes) => {
          const bytes = Buffer.from(sample.subarray(0, cut));
          for (const [at, value] of changes) if (at < bytes.length) bytes[at] = value;
          const sizes = heifImageSizes(bytes);
          expect(sizes === null || sizes.every((size) => Number.isInteger(size.width))).toBe(true);
        },
      ),
      { numRuns: 2000 },
    );
    expect(heifImageSizes(Buffer.alloc(0))).toBeNull();
    // A box claiming to be far larger than the file, and a 64-bit size past the end.
    expect(heifImageSizes(Buffer.from('ffffffff6d657461', 'hex'))).toBeNull();
    expect(heifImageSizes(Buffer.from('000000016d657461ffffffffffffffff', 'hex'))).toBeNull();
  });
});
