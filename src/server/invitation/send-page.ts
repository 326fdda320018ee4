/** Sends one of the live page's drawn answers the way every guest page goes out: compressed, never shared. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { pickEncoding } from '../http/encoding';
import { nextFairTurn } from '../http/fair-turns';
import type { PageAnswer } from './page';

/**
 * Pages sent in one stretch of the event loop (from one check phase to the next) before the next waits for a
 * fair turn. A stretch that sends a few cached pages costs well under a millisecond; 300 guests let go at once
 * after a drawing would hold the loop for hundreds, with no health check or other guest read meanwhile.
 */
const SENDS_PER_STRETCH = 8;
let sentInStretch = 0;
/** Sends waiting for their turn: a newcomer queues behind them, so a burst is answered in order. */
let waitingSends = 0;
let deferredSends = 0;

/** How many sends have waited for a fair turn since the server started (tests: an idle loop defers none). */
export function deferredSendCount(): number {
  return deferredSends;
}

/**
 * Resolves at once while the loop keeps up: the first few sends of a stretch go out directly. Past them, or
 * while others already wait, the send waits for a fair turn (fair-turns.ts), a few per turn, shared by site.
 */
async function turnToSend(key: unknown): Promise<void> {
  if (waitingSends === 0 && sentInStretch < SENDS_PER_STRETCH) {
    if (sentInStretch++ === 0) setImmediate(() => (sentInStretch = 0));
    return;
  }
  waitingSends++;
  deferredSends++;
  try {
    await nextFairTurn(key);
  } finally {
    waitingSends--;
  }
}

export async function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: PageAnswer,
  { status = page.status, personal = false }: { status?: number; personal?: boolean } = {},
): Promise<FastifyReply> {
  if (!page.indexable) reply.header('X-Robots-Tag', 'noindex');
  reply
    .code(status)
    .type('text/html; charset=utf-8')
    // A page drawn for one guest's post (what they typed, their saved answer) is kept by no cache at all.
    .header('Cache-Control', personal ? 'no-store' : 'private, no-cache')
    .header('Vary', 'Cookie, Accept-Language, Accept-Encoding');
  // Before any per-request work on the body (a greeting's gzip is compressed per request).
  await turnToSend((request.params as { slug?: string } | undefined)?.slug ?? page);
  const encoding = pickEncoding(request.headers['accept-encoding'], page.encodings);
  if (!encoding) return reply.send(page.html);
  return reply.header('Content-Encoding', encoding).send(await page.encoded(encoding));
}
