/**
 * Batches: the host's "send these households this message" as one message row per household. A row's once-only
 * key (household, channel, kind, function, occasion) means a household already sent the same message is
 * skipped, never sent twice; a failed one is taken into the new batch and tried again.
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type {
  DeliveryStatus,
  SendBatch,
  SendBatchSummary,
  SendChannel,
  SendKind,
  SendRequest,
} from '../../shared/api/sending';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { householdEvents, households, sendBatches, sendMessages } from '../db/schema';
import { HttpError } from '../http/errors';
import { functionsOf, lockSite, type ManagedSite } from '../guests';
import { checkEventKey } from '../guests';
import type { LiveSiteRow } from '../live';
import { AllowanceExceeded, allowanceWith, includedMessages } from './allowance';
import { ALL_FUNCTIONS } from './message';
import { rowsOf } from '../db/rows';

export const BATCH_UNKNOWN = 'There is no such batch on this site.';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type BatchRow = typeof sendBatches.$inferSelect;

export interface NewBatch {
  channel: SendChannel;
  kind: SendKind;
  householdIds: readonly number[];
  eventKey: string | null;
  startAt: Date;
  /** Which reminder (a rule's 'rule-{function}-{days}d'); manual reminders are one occasion per batch. */
  occasion?: string;
  createdBy: string;
}

interface Candidate {
  householdId: number;
  /** Null: send; otherwise why it is skipped. */
  skip: string | null;
}

/** Why a household gets no message of this batch, or null. */
function skipReason(
  batch: NewBatch,
  row: typeof households.$inferSelect,
  invited: readonly (typeof householdEvents.$inferSelect)[],
): string | null {
  const concerned = batch.eventKey ? invited.filter((event) => event.eventKey === batch.eventKey) : invited;
  if (!concerned.length) return batch.eventKey ? 'Not invited to this function' : 'Not invited to any function';
  if (row.optedOutAt) return 'Asked not to get these messages';
  if (batch.channel === 'whatsapp' && !row.phone) return 'No phone number';
  if (batch.channel === 'email' && !row.email) return 'No e-mail address';
  if (batch.kind === 'reminder' && concerned.every((event) => event.attending !== null)) return 'Already answered';
  return null;
}

/**
 * `column` is one of `ids`, the list passed as one array parameter: `inArray` writes a parameter per id, and
 * building and parsing thousands of them took longer than the statement itself.
 */
const oneOf = (column: AnyPgColumn, ids: readonly number[]) =>
  sql`${column} = any(${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::int[])`;

async function candidatesOf(tx: Tx, liveId: string, batch: NewBatch): Promise<Candidate[]> {
  const ids = [...new Set(batch.householdIds)];
  const rows = await tx
    .select()
    .from(households)
    .where(and(eq(households.liveId, liveId), oneOf(households.id, ids)));
  if (rows.length !== ids.length) throw new HttpError(400, 'body.householdIds names a household not on this list');
  const events = await tx.select().from(householdEvents).where(oneOf(householdEvents.householdId, ids));
  // Grouped once: filtering every household's events out of all of them is quadratic in a list of thousands.
  const invited = new Map<number, Array<(typeof events)[number]>>();
  for (const event of events) invited.set(event.householdId, [...(invited.get(event.householdId) ?? []), event]);
  return rows.map((row) => ({ householdId: row.id, skip: skipReason(batch, row, invited.get(row.id) ?? []) }));
}

/**
 * Creates the batch and its rows in one transaction under the site's lock (so two batches cannot both spend the
 * last messages). Throws AllowanceExceeded before writing anything. Returns the rows to queue.
 */
