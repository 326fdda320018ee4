/**
 * GET /public/live/{slug}/films/{eventKey}?lang: a function's current general film, for the guests who see that
 * function (contract: src/shared/api/cards.ts). It is as private as the page showing the function: an open site's
 * to anyone; a private site's to the access code's grant (the general page), or to a household's personal link
 * (the cookie its page leaves on the device) when the household is invited to that function (its page shows only
 * its own functions).
 * Anyone else gets the same 404 as for an unknown site, and no film (none made, or not in that language) a 404.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { FilmParams, FilmQuery, MediaFile } from '../../shared/api/cards';
import type { AppContext } from '../context';
import { householdByToken } from '../guests';
import { errorResponseSchema, HttpError } from '../http/errors';
import { contentOfSite, eventsOfSite, siteForGuest, SITE_NOT_FOUND, type LiveSiteRow } from '../live';
import { rangeAsked, sliceOf } from './byte-range';
import { openCard } from './card-files';
import { currentFilmName, filmVersionOf } from './film-slots';

export const NO_FILM = 'This function of the invitation has no film in that language.';
export const RANGE_UNSATISFIABLE = 'That part of the film does not exist: the range starts past its end.';

const YEAR_SECONDS = 365 * 86_400;
const video = { content: { 'video/mp4': { schema: MediaFile } } };
const refusals = Object.fromEntries([400, 404, 416, 429].map((status) => [status, errorResponseSchema]));

/** Refuses (404) a caller who may not see `eventKey` of `site`, or a function the site does not have. */
async function requireFunctionShown(
  ctx: AppContext,
  request: FastifyRequest,
  slug: string,
  eventKey: string,
): Promise<LiveSiteRow> {
  // A household's link counts here, unlike on the general page's calls: its page links its own functions' films.
  const { site, grant } = await siteForGuest(ctx, slug, request, 'hide', { household: true });
  if (grant.via === 'personal-link') {
    const household = await householdByToken(ctx, site.id, grant.token);
    if (!household?.events.some((event) => event.eventKey === eventKey)) throw new HttpError(404, SITE_NOT_FOUND);
  }
  const events = eventsOfSite(await contentOfSite(ctx, site));
  if (!events.some((event) => event.key === eventKey)) throw new HttpError(404, NO_FILM);
  return site;
}

/**
 * Caching: the address names a slot whose film changes when the host makes a new one, so it is checked again
 * each time (its ETag, the film's name from what it shows, answers 304 cheaply); with `v` naming the current film
 * the answer never changes and is kept for good. Always `private`: no shared cache may hand a private site's film
 * (or one of a site made private later) to anyone.
 */
function cacheHeaders(reply: FastifyReply, version: string, asked: string | undefined): void {
  reply
    .header('ETag', `"${version}"`)
    .header('Cache-Control', asked === version ? `private, max-age=${YEAR_SECONDS}, immutable` : 'private, no-cache');
}

const filmRoute: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = app.ctx;

  app.get(
    '/public/live/:slug/films/:eventKey',
    {
      schema: {
        summary: "A function's current film (MP4) in one language, for the guests who see that function",
        tags: ['cards'],
        params: FilmParams,
        querystring: FilmQuery,
        response: { 200: video, 206: video, 304: Type.Null({ description: 'The film the caller has' }), ...refusals },
      },
    },
    async (request, reply) => {
      const { slug, eventKey } = request.params;
      const site = await requireFunctionShown(ctx, request, slug, eventKey);
      const name = await currentFilmName(ctx, site.id, eventKey, request.query.lang);
      if (!name) throw new HttpError(404, NO_FILM);
      const version = filmVersionOf(name);
      cacheHeaders(reply, version, request.query.v);
      const etag = `"${version}"`;
      if (request.headers['if-none-match']?.split(/\s*,\s*/).includes(etag)) return reply.code(304).send(null);
      // Kept just after its slot names it (film-job.ts): a moment in between, or a keep that failed, has none.
      const film = await openCard(ctx, name);
      if (!film) throw new HttpError(404, NO_FILM);
      reply
        .type('video/mp4')
        .header('Accept-Ranges', 'bytes')
        .header('Content-Disposition', `inline; filename="invitation-${site.slug}-${eventKey}.mp4"`)
        .header('X-Content-Type-Options', 'nosniff');
      // A range of another version of the film (If-Range) would mix two files: the whole new one is sent instead.
      const ifRange = request.headers['if-range'];
      const range = ifRange === undefined || ifRange === etag ? rangeAsked(request.headers.range, film.bytes) : null;
      if (range === 'unsatisfiable') {
        film.stream.destroy();
        throw new HttpError(416, RANGE_UNSATISFIABLE, {}, { headers: { 'Content-Range': `bytes */${film.bytes}` } });
      }
      if (!range) return reply.header('Content-Length', String(film.bytes)).send(film.stream);
      return reply
        .code(206)
        .header('Content-Range', `bytes ${range.start}-${range.end}/${film.bytes}`)
        .header('Content-Length', String(range.end - range.start + 1))
        .send(sliceOf(film.stream, range.start, range.end));
    },
  );
};

export default filmRoute;
