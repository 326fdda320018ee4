/**
 * The host's sending calls (contract: src/shared/api/sending.ts). Every route needs a signed-in buyer or co-host
 * of the site; anyone else gets 404 and nothing changes.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import {
  AllowanceRefusal,
  PreviewRequest,
  ReminderRules,
  SendAccepted,
  SendAllowance,
  SendBatch,
  SendBatchList,
  SendBatchParams,
  SendBatchSummary,
  SendLiveParams,
  SendPreview,
  SendRequest,
} from '../../shared/api/sending';
import { currentUser, requireUser } from '../account';
import { errorResponseSchema, HttpError } from '../http/errors';
import { managedSite } from '../guests';
import { AllowanceExceeded, allowanceOf } from './allowance';
import {
  BATCH_UNKNOWN,
  batchDetail,
  batchList,
  batchOf,
  batchSummary,
  checkedEventKey,
  createBatch,
  setBatchState,
  waitingRows,
} from './batches';
import { previewOf } from './preview';
import { rulesOf, saveRules } from './reminders';
import type { SendingQueue } from './queue';

const refusals = Object.fromEntries([400, 401, 403, 404, 409].map((status) => [status, errorResponseSchema]));

function batchId(text: string): number {
  if (!/^[1-9][0-9]{0,9}$/.test(text) || Number(text) > 2_147_483_647) throw new HttpError(404, BATCH_UNKNOWN);
  return Number(text);
}

/**
 * Signs in and reads the batch id before the address is validated: `sends/preview` asked with GET names no
 * batch and is a 404 like any unknown one, not a 400.
 */
async function batchFirst(request: FastifyRequest): Promise<void> {
  await requireUser(request);
  batchId(String((request.params as { id?: unknown }).id ?? ''));
}

/** The start time: `at` when it is ahead (at most 90 days), else now. */
function startOf(now: Date, at: string | undefined): Date {
  if (!at) return now;
  const time = Date.parse(at);
  if (!Number.isFinite(time)) throw new HttpError(400, 'body.at must be an ISO time');
  if (time > now.getTime() + 90 * 86_400_000) throw new HttpError(400, 'body.at is more than 90 days ahead');
  return new Date(Math.max(time, now.getTime()));
}

export default function hostRoutes(queue: SendingQueue): FastifyPluginAsyncTypebox {
  return async (app) => {
    const ctx = app.ctx;
    const tags = ['sending'];
    const manage = (request: FastifyRequest) =>
      managedSite(ctx, currentUser(request), (request.params as { liveId: string }).liveId);

    app.post(
      '/private/live/:liveId/sends',
      {
        schema: {
          summary: 'Send (or schedule) a message to households by WhatsApp API or e-mail',
          tags,
          params: SendLiveParams,
          body: SendRequest,
          response: { 202: SendAccepted, 402: AllowanceRefusal, ...refusals },
        },
        preHandler: requireUser,
      },
      async (request, reply) => {
        const managed = await manage(request);
        const eventKey = await checkedEventKey(ctx, managed, request.body);
        const startAt = startOf(ctx.config.now(), request.body.at);
        try {
          const batch = await createBatch(ctx, managed.site, {
            channel: request.body.channel,
            kind: request.body.kind,
            householdIds: request.body.householdIds,
            eventKey,
            startAt,
            createdBy: managed.actor,
          });
          await queue.enqueue(batch.queued, startAt);
          return reply.code(202).send({ id: batch.id, total: batch.total });
        } catch (error) {
          if (!(error instanceof AllowanceExceeded)) throw error;
          return reply
            .code(402)
            .send({ error: 'ALLOWANCE' as const, needed: error.needed, left: error.left, message: error.message });
        }
      },
    );

    app.get(
      '/private/live/:liveId/sends',
      {
        schema: {
          summary: "The site's batches, newest first",
          tags,
          params: SendLiveParams,
          response: { 200: SendBatchList, ...refusals },
        },
        preHandler: requireUser,
      },
      async (request) => ({ batches: await batchList(ctx, (await manage(request)).site.id) }),
    );

    app.get(
      '/private/live/:liveId/sends/allowance',
      {
        schema: {
          summary: 'WhatsApp API messages: included by the pack, bought, used, left',
          tags,
          params: SendLiveParams,
          response: { 200: SendAllowance, ...refusals },
        },
        preHandler: requireUser,
      },
      async (request) => allowanceOf(ctx, (await manage(request)).site),
    );

    app.post(
      '/private/live/:liveId/sends/preview',
      {
        schema: {
          summary: 'The message as each language of the chosen households will read it',
          tags,
          params: SendLiveParams,
          body: PreviewRequest,
          response: { 200: SendPreview, ...refusals },
        },
        preHandler: requireUser,
      },
      async (request) => {
        const managed = await manage(request);
        const eventKey = await checkedEventKey(ctx, managed, request.body);
        return previewOf(ctx, managed.site, { ...request.body, eventKey });
      },
    );

    app.get(
      '/private/live/:liveId/sends/:id',
      {
        schema: {
          summary: "A batch's progress, household by household",
          tags,
          params: SendBatchParams,
          response: { 200: SendBatch, ...refusals },
        },
        preValidation: batchFirst,
      },
      async (request) => {
        const managed = await manage(request);
        return batchDetail(ctx, await batchOf(ctx, managed.site.id, batchId(request.params.id)));
      },
    );

    for (const action of ['pause', 'resume', 'cancel'] as const) {
      app.post(
        `/private/live/:liveId/sends/:id/${action}`,
        {
          schema: {
            summary: `${action[0]!.toUpperCase()}${action.slice(1)} a batch`,
            tags,
            params: SendBatchParams,
            response: { 200: SendBatchSummary, ...refusals },
          },
          preValidation: batchFirst,
        },
        async (request) => {
          const managed = await manage(request);
          const row = await batchOf(ctx, managed.site.id, batchId(request.params.id));
          const state = action === 'pause' ? 'paused' : action === 'cancel' ? 'cancelled' : 'scheduled';
          const updated = await setBatchState(ctx, row, state);
          if (action === 'resume') await queue.enqueue(await waitingRows(ctx, row.id), updated.startAt);
          return batchSummary(ctx, updated);
        },
      );
    }

    app.get(
      '/private/live/:liveId/reminders',
      {
        schema: {
          summary: "The site's reminder rules",
          tags,
          params: SendLiveParams,
          response: { 200: ReminderRules, ...refusals },
        },
        preHandler: requireUser,
      },
      async (request) => rulesOf(ctx, (await manage(request)).site.id),
    );

    app.put(
      '/private/live/:liveId/reminders',
      {
        schema: {
          summary: 'Set the reminder rules: per function, days before its RSVP deadline, and the channel',
          tags,
          params: SendLiveParams,
          body: ReminderRules,
          response: { 200: ReminderRules, ...refusals },
        },
        preHandler: requireUser,
      },
      async (request) => saveRules(ctx, await manage(request), request.body),
    );
  };
}
