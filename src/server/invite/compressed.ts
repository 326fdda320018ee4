/**
 * The page compressed for the wire. The drawn ornaments repeat a lot: compressed, the page is a small fraction
 * of its size on a phone. Compression runs on zlib's thread pool, so other requests go on meanwhile.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export function compress(html: string, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotliAsync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } })
    : gzipAsync(html, { level: 6 });
}

/** Compresses a page shared by many requests once per encoding, when first asked. */
export function compressOnce(html: string): (encoding: Encoding) => Promise<Buffer> {
  const done = new Map<Encoding, Promise<Buffer>>();
  return (encoding) => {
    let body = done.get(encoding);
    if (!body) done.set(encoding, (body = compress(html, encoding)));
    return body;
  };
}
