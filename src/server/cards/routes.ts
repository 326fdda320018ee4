/**
 * The invitation pictures' calls (contract: src/shared/api/cards.ts). The buyer of a site or a co-host only; any
 * other caller gets the same 404 as for a site that does not exist (guests/access.ts), never a card. Guests reach
 * only a household's own card (its link), a function's film (film-route.ts) and its general card (card-route.ts).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import {
  HouseholdCardQuery,
  MEDIA_ID,
  MediaFile,
  MediaItemParams,
  MediaParams,
  MediaRequest,
  MediaStarted,
  MediaStatus,
} from '../../shared/api/cards';
import { currentUser, requireUser } from '../account';
import type { AppContext } from '../context';
import { PersonalLinkParams } from '../../shared/api/guests';
import { householdByToken, LINK_UNKNOWN, managedSite } from '../guests';
import { publishedSite } from '../live';
import type { OpenedFile } from '../media';
import { errorResponseSchema, HttpError } from '../http/errors';
import { printerAvailable } from '../keepsake';
import { cardKept, openCard, replaceInSlot, slotOf } from './card-files';
import { CARD_CHANGED, CARD_QUEUE, cardMaker, cardQueue, type CardOrder } from './card-job';
import { cardFileName, cardJobId, filmFileName, filmJobId } from './card-names';
import { cardSource } from './card-source';
import { encoderAvailable } from './film-encode';
import { FILM_CHANGED, FILM_QUEUE, filmMaker, filmQueue, type FilmOrder } from './film-job';
import cardRoute from './card-route';
import filmRoute from './film-route';
import { filmSource } from './film-source';

export const NO_CARD = 'There is no such picture of this invitation.';
export const CARD_FAILED = 'The picture could not be drawn. Please try again.';
export const NO_CHROMIUM = 'Pictures cannot be drawn on this server: its browser (Chromium) is not installed.';
export const CARDS_BUSY = 'Many pictures are being drawn right now. Please try again in a minute.';
export const FILM_FAILED = 'The film could not be made. Please try again.';
export const NO_FFMPEG = 'Films cannot be made on this server: its video encoder (ffmpeg) is not installed.';
export const FILMS_BUSY = 'Many films are being made right now. Please try again in a few minutes.';

/** Cards waiting or being drawn across every instance before new ones are refused (each is a Chromium run). */
const MAX_QUEUED = 20;
/** Films likewise: each is a Chromium run and about ten seconds of ffmpeg's two cores. */
const MAX_QUEUED_FILMS = 10;

/** What each kind of file is made by and kept as. */
const MAKERS = {
  card: { queue: CARD_QUEUE, fileName: cardFileName, jobId: cardJobId, changed: CARD_CHANGED, failed: CARD_FAILED },
  film: { queue: FILM_QUEUE, fileName: filmFileName, jobId: filmJobId, changed: FILM_CHANGED, failed: FILM_FAILED },
} as const;

const refusals = Object.fromEntries([400, 401, 403, 404, 429, 503].map((status) => [status, errorResponseSchema]));

const fileUrl = (liveId: string, id: string) => `/rest/api/private/live/${encodeURIComponent(liveId)}/media/${id}/file`;

async function statusOf(ctx: AppContext, liveId: string, id: string): Promise<MediaStatus> {
  if (!MEDIA_ID.test(id)) throw new HttpError(404, NO_CARD);
  // An id is a card's or a film's (their hashes differ by kind): whichever is kept, or being made.
  for (const maker of Object.values(MAKERS)) {
    if (await cardKept(ctx, maker.fileName(liveId, id)))
      return { state: 'done', progress: 100, url: fileUrl(liveId, id), message: null };
  }
  for (const maker of Object.values(MAKERS)) {
    const job = await ctx.jobs.get(maker.queue, maker.jobId(liveId, id));
    if (!job) continue;
    const progress = Math.min(99, Math.max(0, Math.round(job.progress * 100)));
    if (job.state === 'queued') return { state: 'queued', progress: 0, url: null, message: null };
    if (job.state === 'active') return { state: 'working', progress, url: null, message: null };
    // Done without a kept file (it went meanwhile), failed, or cancelled.
    const message = job.failure?.includes(maker.changed) ? maker.changed : maker.failed;
    return { state: 'failed', progress, url: null, message };
  }
  throw new HttpError(404, NO_CARD);
}

const cardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = app.ctx;
  ctx.jobs.define(cardQueue(ctx), cardMaker(ctx, app.log));
  ctx.jobs.define(filmQueue(ctx), filmMaker(ctx, app.log));
  // Guests' calls here: a function's film and its general card, as private as the page showing the function.
  await app.register(filmRoute);
  await app.register(cardRoute);
  const lineIsFull = async (queue: string) => {
    const line = (await ctx.jobs.counts()).find((counts) => counts.queue === queue);
    return (line ? line.queued + line.active : 0) >= (queue === FILM_QUEUE ? MAX_QUEUED_FILMS : MAX_QUEUED);
  };

  app.post(
    '/private/live/:liveId/media',
    {
      schema: {
        summary:
          "Start making one function's invitation card, story or film, general or a household's; the owner or a co-host",
        tags: ['cards'],
        params: MediaParams,
        body: MediaRequest,
        response: { 202: MediaStarted, ...refusals },
      },
      preHandler: requireUser,
    },
    async (request, reply) => {
      const { site } = await managedSite(ctx, currentUser(request), request.params.liveId);
      const { kind, ...rest } = request.body;
      const maker = MAKERS[kind === 'film' ? 'film' : 'card'];
      // The document is made (milliseconds, no browser) before anything is queued: its hash is the file's id.
      const source =
        kind === 'film'
          ? await filmSource(ctx, site, { ...rest, kind })
          : await cardSource(ctx, site, { ...rest, kind });
      const fileName = maker.fileName(site.id, source.id);
      if (await cardKept(ctx, fileName)) {
        // Made already; its slot is brought up to date in case the try that kept it was cut off before noting it.
        await replaceInSlot(ctx, site.id, slotOf({ ...rest, kind }), fileName);
        return reply.code(202).send({ id: source.id });
      }
      if (!(await printerAvailable(ctx.config.keepsake.chromiumPath))) throw new HttpError(503, NO_CHROMIUM);
      if (kind === 'film' && !(await encoderAvailable())) throw new HttpError(503, NO_FFMPEG);
      const jobId = maker.jobId(site.id, source.id);
      const earlier = await ctx.jobs.get(maker.queue, jobId);
      if (earlier?.state === 'queued' || earlier?.state === 'active') return reply.code(202).send({ id: source.id });
      if (await lineIsFull(maker.queue)) {
        throw new HttpError(429, kind === 'film' ? FILMS_BUSY : CARDS_BUSY, {}, { headers: { 'Retry-After': '60' } });
      }
      // A failed try of the same file is tried again; a new file is a new job, its id its name.
      if (earlier?.state === 'failed') await ctx.jobs.retry(maker.queue, jobId);
      else if (!earlier) {
        const order = { ...rest, kind, liveId: site.id, id: source.id };
        if (order.kind === 'film') await ctx.jobs.send(FILM_QUEUE, order as FilmOrder, { id: jobId });
        else await ctx.jobs.send(CARD_QUEUE, order as CardOrder, { id: jobId });
      }
      return reply.code(202).send({ id: source.id });
    },
  );

  app.get(
    '/private/live/:liveId/media/:id',
    {
      schema: {
        summary: 'A picture of the invitation: queued, working (with progress), done (with its address) or failed',
        tags: ['cards'],
        params: MediaItemParams,
        response: { 200: MediaStatus, ...refusals },
      },
      preHandler: requireUser,
    },
    async (request) => {
      const { site } = await managedSite(ctx, currentUser(request), request.params.liveId);
      return statusOf(ctx, site.id, request.params.id);
    },
  );

  /** Streams a kept card as a download. */
  const sendCard = (reply: FastifyReply, file: OpenedFile, name: string) => {
    if (file.bytes > 0) reply.header('Content-Length', String(file.bytes));
    return reply
      .header('Content-Type', 'image/png')
      .header('Content-Disposition', `attachment; filename="${name}.png"`)
      .header('Cache-Control', 'private, no-store')
      .header('X-Content-Type-Options', 'nosniff')
      .send(file.stream);
  };

  app.get(
    '/public/live/:slug/g/:token/media',
    {
      schema: {
        summary: "A household's own card of one function, once drawn, through its personal link",
        tags: ['cards'],
        params: PersonalLinkParams,
        querystring: HouseholdCardQuery,
        response: { 200: { content: { 'image/png': { schema: MediaFile } } }, ...refusals },
      },
    },
    async (request, reply) => {
      const site = await publishedSite(ctx, request.params.slug);
      const household = await householdByToken(ctx, site.id, request.params.token);
      if (!household) throw new HttpError(404, LINK_UNKNOWN);
      // The card is found by what it shows for this household: another household's card is never reached.
      const source = await cardSource(ctx, site, { ...request.query, householdId: household.row.id });
      const file = await openCard(ctx, cardFileName(site.id, source.id));
      if (!file) throw new HttpError(404, NO_CARD);
      return sendCard(reply, file, `invitation-${site.slug}-${request.query.eventKey}`);
    },
  );

  app.get(
    '/private/live/:liveId/media/:id/file',
    {
      schema: {
        summary: 'A made picture (PNG) or film (MP4) of the invitation',
        tags: ['cards'],
        params: MediaItemParams,
        response: {
          200: { content: { 'image/png': { schema: MediaFile }, 'video/mp4': { schema: MediaFile } } },
          ...refusals,
        },
      },
      preHandler: requireUser,
    },
    async (request, reply) => {
      const { site } = await managedSite(ctx, currentUser(request), request.params.liveId);
      const { id } = request.params;
      const name = `invitation-${site.slug}-${id.slice(0, 8)}`;
      if (!MEDIA_ID.test(id)) throw new HttpError(404, NO_CARD);
      const card = await openCard(ctx, cardFileName(site.id, id));
      if (card) return sendCard(reply, card, name);
      const film = await openCard(ctx, filmFileName(site.id, id));
      if (!film) throw new HttpError(404, NO_CARD);
      if (film.bytes > 0) reply.header('Content-Length', String(film.bytes));
      return reply
        .header('Content-Type', 'video/mp4')
        .header('Content-Disposition', `attachment; filename="${name}.mp4"`)
        .header('Cache-Control', 'private, no-store')
        .header('X-Content-Type-Options', 'nosniff')
        .send(film.stream);
    },
  );
};

export default cardRoutes;
