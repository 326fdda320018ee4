/**
 * The sending queues on the job engine (ctx.jobs): 'send-message', one job per slice of a batch's rows (a worker
 * takes one job per poll, so a job per row would cap the rate at workers / poll interval), and 'send-reminders', a cron tick (once across instances) that starts due reminders and queues again any row a
 * crash left without a job.
 */
import { and, eq, lt, notInArray } from 'drizzle-orm';
import type { AppContext } from '../context';
import { sendBatches, sendMessages } from '../db/schema';
import type { Mailer } from '../mail';
import { messagePictures } from './card-picture';
import { deliverSlice, pacer, whatsAppPoster } from './deliver';
import { sendDueReminders } from './reminders';

export const SEND_MESSAGE = 'send-message';
export const SEND_REMINDERS = 'send-reminders';

export interface SendingQueue {
  /** Queues the rows to start at `at`; a row already queued is not queued twice (its singleton key). */
  enqueue(messageIds: readonly number[], at: Date): Promise<void>;
}

/** Jobs written per round trip. */
const INSERT_CHUNK = 500;

export function defineSendingQueues(
  ctx: AppContext,
  mailer: Mailer,
  log: Parameters<typeof messagePictures>[1],
): SendingQueue {
  // The engine keeps real time; `at` is on the app's clock (a test's may be ahead), so only the wait carries over.
  const startAfter = (at: Date) => {
    const wait = at.getTime() - ctx.config.now().getTime();
    return wait > 0 ? new Date(Date.now() + wait) : undefined;
  };
  // A slice is about a second of messages at WHATSAPP_PER_SECOND, so a try stays far inside its time limit.
  const slice = Math.max(1, Math.min(50, ctx.config.whatsapp.perSecond));
  const enqueue: SendingQueue['enqueue'] = async (messageIds, at) => {
    const jobs = [];
    for (let start = 0; start < messageIds.length; start += slice) {
      const ids = messageIds.slice(start, start + slice);
      jobs.push({
        data: { messageIds: ids },
        singletonKey: `messages-${ids[0]}-${ids.at(-1)}`,
        startAfter: startAfter(at),
      });
    }
    for (let start = 0; start < jobs.length; start += INSERT_CHUNK) {
      await ctx.jobs.sendMany(SEND_MESSAGE, jobs.slice(start, start + INSERT_CHUNK));
    }
  };
  const deps = {
    ctx,
    mailer,
    postWhatsApp: whatsAppPoster(ctx),
    pace: pacer(ctx.config.whatsapp.perSecond),
    picture: messagePictures(ctx, log),
    // Without a singleton key: the deferring job itself still holds its slice's key while it runs.
    deferTo: async (messageIds: readonly number[], at: Date) =>
      void (await ctx.jobs.send(SEND_MESSAGE, { messageIds: [...messageIds] }, { startAfter: startAfter(at) })),
  };
  // A second run of a try leaves no second message: deliverSlice() sends only a row it moves from 'queued'.
  ctx.jobs.define<{ messageIds: number[] }>(
    {
      name: SEND_MESSAGE,
      retryLimit: 8,
      retryDelaySeconds: ctx.config.whatsapp.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: ctx.config.whatsapp.jobTimeoutSeconds,
      // A try whose instance died stops beating and is taken up again within 15 s, not after the time limit.
      heartbeatSeconds: 15,
      concurrency: 4,
    },
    // The slice's messages go out side by side, paced; one refused for now makes the job try again later,
    // after the others were sent (a retry skips those: they are no longer 'queued').
    async (job) => void (await deliverSlice(deps, job.data.messageIds, job.signal)),
  );
  // Runs again harmlessly: reminders are keyed by their occasion, and re-queued rows by their singleton key.
  ctx.jobs.define<object>(
    {
      name: SEND_REMINDERS,
      retryLimit: 2,
      retryDelaySeconds: 60,
      retryBackoff: false,
      expireInSeconds: 300,
      concurrency: 1,
    },
    async () => {
      await sendDueReminders(ctx, enqueue);
      await enqueue(await strandedRows(ctx), ctx.config.now());
    },
  );
  return { enqueue };
}

/** Rows queued more than ten minutes ago in a running batch whose job was lost (a crash between commit and queue). */
async function strandedRows(ctx: AppContext): Promise<number[]> {
  const before = new Date(ctx.config.now().getTime() - 10 * 60_000);
  const rows = await ctx.db
    .select({ id: sendMessages.id })
    .from(sendMessages)
    .innerJoin(sendBatches, eq(sendBatches.id, sendMessages.batchId))
    .where(
      and(
        eq(sendMessages.status, 'queued'),
        lt(sendMessages.updatedAt, before),
        lt(sendBatches.startAt, before),
        notInArray(sendBatches.state, ['paused', 'cancelled']),
      ),
    )
    .limit(5000);
  return rows.map((row) => row.id);
}
