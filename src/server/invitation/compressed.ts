/**
 * The page compressed for the wire. The drawn ornaments repeat a lot: compressed, the page is a small fraction
 * of its size on a phone. Compression runs on zlib's thread pool, so other requests go on meanwhile.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, crc32, deflateRaw, deflateRawSync, gzip } from 'node:zlib';
import type { Encoding } from '../http/encoding';
import { joinSharedWork, sharedWork } from '../http/fair-turns';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const deflateRawAsync = promisify(deflateRaw);

export function compress(html: string, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotliAsync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } })
    : gzipAsync(html, { level: 6 });
}

/** Compresses a page shared by many requests once per encoding, when first asked. */
export function compressOnce(html: string): (encoding: Encoding) => Promise<Buffer> {
  const done = new Map<Encoding, Promise<Buffer>>();
  return (encoding) => {
    const body = done.get(encoding);
    if (body) return joinSharedWork(body);
    const compressing = sharedWork(compress(html, encoding));
    done.set(encoding, compressing);
    return compressing;
  };
}

/** Magic, deflate, no flags, no time, no extra flags, unknown system (RFC 1952). */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
const FLUSHED = { level: 6, finishFlush: zlib.Z_FULL_FLUSH };

/**
 * Gzip of a page whose fixed pieces are compressed once, with text that differs per request between them.
 * Each piece ends in a full flush (byte-aligned, nothing refers back across it), so pieces compressed apart
 * join into one deflate stream; a request compresses only its own text and sums the page's CRC.
 */
export async function gzipPieces(pieces: string[]): Promise<(between: string[]) => Buffer> {
  const raw = pieces.map((piece) => Buffer.from(piece));
  const last = raw.length - 1;
  const compressed = await Promise.all(
    raw.map((piece, i) => deflateRawAsync(piece, i === last ? { level: 6 } : FLUSHED)),
  );
  return (between) => {
    const parts: Buffer[] = [GZIP_HEADER];
    let crc = 0;
    let length = 0;
    const add = (plain: Buffer, deflated: Buffer) => {
      parts.push(deflated);
      crc = crc32(plain, crc);
      length += plain.length;
    };
    raw.forEach((piece, i) => {
      if (i > 0) {
        const text = Buffer.from(between[i - 1] ?? '');
        add(text, deflateRawSync(text, FLUSHED));
      }
      add(piece, compressed[i]!);
    });
    const trailer = Buffer.alloc(8);
    trailer.writeUInt32LE(crc >>> 0, 0);
    // ISIZE: the length modulo 2^32.
    trailer.writeUInt32LE(length % 2 ** 32, 4);
    return Buffer.concat([...parts, trailer]);
  };
}
