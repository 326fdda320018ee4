/**
 * The e-mails' unsubscribe link: one click (RFC 8058: the mail client POSTs `List-Unsubscribe=One-Click` as a
 * form) or a person opening it (GET). The token is signed, so it opts out only the household it was made for.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq, isNull } from 'drizzle-orm';
import { Type } from 'typebox';
import { Strict } from '../../shared/api/schema-helpers';
import { households } from '../db/schema';
import { HttpError } from '../http/errors';
import { acceptFormFields } from '../http/form-fields';
import { readUnsubscribeToken } from './email';

const Params = Strict({ token: Type.String({ minLength: 1, maxLength: 40 }) });
const OneClick = Strict({ 'List-Unsubscribe': Type.Optional(Type.String({ maxLength: 20 })) });
const DONE = 'You will get no more messages about this invitation.';

const unsubscribeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = app.ctx;
  acceptFormFields(app, 1024);
  const optOut = async (token: string) => {
    const id = readUnsubscribeToken(ctx.config, token);
    if (!id) throw new HttpError(404, 'This link is not valid.');
    await ctx.db
      .update(households)
      .set({ optedOutAt: ctx.config.now() })
      .where(and(eq(households.id, id), isNull(households.optedOutAt)));
  };
  const schema = { tags: ['sending'], summary: 'Stop messages from the product to this household', params: Params };

  app.get('/public/sending/unsubscribe/:token', { schema }, async (request, reply) => {
    await optOut(request.params.token);
    return reply.type('text/plain; charset=utf-8').send(DONE);
  });
  app.post('/public/sending/unsubscribe/:token', { schema: { ...schema, body: OneClick } }, async (request, reply) => {
    await optOut(request.params.token);
    return reply.type('text/plain; charset=utf-8').send(DONE);
  });
};

export default unsubscribeRoutes;
