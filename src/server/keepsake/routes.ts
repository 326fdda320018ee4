/**
 * The keepsake book's calls (contract: src/shared/api/keepsake.ts). The buyer of a site or a co-host only; any
 * other caller gets the same 404 as for a site that does not exist (guests/access.ts), never the PDF.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  KEEPSAKE_NO_CHROMIUM,
  KeepsakeParams,
  KeepsakePdf,
  KeepsakeRequest,
  KeepsakeStatus,
} from '../../shared/api/keepsake';
import { currentUser, requireUser } from '../account';
import { managedSite } from '../guests';
import { errorResponseSchema, HttpError } from '../http/errors';
import { bookJobId, KEEPSAKE_QUEUE } from './book-job';
import { bookOf, FAILED, startBook, statusOf, updateBook } from './books';
import { bookMaker, keepsakeQueue, type BookOrder } from './maker';
import { readPdf } from './pdf-files';
import { printerAvailable } from './printer';
import { startKeepsakeSweeps } from './sweep';

export const NO_BOOK = 'No keepsake book has been made for this site yet.';
export const BOOK_BUSY = 'A keepsake book for this site is being made. Please wait for it to finish.';
export const PRINTER_BUSY = 'Many keepsake books are being made right now. Please try again in a few minutes.';
export const TOO_MANY_TODAY = (books: number, hours: number) =>
  `This site's keepsake book has been made ${books} times in the last day, the most a day allows. ` +
  `Please make it again in ${hours} ${hours === 1 ? 'hour' : 'hours'}.`;

const refusals = Object.fromEntries([400, 401, 403, 404, 409, 429, 503].map((status) => [status, errorResponseSchema]));

const keepsakeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = app.ctx;
  ctx.jobs.define(keepsakeQueue(ctx), bookMaker(ctx, app.log));
  await startKeepsakeSweeps(app);
  /** Books waiting or printing across every instance, against KEEPSAKE_QUEUE. */
  const lineIsFull = async () => {
    const line = (await ctx.jobs.counts()).find((counts) => counts.queue === KEEPSAKE_QUEUE);
    return (line ? line.queued + line.active : 0) >= ctx.config.keepsake.maxQueued;
  };

  app.post(
    '/private/live/:liveId/keepsake',
    {
      schema: {
        summary: 'Start making the keepsake book (PDF) of a site, A5 or A4; the owner or a co-host',
        tags: ['keepsake'],
        params: KeepsakeParams,
        body: KeepsakeRequest,
        response: { 202: KeepsakeStatus, ...refusals },
      },
      preHandler: requireUser,
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { site, actor } = await managedSite(ctx, user, request.params.liveId);
      if (!(await printerAvailable(ctx.config.keepsake.chromiumPath))) throw new HttpError(503, KEEPSAKE_NO_CHROMIUM);
      if (await lineIsFull()) throw new HttpError(429, PRINTER_BUSY, {}, { headers: { 'Retry-After': '120' } });
      const started = await startBook(ctx, site.id, request.body.size, actor);
      if ('refused' in started) {
        if (started.refused === 'busy') throw new HttpError(409, BOOK_BUSY);
        const wait = Math.max(1, Math.ceil((started.retryAt.getTime() - ctx.config.now().getTime()) / 1000));
        const { booksPerSitePerDay } = ctx.config.keepsake;
        const message = TOO_MANY_TODAY(booksPerSitePerDay, Math.ceil(wait / 3600));
        throw new HttpError(429, message, {}, { headers: { 'Retry-After': String(wait) } });
      }
      const { requestedAt, booksCounted } = started.row;
      const order: BookOrder = {
        liveId: site.id,
        size: request.body.size,
        requestedAt: requestedAt.toISOString(),
        booksCounted,
        previousFile: started.previousFile,
      };
      try {
        await ctx.jobs.send(KEEPSAKE_QUEUE, order, { id: bookJobId(started.row) });
      } catch (error) {
        // Nothing will make it: the row says so rather than reading as working.
        await updateBook(ctx, site.id, requestedAt, { state: 'failed', message: FAILED });
        throw error;
      }
      return reply.code(202).send(statusOf(started.row));
    },
  );

  app.get(
    '/private/live/:liveId/keepsake',
    {
      schema: {
        summary: "The site's keepsake book: working (with progress), ready (with the PDF's address) or failed",
        tags: ['keepsake'],
        params: KeepsakeParams,
        response: { 200: KeepsakeStatus, ...refusals },
      },
      preHandler: requireUser,
    },
    async (request) => {
      const { site } = await managedSite(ctx, currentUser(request), request.params.liveId);
      const row = await bookOf(ctx, site.id);
      if (!row) throw new HttpError(404, NO_BOOK);
      return statusOf(row);
    },
  );

  app.get(
    '/private/live/:liveId/keepsake/book.pdf',
    {
      schema: {
        summary: "The site's ready keepsake book as a PDF",
        tags: ['keepsake'],
        params: KeepsakeParams,
        querystring: Type.Object({ v: Type.Optional(Type.String({ maxLength: 20 })) }, { additionalProperties: false }),
        response: {
          200: { content: { 'application/pdf': { schema: KeepsakePdf } } },
          ...refusals,
        },
      },
      preHandler: requireUser,
    },
    async (request, reply) => {
      const { site } = await managedSite(ctx, currentUser(request), request.params.liveId);
      const row = await bookOf(ctx, site.id);
      const file = row?.state === 'ready' && row.fileName ? await readPdf(ctx, row.fileName) : null;
      if (!row || !file) throw new HttpError(404, NO_BOOK);
      // Streamed from the store (the bucket or the local folder) as it is sent, never held whole here.
      if (file.bytes > 0) reply.header('Content-Length', String(file.bytes));
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `attachment; filename="keepsake-${site.slug}-${row.size}.pdf"`)
        .header('Cache-Control', 'private, no-store')
        .header('X-Content-Type-Options', 'nosniff')
        .send(file.stream);
    },
  );
};

export default keepsakeRoutes;
