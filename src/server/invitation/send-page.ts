/** Sends one of the live page's drawn answers the way every guest page goes out: compressed, never shared. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { pickEncoding } from '../http/encoding';
import { nextFairTurn } from '../http/fair-turns';
import type { PageAnswer } from './page';

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
  // Many guests of one site opening it together are answered a few per turn, not in one stretch (fair-turns.ts).
  await nextFairTurn((request.params as { slug?: string } | undefined)?.slug ?? page);
  const encoding = pickEncoding(request.headers['accept-encoding'], page.encodings);
  if (!encoding) return reply.send(page.html);
  return reply.header('Content-Encoding', encoding).send(await page.encoded(encoding));
}
