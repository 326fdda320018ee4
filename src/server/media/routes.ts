/**
 * Media uploads and downloads (spec section 7):
 *   POST /rest/api/public/upload          multipart field `cropped-image.jpg`, images only; answers the stored name
 *   POST /rest/api/public/upload-public   multipart field `file`, images or videos; answers "File uploaded successfully : <name>"
 *   GET  /rest/api/public/download?filename=<name>
 * Both uploads need the bearer token. Downloads are by name only: names are
 * 128-bit random, so knowing one is the permission (guests of a live site
 * see its pictures without an account).
 */
import { createReadStream } from 'node:fs';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { currentUser, requireUser } from '../auth/guard';
import { MAX_BYTES, type MediaKind } from './file-types';
import { sendProblem } from './http-problem';
import * as schemas from './schemas';
import { findUpload, storeUpload, uploadPath, UploadRefused, type StoredUpload } from './storage';

export const UNSUPPORTED_MEDIA = 'Unsupported file type. Please upload an image or video.';
export const UNSUPPORTED_IMAGE = 'Unsupported file type. Please upload an image.';

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

const routes: FastifyPluginAsync = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: Math.max(MAX_BYTES.image, MAX_BYTES.video), files: 1, fields: 10, parts: 12, fieldSize: 4096 },
  });

  /** Reads the one file of the request and stores it, or answers the refusal. */
  async function receive(
    request: FastifyRequest,
    reply: FastifyReply,
    accept: readonly MediaKind[],
    missingMessage: string,
  ): Promise<StoredUpload | null> {
    const user = currentUser(request);
    try {
      const part = await request.file();
      if (!part) {
        sendProblem(reply, 400, missingMessage);
        return null;
      }
      return await storeUpload(request.server.ctx, part.file, {
        ownerId: user.id,
        accept,
        truncated: () => part.file.truncated,
      });
    } catch (error) {
      if (error instanceof UploadRefused) {
        const refusal = error.refusal;
        if (refusal.reason === 'too-large')
          sendProblem(reply, 413, `The file is too large. The limit is ${megabytes(refusal.limitBytes)}.`);
        else if (refusal.reason === 'empty') sendProblem(reply, 400, missingMessage);
        else sendProblem(reply, 415, accept.includes('video') ? UNSUPPORTED_MEDIA : UNSUPPORTED_IMAGE);
        return null;
      }
      // The multipart parser's own refusals (not multipart, too many parts, cut-off body) are the client's doing.
      const status = (error as { statusCode?: number }).statusCode;
      if (status === 413) sendProblem(reply, 413, `The file is too large. The limit is ${megabytes(MAX_BYTES.video)}.`);
      else if (status && status >= 400 && status < 500)
        sendProblem(reply, 400, 'Please send the file as multipart/form-data.');
      else {
        request.log.warn({ err: error }, 'unreadable upload');
        sendProblem(reply, 400, 'The upload could not be read. Please try again.');
      }
      return null;
    }
  }

  app.post('/public/upload', { schema: schemas.uploadImageSchema, preHandler: requireUser }, async (request, reply) => {
    const stored = await receive(request, reply, ['image'], 'Please select an image to upload.');
    if (!stored) return reply;
    return reply.type('text/plain; charset=utf-8').send(stored.fileName);
  });

  app.post(
    '/public/upload-public',
    { schema: schemas.uploadPublicSchema, preHandler: requireUser },
    async (request, reply) => {
      const stored = await receive(request, reply, ['image', 'video'], 'Please select a file to upload.');
      if (!stored) return reply;
      return reply.type('text/plain; charset=utf-8').send(`File uploaded successfully : ${stored.fileName}`);
    },
  );

  app.get<{ Querystring: { filename: string } }>(
    '/public/download',
    { schema: schemas.downloadSchema },
    async (request, reply) => {
      const name = request.query.filename;
      const path = uploadPath(request.server.ctx, name);
      if (!path) return sendProblem(reply, 400, 'Invalid file name.');
      const record = await findUpload(request.server.ctx, name);
      if (!record) return sendProblem(reply, 404, 'File not found.');
      return (
        reply
          .header('Content-Type', record.mimeType)
          .header('Content-Length', String(record.sizeBytes))
          .header('Content-Disposition', `attachment; filename="${name}"`)
          .header('X-Content-Type-Options', 'nosniff')
          // Stored files never change under a name; and they are never run as a page, whatever their bytes.
          .header('Cache-Control', 'private, max-age=31536000, immutable')
          .header('Content-Security-Policy', "default-src 'none'; sandbox")
          .send(createReadStream(path))
      );
    },
  );
};

export default routes;