export async function createBatch(
  ctx: AppContext,
  site: LiveSiteRow,
  batch: NewBatch,
): Promise<{ id: number; total: number; queued: number[] }> {
  const included = batch.channel === 'whatsapp' ? await includedMessages(ctx, site) : 0;
  return ctx.db.transaction(async (tx) => {
    await lockSite(tx, site.id);
    const candidates = await candidatesOf(tx, site.id, batch);
    const eventKey = batch.eventKey ?? ALL_FUNCTIONS;
    const sendable = candidates.filter((candidate) => !candidate.skip).map((candidate) => candidate.householdId);
    // Households whose same message already went out (or is on its way) are skipped, not sent again.
    const existing = sendable.length
      ? await tx
          .select({ id: sendMessages.id, householdId: sendMessages.householdId, status: sendMessages.status })
          .from(sendMessages)
          .where(
            and(
              oneOf(sendMessages.householdId, sendable),
              eq(sendMessages.channel, batch.channel),
              eq(sendMessages.kind, batch.kind),
              eq(sendMessages.eventKey, eventKey),
              eq(sendMessages.occasion, batch.occasion ?? ''),
            ),
          )
      : [];
    const previous = new Map(existing.map((row) => [row.householdId, row]));
    const plan = candidates.map((candidate) => {
      const before = previous.get(candidate.householdId);
      if (candidate.skip || !before) return { ...candidate, retake: undefined };
      if (before.status === 'failed') return { ...candidate, retake: before.id };
      return { ...candidate, skip: 'Already sent', retake: undefined };
    });
    const toSend = plan.filter((entry) => !entry.skip);
    if (batch.channel === 'whatsapp') {
      const { left } = await allowanceWith(tx, site.id, included);
      if (toSend.length > left) throw new AllowanceExceeded(toSend.length, left);
    }
    const [created] = await tx
      .insert(sendBatches)
      .values({
        liveId: site.id,
        channel: batch.channel,
        kind: batch.kind,
        eventKey: batch.eventKey,
        startAt: batch.startAt,
        state: 'scheduled',
        total: candidates.length,
        createdBy: batch.createdBy,
      })
      .returning({ id: sendBatches.id });
    const batchId = created!.id;
    const occasion = batch.occasion ?? (batch.kind === 'reminder' ? `batch-${batchId}` : '');
    const fresh = plan.filter((entry) => !entry.retake);
    // One JSON parameter for thousands of rows, rather than a parameter per column of each.
    const values = JSON.stringify(
      fresh.map((entry) => ({
        householdId: entry.householdId,
        // A skipped row's occasion is its batch's own, so it never blocks a later real message.
        occasion: entry.skip ? `skipped-${batchId}` : occasion,
        status: (entry.skip ? 'skipped' : 'queued') satisfies DeliveryStatus,
        failure: entry.skip,
      })),
    );
    const inserted = fresh.length
      ? rowsOf<{ id: number; status: DeliveryStatus }>(
          await tx.execute(sql`
            insert into ${sendMessages} (batch_id, channel, kind, event_key, household_id, occasion, status, failure)
            select ${batchId}, ${batch.channel}, ${batch.kind}, ${eventKey}, v."householdId", v.occasion, v.status,
              v.failure
            from jsonb_to_recordset(${values}::jsonb)
              as v("householdId" int, occasion text, status text, failure text)
            returning id, status`),
        )
      : [];
    const retaken = plan.flatMap((entry) => (entry.retake ? [entry.retake] : []));
    if (retaken.length) {
      await tx
        .update(sendMessages)
        .set({ batchId, status: 'queued', failure: null, updatedAt: new Date() })
        .where(inArray(sendMessages.id, retaken));
    }
    const queued = [...inserted.filter((row) => row.status === 'queued').map((row) => row.id), ...retaken];
    return { id: batchId, total: candidates.length, queued };
  });
}

export async function batchOf(ctx: AppContext, liveId: string, id: number): Promise<BatchRow> {
  const [row] = await ctx.db
    .select()
    .from(sendBatches)
    .where(and(eq(sendBatches.id, id), eq(sendBatches.liveId, liveId)))
    .limit(1);
  if (!row) throw new HttpError(404, BATCH_UNKNOWN);
  return row;
}

/** A household's status in a batch: its row's, or 'answered' once the household has answered. */
const statusSql = sql<DeliveryStatus>`case
  when ${sendMessages.status} in ('sent', 'delivered', 'read', 'answered') and ${households.answeredAt} is not null
    then 'answered'
  when ${sendMessages.status} = 'sending' then 'queued'
  else ${sendMessages.status} end`;

type Counts = Pick<SendBatchSummary, 'queued' | 'sent' | 'delivered' | 'read' | 'answered' | 'failed'>;

function countsOf(statuses: Array<{ status: DeliveryStatus; n: number }>): Counts {
  const n = (...which: DeliveryStatus[]) =>
    statuses.filter((row) => which.includes(row.status)).reduce((sum, row) => sum + row.n, 0);
  return {
    queued: n('queued'),
    sent: n('sent', 'delivered', 'read', 'answered'),
    delivered: n('delivered', 'read', 'answered'),
    read: n('read', 'answered'),
    answered: n('answered'),
    failed: n('failed'),
  };
}

