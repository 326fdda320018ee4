/**
 * GET /public/live/{slug}/films/{eventKey}?lang: a function's current general film, for the guests who see that
 * function (contract: src/shared/api/cards.ts). It is as private as the page showing the function
 * (function-grant.ts): an open site's to anyone; a private site's to the access code's grant (the general page),
 * or to a household's personal link (the cookie its page leaves on the device) when the household is invited to
 * that function (its page shows only its own functions).
 * Anyone else gets the same 404 as for an unknown site, and no film (none made, or not in that language) a 404.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { FilmParams, FilmQuery, MediaFile } from '../../shared/api/cards';
import { errorResponseSchema, HttpError } from '../http/errors';
import { rangeAsked, sliceOf } from './byte-range';
import { openCard } from './card-files';
import { currentFilmName, filmVersionOf } from './film-slots';
import { answeredFromCache, requireFunctionShown } from './function-grant';

export const NO_FILM = 'This function of the invitation has no film in that language.';
export const RANGE_UNSATISFIABLE = 'That part of the film does not exist: the range starts past its end.';

const video = { content: { 'video/mp4': { schema: MediaFile } } };
const refusals = Object.fromEntries([400, 404, 416, 429].map((status) => [status, errorResponseSchema]));

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
      const site = await requireFunctionShown(ctx, request, slug, eventKey, NO_FILM);
      const name = await currentFilmName(ctx, site.id, eventKey, request.query.lang);
      if (!name) throw new HttpError(404, NO_FILM);
      const version = filmVersionOf(name);
      // Always private: films are not what link previews fetch, and a device let in may keep the version it named.
      if (answeredFromCache(request, reply, { version, asked: request.query.v, shared: false })) {
        return reply.code(304).send(null);
      }
      const etag = `"${version}"`;
      // The slot names only a kept film; one removed meanwhile (the site went, the store was cleaned) is a 404.
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
