/**
 * Media uploads and downloads (spec section 7):
 *   POST /rest/api/public/upload          multipart field `cropped-image.jpg`, images only; answers the stored name
 *   POST /rest/api/public/upload-public   multipart field `file`, images or videos; answers "File uploaded successfully : <name>"
 *   GET  /rest/api/public/download?filename=<name>
 * Both uploads need the bearer token. Downloads are by name only: names are
 * 128-bit random, so knowing one is the permission (guests of a live site
 * see its pictures without an account). With a bucket (S3_BUCKET) downloads
 * still pass through here, with the same checks and headers, rather than
 * by presigned addresses: one path for every file, no bucket address in pages.
 */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { DownloadAnswer, DownloadQuery, UploadAnswer } from '../../shared/api/media';
import { currentUser, requireUser } from '../account';
import { errorResponseSchema, HttpError } from '../http/errors';
import { MAX_BYTES, type MediaKind } from './file-types';
import { closeFileStore } from './file-store';
import { isStoredName } from './file-types';
import { findUpload, openUpload, storeUpload, UploadRefused } from './storage';
import { startUploadSweeps } from './sweep';

export const UNSUPPORTED_MEDIA = 'Unsupported file type. Please upload an image or video.';
export const UNSUPPORTED_IMAGE = 'Unsupported file type. Please upload an image.';

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/** What an upload that could not be stored is refused with. */
function refusalOf(
  request: FastifyRequest,
  error: unknown,
  accept: readonly MediaKind[],
  missingMessage: string,
): HttpError {
  if (error instanceof HttpError) return error;
  if (error instanceof UploadRefused) {
    const refusal = error.refusal;
    if (refusal.reason === 'too-large')
      return new HttpError(413, `The file is too large. The limit is ${megabytes(refusal.limitBytes)}.`);
    if (refusal.reason === 'empty') return new HttpError(400, missingMessage);
    return new HttpError(415, accept.includes('video') ? UNSUPPORTED_MEDIA : UNSUPPORTED_IMAGE);
  }
  // The multipart parser's own refusals (not multipart, too many parts, cut-off body) are the client's doing.
  const status = (error as { statusCode?: number }).statusCode;
  if (status === 413) return new HttpError(413, `The file is too large. The limit is ${megabytes(MAX_BYTES.video)}.`);
  if (status && status >= 400 && status < 500)
    return new HttpError(400, 'Please send the file as multipart/form-data.');
  request.log.warn({ err: error }, 'unreadable upload');
  return new HttpError(400, 'The upload could not be read. Please try again.');
}

const refusals = Object.fromEntries([400, 401, 404, 406, 413, 415].map((status) => [status, errorResponseSchema]));

/** Multipart in, text out. */
function uploadSchema(summary: string) {
  return {
    summary,
    consumes: ['multipart/form-data'],
    response: { 200: { content: { 'text/plain': { schema: UploadAnswer } } }, ...refusals },
  };
}

const routes: FastifyPluginAsyncTypebox = async (app) => {
  await startUploadSweeps(app);
  app.addHook('onClose', async () => closeFileStore(app.ctx));
  await app.register(multipart, {
    limits: { fileSize: Math.max(MAX_BYTES.image, MAX_BYTES.video), files: 1, fields: 10, parts: 12, fieldSize: 4096 },
  });

  /** Reads the one file of the request and stores it, or throws the refusal. */
  async function receive(request: FastifyRequest, accept: readonly MediaKind[], missingMessage: string) {
    const user = currentUser(request);
    try {
      const part = await request.file();
      if (!part) throw new HttpError(400, missingMessage);
      return await storeUpload(request.server.ctx, part.file, {
        ownerId: user.id,
        accept,
        truncated: () => part.file.truncated,
      });
    } catch (error) {
      throw refusalOf(request, error, accept, missingMessage);
    }
  }

  app.post(
    '/public/upload',
    {
      schema: uploadSchema(
        'Upload a cropped image (multipart field cropped-image.jpg); answers the stored file name as text',
      ),
      preHandler: requireUser,
    },
    async (request, reply) => {
      const stored = await receive(request, ['image'], 'Please select an image to upload.');
      return reply.type('text/plain; charset=utf-8').send(stored.fileName);
    },
  );

  app.post(
    '/public/upload-public',
    {
      schema: uploadSchema(
        'Upload an image or a video (multipart field file); answers "File uploaded successfully : <name>"',
      ),
      preHandler: requireUser,
    },
    async (request, reply) => {
      const stored = await receive(request, ['image', 'video'], 'Please select a file to upload.');
      return reply.type('text/plain; charset=utf-8').send(`File uploaded successfully : ${stored.fileName}`);
    },
  );

  app.get(
    '/public/download',
    {
      schema: {
        summary: 'A stored upload by name, as an attachment',
        querystring: DownloadQuery,
        response: {
          200: { content: { 'application/octet-stream': { schema: DownloadAnswer } } },
          400: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const name = request.query.filename;
      if (!isStoredName(name)) throw new HttpError(400, 'Invalid file name.');
      const record = await findUpload(request.server.ctx, name);
      if (!record) throw new HttpError(404, 'File not found.');
      // Opened before the headers go, so a row whose file is missing answers 404, not a cut-off 200.
      const body = await openUpload(request.server.ctx, name);
      if (!body) {
        request.log.error({ fileName: name }, 'an uploads row names a file the store does not have');
        throw new HttpError(404, 'File not found.');
      }
      return (
        reply
          .header('Content-Type', record.mimeType)
          .header('Content-Length', String(record.sizeBytes))
          .header('Content-Disposition', `attachment; filename="${name}"`)
          .header('X-Content-Type-Options', 'nosniff')
          // Stored files never change under a name; and they are never run as a page, whatever their bytes.
          .header('Cache-Control', 'private, max-age=31536000, immutable')
          .header('Content-Security-Policy', "default-src 'none'; sandbox")
          .send(body)
      );
    },
  );
};

export default routes;
