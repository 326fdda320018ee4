/**
 * The sandbox's development outbox (WHATSAPP_PROVIDER=sandbox only): the WhatsApp messages of a site, and
 * simulated notifications. A simulation builds the body Meta would send, signs it with the app secret and posts
 * it to the real webhook route, so the sandbox exercises the same code as production.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, desc, eq } from 'drizzle-orm';
import { Type } from 'typebox';
import { Outbox, OutboxParams, OutboxQuery, SimulateRequest, type SimulatedEvent } from '../../shared/api/sending';
import { currentUser, requireUser } from '../account';
import { sendBatches, sendMessages } from '../db/schema';
import { errorResponseSchema, HttpError } from '../http/errors';
import { managedSite } from '../guests';
import { quickReplyPayload } from './message';
import { signatureOf } from './webhook';
import { WEBHOOK_PATH } from './webhook-routes';
import { API_PREFIX } from '../http/errors';

const refusals = Object.fromEntries([400, 401, 403, 404, 409].map((status) => [status, errorResponseSchema]));
const MESSAGE_UNKNOWN = 'There is no such message in the outbox.';

/** Meta's webhook body for one simulated event on a sent message. */
export function simulatedBody(options: {
  event: SimulatedEvent;
  providerMessageId: string;
  to: string;
  householdId: number;
  eventKey: string;
  appSecret: string;
  phoneNumberId: string;
  at: Date;
}): unknown {
  const timestamp = String(Math.floor(options.at.getTime() / 1000));
  const value: Record<string, unknown> = {
    messaging_product: 'whatsapp',
    metadata: { display_phone_number: '15550000000', phone_number_id: options.phoneNumberId || 'sandbox' },
  };
  const { event } = options;
  if (event === 'delivered' || event === 'read' || event === 'failed') {
    value.statuses = [
      {
        id: options.providerMessageId,
        status: event,
        timestamp,
        recipient_id: options.to,
        ...(event === 'failed'
          ? {
              errors: [
                {
                  code: 131026,
                  title: 'Message undeliverable',
                  message: 'Message undeliverable',
                  error_data: { details: 'The number is not on WhatsApp' },
                },
              ],
            }
          : {}),
      },
    ];
  } else {
    const reply =
      event === 'stop'
        ? { type: 'text', text: { body: 'STOP' } }
        : {
            type: 'button',
            button: {
              text: event === 'coming' ? 'Coming' : 'Not coming',
              payload: quickReplyPayload(options.appSecret, options.householdId, options.eventKey, event === 'coming'),
            },
          };
    value.contacts = [{ profile: { name: 'Guest' }, wa_id: options.to }];
    value.messages = [
      {
        from: options.to,
        id: `wamid.sandbox.${randomUUID()}`,
        timestamp,
        context: { from: '15550000000', id: options.providerMessageId },
        ...reply,
      },
    ];
  }
  return { object: 'whatsapp_business_account', entry: [{ id: 'sandbox', changes: [{ field: 'messages', value }] }] };
}

const outboxRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = app.ctx;
  const tags = ['sending'];

  app.get(
    '/dev/whatsapp/outbox',
    {
      schema: {
        summary: "The sandbox's WhatsApp messages of a site, newest first",
        tags,
        querystring: OutboxQuery,
        response: { 200: Outbox, ...refusals },
      },
      preHandler: requireUser,
    },
    async (request) => {
      const { site } = await managedSite(ctx, currentUser(request), request.query.liveId);
      const rows = await ctx.db
        .select({ message: sendMessages })
        .from(sendMessages)
        .innerJoin(sendBatches, eq(sendBatches.id, sendMessages.batchId))
        .where(and(eq(sendBatches.liveId, site.id), eq(sendMessages.channel, 'whatsapp')))
        .orderBy(desc(sendMessages.id))
        .limit(1000);
      return {
        messages: rows
          .filter(({ message }) => message.recipient)
          .map(({ message }) => ({
            id: message.id,
            to: message.recipient ?? '',
            householdId: message.householdId,
            template: message.template ?? '',
            lang: message.lang ?? 'en',
            parameters: message.parameters ?? [],
            status: message.status === 'sending' ? ('queued' as const) : message.status,
            createdAt: (message.sentAt ?? message.createdAt).toISOString(),
          })),
      };
    },
  );

  app.post(
    '/dev/whatsapp/outbox/:id/simulate',
    {
      schema: {
        summary: 'Simulate what Meta would tell the webhook about a sandbox message',
        tags,
        params: OutboxParams,
        body: SimulateRequest,
        response: { 204: Type.Null(), ...refusals },
      },
      preHandler: requireUser,
    },
    async (request, reply) => {
      const id = Number(request.params.id);
      const [found] = await ctx.db
        .select({ message: sendMessages, liveId: sendBatches.liveId })
        .from(sendMessages)
        .innerJoin(sendBatches, eq(sendBatches.id, sendMessages.batchId))
        .where(and(eq(sendMessages.id, id), eq(sendMessages.channel, 'whatsapp')))
        .limit(1);
      if (!found) throw new HttpError(404, MESSAGE_UNKNOWN);
      await managedSite(ctx, currentUser(request), found.liveId).catch(() => {
        throw new HttpError(404, MESSAGE_UNKNOWN);
      });
      const { message } = found;
      if (!message.providerMessageId) throw new HttpError(409, 'This message has not been sent yet.');
      const body = JSON.stringify(
        simulatedBody({
          event: request.body.event,
          providerMessageId: message.providerMessageId,
          to: message.recipient ?? '',
          householdId: message.householdId,
          eventKey: message.eventKey,
          appSecret: ctx.config.whatsapp.appSecret,
          phoneNumberId: ctx.config.whatsapp.phoneNumberId,
          at: ctx.config.now(),
        }),
      );
      const answer = await app.inject({
        method: 'POST',
        url: `${API_PREFIX}${WEBHOOK_PATH}`,
        headers: {
          'content-type': 'application/json',
          'x-hub-signature-256': signatureOf(ctx.config.whatsapp.appSecret, body),
        },
        payload: body,
      });
      if (answer.statusCode !== 200) throw new HttpError(502, `The webhook answered ${answer.statusCode}`);
      return reply.code(204).send(null);
    },
  );
};

export default outboxRoutes;
