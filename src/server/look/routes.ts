/**
 * The buyer's look for a bought template (contract in src/shared/api/look.ts):
 *   GET  /rest/api/private/look/{templateId}
 *   PUT  /rest/api/private/look/{templateId}
 *   POST /rest/api/private/look/{templateId}/music   multipart field `file`: MP3, AAC or OGG, recognised by its bytes
 * Only the buyer of a paid order for the template reaches them; the order's pack decides what may be chosen.
 */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { LookAnswer, LookParams, SiteLookBody } from '../../shared/api/look';
import { lookForWire, lookFromWire, MAX_MUSIC_BYTES, type SiteLook } from '../../shared/look';
import { currentUser, requireUser } from '../account';
import { errorResponseSchema, HttpError } from '../http/errors';
import { requireFeature } from '../live';
import { storeUpload, UploadRefused } from '../media';
import { checkLook, lookFeatures, lookOwner, readLook, writeLook, type LookOwner } from './look-service';

export const UNSUPPORTED_MUSIC = 'Unsupported file type. Please upload an MP3, AAC or OGG track.';
export const MUSIC_TOO_LARGE = `The track is too large. The limit is ${MAX_MUSIC_BYTES / (1024 * 1024)} MB.`;

const refusals = Object.fromEntries([400, 401, 403, 404].map((status) => [status, errorResponseSchema]));

function answer(owner: LookOwner, look: SiteLook) {
  return {
    responce: 'OK',
    responceId: {
      templateId: owner.template.id,
      pack: owner.pack,
      features: lookFeatures(owner.pack),
      look: lookForWire(look),
    },
  };
}

/** A title for an uploaded track from its file name: no path, no extension, printable and short. */
function trackTitle(fileName: string | undefined): string {
  const base = (fileName ?? '').split(/[\\/]/).pop() ?? '';
  const title = base
    .replace(/\.[a-z0-9]{2,4}$/i, '')
    .replace(/[\p{C}]/gu, '')
    .trim();
  return title.slice(0, 120) || 'Your music';
}

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = app.ctx;
  await app.register(multipart, {
    limits: { fileSize: MAX_MUSIC_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
  });

  app.get(
    '/private/look/:templateId',
    {
      schema: {
        summary: "The caller's look (colours, music, fonts, second-language texts) for a template they bought",
        params: LookParams,
        response: { 200: LookAnswer, ...refusals },
      },
      preHandler: requireUser,
    },
    async (request) => {
      const user = currentUser(request);
      const owner = await lookOwner(ctx, user.id, request.params.templateId);
      return answer(owner, await readLook(ctx, user.id, owner.template.id));
    },
  );

  app.put(
    '/private/look/:templateId',
    {
      schema: {
        summary: "Replace the caller's look for a template; what the order's pack lacks is refused with 403",
        params: LookParams,
        body: SiteLookBody,
        response: { 200: LookAnswer, ...refusals },
      },
      preHandler: requireUser,
    },
    async (request) => {
      const user = currentUser(request);
      const owner = await lookOwner(ctx, user.id, request.params.templateId);
      const look = lookFromWire(request.body);
      await checkLook(ctx, user.id, owner, look);
      await writeLook(ctx, user.id, owner.template.id, look);
      return answer(owner, look);
    },
  );

  app.post(
    '/private/look/:templateId/music',
    {
      schema: {
        summary: 'Upload a music track for the invitation (multipart field file: MP3, AAC or OGG, at most 8 MB)',
        consumes: ['multipart/form-data'],
        params: LookParams,
        response: { 200: LookAnswer, 413: errorResponseSchema, 415: errorResponseSchema, ...refusals },
      },
      preHandler: requireUser,
    },
    async (request) => {
      const user = currentUser(request);
      const owner = await lookOwner(ctx, user.id, request.params.templateId);
      requireFeature(owner.pack, 'music');
      let stored;
      let title;
      try {
        const part = await request.file();
        if (!part) throw new HttpError(400, 'Please select a music file to upload.');
        title = trackTitle(part.filename);
        stored = await storeUpload(ctx, part.file, {
          ownerId: user.id,
          accept: ['audio'],
          truncated: () => part.file.truncated,
        });
      } catch (error) {
        if (error instanceof HttpError) throw error;
        if (error instanceof UploadRefused) {
          if (error.refusal.reason === 'too-large') throw new HttpError(413, MUSIC_TOO_LARGE);
          if (error.refusal.reason === 'empty') throw new HttpError(400, 'Please select a music file to upload.');
          throw new HttpError(415, UNSUPPORTED_MUSIC);
        }
        const status = (error as { statusCode?: number }).statusCode;
        if (status === 413) throw new HttpError(413, MUSIC_TOO_LARGE);
        if (status && status >= 400 && status < 500)
          throw new HttpError(400, 'Please send the track as multipart/form-data.');
        throw error;
      }
      const look: SiteLook = {
        ...(await readLook(ctx, user.id, owner.template.id)),
        music: { source: 'upload', file: stored.fileName, title },
      };
      await writeLook(ctx, user.id, owner.template.id, look);
      return answer(owner, look);
    },
  );
};

export default routes;
