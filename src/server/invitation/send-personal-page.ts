/** A household's page goes out as every guest page does (send-page.ts), with what its private address needs. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PageAnswer } from './page';
import { sendPage } from './send-page';

export function sendPersonalPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: PageAnswer,
  status: number = page.status,
): Promise<FastifyReply> {
  // The address is the household's key: no cache keeps it, no search engine lists it, and no link on the page
  // tells another site where it came from (`same-origin`, not `no-referrer`, so the page's own form posts still
  // carry their Origin: see http/same-origin-posts.ts).
  reply.header('Referrer-Policy', 'same-origin').header('X-Robots-Tag', 'noindex');
  return sendPage(request, reply, page, { status, personal: true });
}
