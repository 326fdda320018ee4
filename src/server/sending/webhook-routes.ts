/**
 * Meta's calls: the webhook's verification handshake (GET) and its notifications (POST, signed over the raw
 * body).
 */
import type { FastifyPluginAsync } from 'fastify';
import { Type } from 'typebox';
import { Strict } from '../../shared/api/schema-helpers';
import { HttpError } from '../http/errors';
import { applyWebhook, signatureMatches } from './webhook';

export const WEBHOOK_PATH = '/webhooks/whatsapp';

const webhookRoutes: FastifyPluginAsync = async (app) => {
  const ctx = app.ctx;
  // The signature is over the exact bytes Meta sent, so this scope reads JSON bodies as bytes.
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.get(
    WEBHOOK_PATH,
    {
      schema: {
        tags: ['sending'],
        summary: "Meta's verification handshake: answers hub.challenge when hub.verify_token matches",
        querystring: Strict({
          'hub.mode': Type.Optional(Type.String({ maxLength: 20 })),
          'hub.verify_token': Type.Optional(Type.String({ maxLength: 200 })),
          'hub.challenge': Type.Optional(Type.String({ maxLength: 200 })),
        }),
      },
    },
    async (request, reply) => {
      const query = request.query as Record<string, string | undefined>;
      const token = ctx.config.whatsapp.verifyToken;
      if (!token || query['hub.mode'] !== 'subscribe' || query['hub.verify_token'] !== token) {
        throw new HttpError(403, 'The verify token does not match.');
      }
      return reply.type('text/plain').send(query['hub.challenge'] ?? '');
    },
  );

  app.post(
    WEBHOOK_PATH,
    {
      schema: { tags: ['sending'], summary: 'WhatsApp notifications (statuses, replies), signed X-Hub-Signature-256' },
      config: { rateLimit: false },
    },
    async (request, reply) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const header = request.headers['x-hub-signature-256'];
      if (!signatureMatches(ctx.config.whatsapp.appSecret, raw, typeof header === 'string' ? header : undefined)) {
        throw new HttpError(401, 'The signature does not match.');
      }
      let body: unknown;
      try {
        body = JSON.parse(raw.toString('utf8'));
      } catch {
        throw new HttpError(400, 'The body is not JSON.');
      }
      await applyWebhook(ctx, body);
      return reply.code(200).send({ ok: true });
    },
  );
};

export default webhookRoutes;
