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
import { bookOf, failAbandoned, startBook, statusOf } from './books';
import { KeepsakeMaker } from './maker';
import { readPdf } from './pdf-files';
import { printerAvailable } from './printer';
import { startKeepsakeSweeps } from './sweep';

export const NO_BOOK = 'No keepsake book has been made for this site yet.';
export const BOOK_BUSY = 'A keepsake book for this site is being made. Please wait for it to finish.';
export const PRINTER_BUSY = 'Many keepsake books are being made right now. Please try again in a few minutes.';

const refusals = Object.fromEntries([400, 401, 403, 404, 409, 429, 503].map((status) => [status, errorResponseSchema]));

const keepsakeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = app.ctx;
  const maker = new KeepsakeMaker(ctx, app.log);
  app.addHook('onReady', async () => {
    const failed = await failAbandoned(ctx);
    if (failed) app.log.warn({ failed }, 'keepsake: books left working by a stopped server were marked failed');
  });
  app.addHook('onClose', () => maker.close());
  startKeepsakeSweeps(app);

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
      if (!maker.hasRoom()) throw new HttpError(429, PRINTER_BUSY, {}, { headers: { 'Retry-After': '120' } });
      const started = await startBook(ctx, site.id, request.body.size, actor);
      if (!started) throw new HttpError(409, BOOK_BUSY);
      maker.add({
        site,
        size: request.body.size,
        requestedAt: started.row.requestedAt,
        previousFile: started.previousFile,
      });
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