function stateOf(row: BatchRow, counts: Counts, now: Date): SendBatchSummary['state'] {
  if (row.state === 'paused' || row.state === 'cancelled') return row.state;
  if (row.startAt > now) return 'scheduled';
  return counts.queued > 0 ? 'sending' : 'done';
}

async function summariesOf(ctx: AppContext, rows: BatchRow[]): Promise<SendBatchSummary[]> {
  if (!rows.length) return [];
  const statuses = await ctx.db
    .select({ batchId: sendMessages.batchId, status: statusSql, n: sql<number>`count(*)::int` })
    .from(sendMessages)
    .innerJoin(households, eq(households.id, sendMessages.householdId))
    .where(
      inArray(
        sendMessages.batchId,
        rows.map((row) => row.id),
      ),
    )
    .groupBy(sendMessages.batchId, statusSql);
  const now = ctx.config.now();
  return rows.map((row) => {
    const counts = countsOf(statuses.filter((status) => status.batchId === row.id));
    return {
      id: row.id,
      channel: row.channel,
      kind: row.kind,
      eventKey: row.eventKey,
      at: row.startAt.toISOString(),
      state: stateOf(row, counts, now),
      createdAt: row.createdAt.toISOString(),
      total: row.total,
      ...counts,
    };
  });
}

export async function batchSummary(ctx: AppContext, row: BatchRow): Promise<SendBatchSummary> {
  return (await summariesOf(ctx, [row]))[0]!;
}

export async function batchDetail(ctx: AppContext, row: BatchRow): Promise<SendBatch> {
  const [summary, entries] = await Promise.all([
    batchSummary(ctx, row),
    ctx.db
      .select({
        householdId: sendMessages.householdId,
        name: households.name,
        status: statusSql,
        failure: sendMessages.failure,
      })
      .from(sendMessages)
      .innerJoin(households, eq(households.id, sendMessages.householdId))
      .where(eq(sendMessages.batchId, row.id))
      .orderBy(sendMessages.id),
  ]);
  return { ...summary, households: entries };
}

/** The site's batches, newest first (the last 100: a wedding makes a handful). */
export async function batchList(ctx: AppContext, liveId: string): Promise<SendBatchSummary[]> {
  const rows = await ctx.db
    .select()
    .from(sendBatches)
    .where(eq(sendBatches.liveId, liveId))
    .orderBy(desc(sendBatches.id))
    .limit(100);
  return summariesOf(ctx, rows);
}

/** Rows still waiting in a batch (to queue again on resume). */
export async function waitingRows(ctx: AppContext, batchId: number): Promise<number[]> {
  const rows = await ctx.db
    .select({ id: sendMessages.id })
    .from(sendMessages)
    .where(and(eq(sendMessages.batchId, batchId), eq(sendMessages.status, 'queued')));
  return rows.map((row) => row.id);
}

export async function setBatchState(
  ctx: AppContext,
  row: BatchRow,
  state: 'paused' | 'scheduled' | 'cancelled',
): Promise<BatchRow> {
  if (row.state === 'cancelled') throw new HttpError(409, 'This batch was cancelled.');
  return ctx.db.transaction(async (tx) => {
    const [updated] = await tx.update(sendBatches).set({ state }).where(eq(sendBatches.id, row.id)).returning();
    if (state === 'cancelled') {
      // Rows not yet handed to the API are cancelled; one being sent right now finishes as sent.
      await tx
        .update(sendMessages)
        .set({ status: 'skipped', failure: 'Cancelled', occasion: sql`'skipped-' || ${sendMessages.id}` })
        .where(and(eq(sendMessages.batchId, row.id), eq(sendMessages.status, 'queued')));
    }
    return updated!;
  });
}

/** The functions of a batch request, checked against the site's schedule. */
export async function checkedEventKey(ctx: AppContext, managed: ManagedSite, request: Pick<SendRequest, 'eventKey'>) {
  if (!request.eventKey) return null;
  checkEventKey(await functionsOf(ctx, managed.site), request.eventKey, 'body.eventKey');
  return request.eventKey;
}
