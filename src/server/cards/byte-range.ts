/**
 * One byte range of a stored file (RFC 9110 §14): phones' video players ask for ranges, and Safari plays a
 * video only from a server that answers them. The file store reads a file from its start, so a range skips the
 * bytes before it; a film is at most 16 MB, so that costs a bounded read, never more.
 */
import { Readable } from 'node:stream';

export type RangeAsked = { start: number; end: number } | 'unsatisfiable' | null;

/**
 * The one range a `Range` header asks of a file of `size` bytes (end inclusive, clamped to the file), null
 * when it asks for none this answers (absent, malformed, several ranges, another unit: the whole file is sent,
 * as the RFC allows), or 'unsatisfiable' when it starts past the end.
 */
export function rangeAsked(header: string | undefined, size: number): RangeAsked {
  const match = header === undefined ? null : /^bytes=(\d{0,15})-(\d{0,15})$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  if (match[1] === '') {
    // The last N bytes.
    const suffix = Number(match[2]);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  if (match[2] !== '' && Number(match[2]) < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end: match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1) };
}

/** The bytes `start`..`end` (inclusive) of `source`; the source is closed once they are through. */
export function sliceOf(source: Readable, start: number, end: number): Readable {
  async function* slice() {
    let at = 0;
    try {
      for await (const chunk of source as AsyncIterable<Buffer>) {
        const from = Math.max(0, start - at);
        const to = Math.min(chunk.length, end + 1 - at);
        at += chunk.length;
        if (to > from) yield chunk.subarray(from, to);
        if (at > end) break;
      }
    } finally {
      source.destroy();
    }
  }
  return Readable.from(slice());
}
