/**
 * The buyer's moderation of a live site (spec section 7) and what guests sent it: wishes, guest photos (and a
 * zip of chosen originals), RSVPs per event (and a CSV of all answers). Every call names a live id the caller
 * must own; otherwise the spec's GWCF_LIDNE with 404, and nothing changes.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  GalleryListResponse,
  GuestLimitsResponse,
  LiveIdParams,
  ModifyImageParams,
  ModifyResponse,
  ModifyWishParams,
  PhotoZipRequest,
  RsvpReportQuery,
  RsvpReportResponse,
  StreamedFile,
  WishListResponse,
} from '../../shared/api/moderation';
import { currentUser, requireUser } from '../account';
import { errorResponseSchema } from '../http/errors';
import { chosenPhotos, photosOf, setPhotoVisibility, setWishVisibility, wishesOf } from './moderation-service';
import { ownSiteOrRefuse } from './own-site';
import { limitNotices } from './limit-notices';
import { photoZip } from './photo-zip';
import { rsvpCsv } from './rsvp-csv';
import { eventsOfSite, reportByEvent, rsvpAnswers } from './rsvp-report';
import { sendCsv } from '../http/csv';

const refusals = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema };
const tags = ['moderation'];

/** The spec's success text for a changed image. */
export const imageModifiedMessage = (id: number, visible: boolean) =>
  `Successfully modified image ${id} to ${visible ? 'show' : 'hide'}.`;

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = app.ctx;

  app.get(
    '/private/get_all_wishmessage/:liveId',
    {
      schema: {
        tags,
        summary: "A live site's guest wishes, newest first (visflag null = unread)",
        params: LiveIdParams,
        response: { 200: WishListResponse, ...refusals },
      },
      onRequest: requireUser,
    },
    async (request) => {
      const site = await ownSiteOrRefuse(ctx, currentUser(request).id, request.params.liveId);
      return { responce: 'OK', responceId: { wmdto: await wishesOf(ctx, site.id) } };
    },
  );

  app.get(
    '/private/modify_wish_message/:liveId/:wishId/:visflag',
    {
      schema: {
        tags,
        summary: 'Show (true) or hide (false) a guest wish',
        params: ModifyWishParams,
        response: { 200: ModifyResponse, ...refusals },
      },
      onRequest: requireUser,
    },
    async (request) => {
      const { liveId, visflag } = request.params;
      const wishId = Number(request.params.wishId);
      const site = await ownSiteOrRefuse(ctx, currentUser(request).id, liveId);
      const visible = visflag === 'true';
      await setWishVisibility(ctx, site.id, wishId, visible);
      return { responce: visible ? 'Wish is now public.' : 'Wish is now hidden.', responceId: wishId };
    },
  );

  app.get(
    '/private/get_all_galeryimage/:liveId',
    {
      schema: {
        tags,
        summary: "A live site's guest photos, newest first (visflag null = not yet moderated)",
        params: LiveIdParams,
        response: { 200: GalleryListResponse, ...refusals },
      },
      onRequest: requireUser,
    },
    async (request) => {
      const site = await ownSiteOrRefuse(ctx, currentUser(request).id, request.params.liveId);
      return { responce: 'OK', responceId: { wmdto: await photosOf(ctx, site.id) } };
    },
  );

  app.get(
    '/private/modify_gallery_image/:liveId/:imageId/:visflag',
    {
      schema: {
        tags,
        summary: 'Make a guest photo public (true) or hidden (false)',
        params: ModifyImageParams,
        response: { 200: ModifyResponse, ...refusals },
      },
      onRequest: requireUser,
    },
    async (request) => {
      const { liveId, visflag } = request.params;
      const imageId = Number(request.params.imageId);
      const site = await ownSiteOrRefuse(ctx, currentUser(request).id, liveId);
      const visible = visflag === 'true';
      await setPhotoVisibility(ctx, site.id, imageId, visible);
      return { responce: imageModifiedMessage(imageId, visible), responceId: imageId };
    },
  );

  app.post(
    '/private/gallery_zip/:liveId',
    {
      schema: {
        tags,
        summary: 'The originals of chosen guest photos as one zip, streamed',
        params: LiveIdParams,
        body: PhotoZipRequest,
        response: {
          200: { content: { 'application/zip': { schema: StreamedFile } } },
          ...refusals,
        },
      },
      onRequest: requireUser,
    },
    async (request, reply) => {
      const site = await ownSiteOrRefuse(ctx, currentUser(request).id, request.params.liveId);
      const photos = await chosenPhotos(ctx, site.id, request.body.ids);
      return reply
        .header('Content-Type', 'application/zip')
        .header('Content-Disposition', `attachment; filename="guest-photos-${site.slug}.zip"`)
        .header('Cache-Control', 'no-store')
        .send(await photoZip(ctx, request.log, photos));
    },
  );

  app.get(
    '/private/rsvps/:liveId',
    {
      schema: {
        tags,
        summary: "A live site's RSVPs per event with the caterer's totals; q searches guests by name",
        params: LiveIdParams,
        querystring: RsvpReportQuery,
        response: { 200: RsvpReportResponse, ...refusals },
      },
      onRequest: requireUser,
    },
    async (request) => {
      const site = await ownSiteOrRefuse(ctx, currentUser(request).id, request.params.liveId);
      const answers = await rsvpAnswers(ctx, site.id);
      const events = await eventsOfSite(ctx, site, answers);
      const guests = new Set(answers.map((answer) => answer.rsvpId));
      return {
        responce: 'OK',
        responceId: { events: reportByEvent(events, answers, request.query.q), answers: guests.size },
      };
    },
  );

  app.get(
    '/private/rsvps/:liveId/csv',
    {
      schema: {
        tags,
        summary: 'Every RSVP answer as CSV (UTF-8 with BOM), one row per guest and event',
        params: LiveIdParams,
        response: {
          200: { content: { 'text/csv': { schema: StreamedFile } } },
          ...refusals,
        },
      },
      onRequest: requireUser,
    },
    async (request, reply) => {
      const site = await ownSiteOrRefuse(ctx, currentUser(request).id, request.params.liveId);
      const answers = await rsvpAnswers(ctx, site.id);
      const events = await eventsOfSite(ctx, site, answers);
      return sendCsv(reply, `rsvps-${site.slug}.csv`, rsvpCsv(events, answers));
    },
  );

  app.get(
    '/private/guest-limits/:liveId',
    {
      schema: {
        tags,
        summary: "When the site's hourly budget of wishes, photos or RSVPs turned guests away (the last day)",
        params: LiveIdParams,
        response: { 200: GuestLimitsResponse, ...refusals },
      },
      onRequest: requireUser,
    },
    async (request) => {
      const site = await ownSiteOrRefuse(ctx, currentUser(request).id, request.params.liveId);
      return { responce: 'OK', responceId: { notices: await limitNotices(ctx, site.id) } };
    },
  );
};

export default routes;
