/**
 * The language switch's faces match its labels: each committed face maps exactly the characters of its
 * language's own name (a renamed or added language fails here until scripts/subset-language-names.ts is run
 * again), the stylesheet claims those characters, and each face stays small enough for Vite to inline into
 * the invitation's CSS (its default limit, 4 kB), so no page waits for a font request to draw the switch.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  LANGUAGE_NAMES_CSS,
  LANGUAGE_NAMES_DIR,
  LANGUAGE_NAME_FACES,
  languageNamesCss,
  faceCodePoints,
} from './lib/language-name-faces';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const VITE_INLINE_LIMIT = 4096;

/** The tables of a WOFF2 file, by tag (enough of the format for cmap: no glyf/loca transform is undone). */
function woff2Tables(file: Buffer): Map<string, Buffer> {
  expect(file.toString('latin1', 0, 4)).toBe('wOF2');
  const KNOWN = ['cmap', 'head', 'hhea', 'hmtx', 'maxp', 'name', 'OS/2', 'post', 'cvt ', 'fpgm', 'glyf', 'loca'];
  const count = file.readUInt16BE(12);
  let at = 48;
  const base128 = () => {
    let value = 0;
    for (;;) {
      const byte = file[at++]!;
      value = value * 128 + (byte & 0x7f);
      if (!(byte & 0x80)) return value;
    }
  };
  const entries: { tag: string; length: number }[] = [];
  for (let i = 0; i < count; i++) {
    const flags = file[at++]!;
    const tag = (flags & 0x3f) === 63 ? file.toString('latin1', at, (at += 4)) : (KNOWN[flags & 0x3f] ?? '?');
    const transform = flags >> 6;
    const length = base128();
    const transformed = tag === 'glyf' || tag === 'loca' ? transform !== 3 : transform !== 0;
    entries.push({ tag, length: transformed ? base128() : length });
  }
  const data = brotliDecompressSync(file.subarray(at, at + file.readUInt32BE(20)));
  const tables = new Map<string, Buffer>();
  let offset = 0;
  for (const { tag, length } of entries) {
    tables.set(tag, data.subarray(offset, offset + length));
    offset += length;
  }
  return tables;
}

/** The characters a cmap gives a glyph, from its Unicode subtable (format 4 or 12). */
function mappedCodePoints(cmap: Buffer): number[] {
  const mapped = new Set<number>();
  for (let i = 0; i < cmap.readUInt16BE(2); i++) {
    const table = cmap.subarray(cmap.readUInt32BE(4 + i * 8 + 4));
    const format = table.readUInt16BE(0);
    if (format === 4) {
      const segments = table.readUInt16BE(6) / 2;
      const ends = 14;
      const starts = ends + segments * 2 + 2;
      const deltas = starts + segments * 2;
      const rangeOffsets = deltas + segments * 2;
      for (let s = 0; s < segments; s++) {
        const end = table.readUInt16BE(ends + s * 2);
        const delta = table.readUInt16BE(deltas + s * 2);
        const rangeOffset = table.readUInt16BE(rangeOffsets + s * 2);
        for (let c = table.readUInt16BE(starts + s * 2); c <= end && c !== 0xffff; c++) {
          const glyph = rangeOffset
            ? table.readUInt16BE(rangeOffsets + s * 2 + rangeOffset + (c - table.readUInt16BE(starts + s * 2)) * 2)
            : (c + delta) & 0xffff;
          if (glyph) mapped.add(c);
        }
      }
    } else if (format === 12) {
      for (let g = 0; g < table.readUInt32BE(12); g++) {
        const group = 16 + g * 12;
        for (let c = table.readUInt32BE(group); c <= table.readUInt32BE(group + 4); c++) mapped.add(c);
      }
    }
  }
  return [...mapped].sort((a, b) => a - b);
}

describe('the language switch faces', () => {
  it('are in step with the labels (run `npx tsx scripts/subset-language-names.ts` if this fails)', () => {
    expect(readFileSync(join(root, LANGUAGE_NAMES_CSS), 'utf8')).toBe(languageNamesCss());
    for (const face of LANGUAGE_NAME_FACES) {
      const file = readFileSync(join(root, LANGUAGE_NAMES_DIR, `${face.file}.woff2`));
      expect({ face: face.file, mapped: mappedCodePoints(woff2Tables(file).get('cmap')!) }).toEqual({
        face: face.file,
        mapped: faceCodePoints(face),
      });
    }
  });

  it('never claim one character twice in one family, so a name is shaped by one face', () => {
    const families = new Set(LANGUAGE_NAME_FACES.map((face) => face.family));
    expect(families.size).toBeGreaterThan(1);
    for (const family of families) {
      const claimed = LANGUAGE_NAME_FACES.filter((face) => face.family === family).flatMap(faceCodePoints);
      expect({ family, twice: claimed.length - new Set(claimed).size }).toEqual({ family, twice: 0 });
    }
  });

  it('are small enough to be inlined into the stylesheet', () => {
    for (const { file } of LANGUAGE_NAME_FACES) {
      const size = readFileSync(join(root, LANGUAGE_NAMES_DIR, `${file}.woff2`)).length;
      expect({ file, size: size < VITE_INLINE_LIMIT }).toEqual({ file, size: true });
    }
  });
});
