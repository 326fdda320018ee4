/**
 * The page compressed for the wire. The drawn ornaments repeat a lot: compressed, the page is a small fraction
 * of its size on a phone. Compression runs on zlib's thread pool, so other requests go on meanwhile.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, crc32, deflateRaw, gzip } from 'node:zlib';
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
/** A stored block's longest content (RFC 1951, 3.2.4). */
const STORED_MAX = 0xffff;

/**
 * Gzip of a page whose fixed pieces are compressed once, with text that differs per request between them.
 * Each piece ends in a full flush (byte-aligned, nothing refers back across it), so pieces compressed apart
 * join into one deflate stream. A request's own text (a name, a few dozen bytes) goes in as stored blocks,
 * and the page's CRC is joined from the pieces' CRCs, each reckoned once: a request costs a few copies, not
 * a compressor of its own nor a pass over the whole page.
 */
export async function gzipPieces(pieces: string[]): Promise<(between: string[]) => Buffer> {
  const raw = pieces.map((piece) => Buffer.from(piece));
  const last = raw.length - 1;
  const compressed = await Promise.all(
    raw.map((piece, i) => deflateRawAsync(piece, i === last ? { level: 6 } : FLUSHED)),
  );
  const crcs = raw.map((piece) => crc32(piece));
  const shifts = raw.map((piece) => crc32Shift(piece.length));
  return (between) => {
    const parts: Buffer[] = [GZIP_HEADER];
    let crc = 0;
    let length = 0;
    raw.forEach((piece, i) => {
      if (i > 0) {
        const text = Buffer.from(between[i - 1] ?? '');
        parts.push(storedBlocks(text));
        crc = crc32Combine(crc, crc32(text), text.length);
        length += text.length;
      }
      parts.push(compressed[i]!);
      crc = crc32Carry(shifts[i]!, crc, crcs[i]!);
      length += piece.length;
    });
    const trailer = Buffer.alloc(8);
    trailer.writeUInt32LE(crc >>> 0, 0);
    // ISIZE: the length modulo 2^32.
    trailer.writeUInt32LE(length % 2 ** 32, 4);
    return Buffer.concat([...parts, trailer]);
  };
}

/** Bytes as non-final stored deflate blocks: after a full flush the stream is byte-aligned, as these are. */
function storedBlocks(bytes: Buffer): Buffer {
  const blocks: Buffer[] = [];
  for (let start = 0; start < bytes.length; start += STORED_MAX) {
    const content = bytes.subarray(start, start + STORED_MAX);
    const header = Buffer.alloc(5);
    // BFINAL 0, BTYPE 00 (stored), the rest of the byte padding; then LEN and its ones' complement.
    header.writeUInt16LE(content.length, 1);
    header.writeUInt16LE(~content.length & 0xffff, 3);
    blocks.push(header, content);
  }
  return Buffer.concat(blocks);
}

/**
 * The CRC-32 of two byte runs joined, from the CRC of each and the second's length (zlib's crc32_combine):
 * the first CRC is carried over the second run by multiplying it by x^(8 * length) modulo the polynomial.
 */
export function crc32Combine(first: number, second: number, secondLength: number): number {
  return crc32Carry(crc32Shift(secondLength), first, second);
}

/** `crc32Combine` with the second run's shift reckoned beforehand (a fixed piece's, once). */
function crc32Carry(shift: number, first: number, second: number): number {
  return (multiplyModP(shift, first) ^ second) >>> 0;
}

/** x^(8 * length) modulo the polynomial, by squaring: a few dozen steps whatever the length. */
function crc32Shift(length: number): number {
  let shift = X_TO_0;
  let power = X_TO_8; // x^(8 * 2^k), for k = 0, 1, 2 ...
  for (let n = length; n > 0; n = Math.floor(n / 2)) {
    if (n % 2) shift = multiplyModP(power, shift);
    power = multiplyModP(power, power);
  }
  return shift;
}

/** 1 and x^8 in the reflected bit order CRC-32 computes in (x^0 is the top bit). */
const X_TO_0 = 0x80000000;
const X_TO_8 = 1 << 23;
const POLYNOMIAL = 0xedb88320;

/** a * b modulo the CRC-32 polynomial, both in the reflected bit order. */
function multiplyModP(a: number, b: number): number {
  let product = 0;
  let multiplier = b >>> 0;
  for (let bit = 0x80000000; bit !== 0; bit >>>= 1) {
    if (a & bit) product ^= multiplier;
    multiplier = multiplier & 1 ? (multiplier >>> 1) ^ POLYNOMIAL : multiplier >>> 1;
  }
  return product >>> 0;
}
