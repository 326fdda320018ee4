/**
 * What guests of a published site send and fetch, without an account. An unknown or unpublished address is
 * a 404 and nothing is stored; so is a private site's calendar file without the access cookie, and the calls that
 * send something to a private site answer 403 without it (siteForGuest, before any work). A household's personal
 * link is no access code here: only the calls its own page offers every guest (`householdGrant`: a wish, a photo)
 * take it; the RSVP (the household answers through its link) and the calendar files (its link serves its own)
 * refuse it as they refuse a stranger. Limits: per client address (@fastify/rate-limit, in each instance) and per
 * site (counted in the database).
 *   POST /public/live/{slug}/wishes                 a wish, held unread for the buyer
 *   POST /public/live/{slug}/photos                 multipart `file` + `name`; Premium and Luxury packs
 *   POST /public/live/{slug}/rsvp                   answers per event; only its edit token changes them later (a
 *                                                   reply without it is a new reply, whatever its number; 410 once
 *                                                   the page has become a thank-you page)
 *   GET  /public/live/{slug}/calendar/{event}.ics   an event for the guest's calendar
 */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import {
  CalendarFile,
  CalendarParams,
  CalendarQuery,
  GuestAnswer,
  GuestSiteParams,
  RsvpRequest,
  SLUG_PATTERN,
  RsvpResponse,
  WishRequest,
} from '../../shared/api/live';
import { errorResponseSchema, HttpError } from '../http/errors';
import { calendarFile } from './calendar';
import { PHOTO_RECEIVED, receiveGuestPhoto } from './guest-photos';
import { requireFeature } from './pack-gate';
import { GUEST_PHOTO_MAX_BYTES } from './photo-processing';
import { receiveRsvp, RSVP_RECEIVED, RSVP_UPDATED } from './rsvp';
import { siteForGuest } from './guest-access';
import { senderOf } from './site-limits';
import { refuseAfterEvent, siteExtrasOf } from './site-extras';
import { contentOfSite, eventsOfSite, headingOfSite, packOfSite } from './site-content';
import { receiveWish, WISH_RECEIVED } from './wishes';

const refusals = Object.fromEntries(
  [400, 403, 404, 406, 410, 413, 415, 429].map((status) => [status, errorResponseSchema]),
);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const PHOTO_TOO_LARGE = `The photo is too large. The limit is ${GUEST_PHOTO_MAX_BYTES / (1024 * 1024)} MB.`;
export const PHOTO_MISSING = 'file is required: please choose a photo to share.';

/** The photo and the guest's name from a multipart body, in whichever order the parts come. */
async function readPhotoForm(request: FastifyRequest): Promise<{ name: string; bytes: Buffer }> {
  let name: string | undefined;
  let bytes: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname === 'file' && !bytes) bytes = await part.toBuffer();
        else part.file.resume();
      } else if (part.fieldname === 'name') {
        name = String(part.value);
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, PHOTO_TOO_LARGE);
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500)
      throw new HttpError(400, 'Please send the photo as multipart/form-data with the fields file and name.');
    request.log.warn({ err: error }, 'unreadable guest photo upload');
    throw new HttpError(400, 'The upload could not be read. Please try again.');
  }
  if (!bytes || bytes.length === 0) throw new HttpError(400, PHOTO_MISSING);
  if (name === undefined) throw new HttpError(400, 'name is required');
  return { name, bytes };
}

const SLUG = new RegExp(SLUG_PATTERN);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A guest call a household's personal link may make on a private site (what its own page offers). */
    householdGrant?: boolean;
  }
}

const guestRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = app.ctx;
  const limits = ctx.config.limits;

  // Every route of this scope is a guest call of the site in its address, this one and any added later: a private
  // site is refused before the body is read or validated (what a GET would show is hidden, what a POST sends is
  // forbidden). A malformed address is left to the route's schema (400). The handlers get the same decision.
  app.addHook('onRequest', async (request) => {
    const { slug } = request.params as { slug?: unknown };
    if (typeof slug === 'string' && SLUG.test(slug)) {
      const whenPrivate = request.method === 'GET' || request.method === 'HEAD' ? 'hide' : 'forbid';
      await siteForGuest(ctx, slug, request, whenPrivate, { household: request.routeOptions.config.householdGrant });
    }
  });

  app.post(
    '/public/live/:slug/wishes',
    {
      config: { rateLimit: { max: limits.liveWishesPerClientPerMinute, timeWindow: MINUTE }, householdGrant: true },
      schema: {
        summary: "Leave a wish on a live site (held for the buyer's approval)",
        tags: ['live'],
        params: GuestSiteParams,
        body: WishRequest,
        response: { 200: GuestAnswer, ...refusals },
      },
    },
    async (request) => {
      const { site, grant } = await siteForGuest(ctx, request.params.slug, request);
      await receiveWish(ctx, site, request.body, await senderOf(ctx, site, grant, request));
      return { responce: WISH_RECEIVED };
    },
  );

  app.post(
    '/public/live/:slug/rsvp',
    {
      config: { rateLimit: { max: limits.liveRsvpsPerClientPerMinute, timeWindow: MINUTE } },
      schema: {
        summary: "Answer a live site's invitation, per event; only the reply's edit token changes it later",
        tags: ['live'],
        params: GuestSiteParams,
        body: RsvpRequest,
        response: { 200: RsvpResponse, ...refusals },
      },
    },
    async (request) => {
      const { site, grant } = await siteForGuest(ctx, request.params.slug, request);
      requireFeature(await packOfSite(ctx, site), 'rsvp');
      const events = eventsOfSite(await contentOfSite(ctx, site));
      // After the celebrations the page thanks its guests: an answer then is refused (410), not stored.
      await refuseAfterEvent(ctx, site.id, events);
      const sender = await senderOf(ctx, site, grant, request);
      const { editToken, updated } = await receiveRsvp(ctx, site, events, request.body, sender);
      return { responce: updated ? RSVP_UPDATED : RSVP_RECEIVED, editToken };
    },
  );

  app.get(
    '/public/live/:slug/calendar/:eventKey.ics',
    {
      schema: {
        summary: 'One event of a live site as an iCalendar file',
        tags: ['live'],
        params: CalendarParams,
        querystring: CalendarQuery,
        response: {
          200: { content: { 'text/calendar': { schema: CalendarFile } } },
          400: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { slug, eventKey } = request.params;
      // A private site's calendar entry names the couple, the day and the venue: without a grant it does not exist.
      const { site } = await siteForGuest(ctx, slug, request, 'hide');
      const content = await contentOfSite(ctx, site);
      const event = eventsOfSite(content).find((candidate) => candidate.key === eventKey);
      if (!event) throw new HttpError(404, 'This invitation has no such event.');
      const url = `${ctx.config.publicUrl}/invite/${site.slug}`;
      const file = await calendarFile(
        { liveId: site.id, url, heading: headingOfSite(content), domain: new URL(ctx.config.publicUrl).hostname },
        event,
        (await siteExtrasOf(ctx, site.id)).streams[event.key],
        request.query.lang,
      );
      return (
        reply
          .type('text/calendar; charset=utf-8')
          .header('Content-Disposition', `attachment; filename="${site.slug}-${eventKey}.ics"`)
          // Depends on the device's access cookie: never kept by a shared cache.
          .header('Cache-Control', 'private, no-cache')
          .header('Vary', 'Cookie')
          .send(file)
      );
    },
  );

  // Multipart is parsed only in this scope, so the JSON routes above keep refusing other content types.
  const photoRoutes: FastifyPluginAsyncTypebox = async (photos) => {
    await photos.register(multipart, {
      limits: { fileSize: GUEST_PHOTO_MAX_BYTES, files: 1, fields: 4, parts: 5, fieldSize: 1024 },
    });
    photos.post(
      '/public/live/:slug/photos',
      {
        config: { rateLimit: { max: limits.livePhotosPerClientPerHour, timeWindow: HOUR }, householdGrant: true },
        schema: {
          summary: "Share a photo on a live site (multipart file + name; held for the buyer's approval)",
          tags: ['live'],
          consumes: ['multipart/form-data'],
          params: GuestSiteParams,
          response: { 200: GuestAnswer, ...refusals },
        },
      },
      async (request) => {
        const { site, grant } = await siteForGuest(ctx, request.params.slug, request);
        requireFeature(await packOfSite(ctx, site), 'gallery');
        const sender = await senderOf(ctx, site, grant, request);
        await receiveGuestPhoto(ctx, site, await readPhotoForm(request), sender);
        return { responce: PHOTO_RECEIVED };
      },
    );
  };
  await app.register(photoRoutes);
};

export default guestRoutes;
