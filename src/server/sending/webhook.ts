/**
 * Meta's webhook for the business number: message statuses (sent, delivered, read, failed) and the guests' own
 * messages (a quick-reply button's payload, or "STOP"). Body shape (Meta's "Webhooks: messages"):
 *   {object: "whatsapp_business_account", entry: [{id, changes: [{field: "messages", value: {messaging_product,
 *    metadata, contacts?, statuses?: [{id, status, timestamp, recipient_id, errors?: [{code, title, message,
 *    error_data: {details}}]}], messages?: [{from, id, timestamp, type: "button"|"text", button?: {payload, text},
 *    text?: {body}, context?: {id}}]}}]}]}
 * Meta delivers at least once: each status and each message is applied once (whatsapp_events), so a replay
 * changes nothing twice.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { householdEvents, households, sendMessages, whatsappEvents } from '../db/schema';
import { answerHousehold } from '../guests';
import { ALL_FUNCTIONS, readQuickReply } from './message';
import { STOP_WORDS } from './texts';

/** True when `header` is "sha256=" + the hex HMAC-SHA256 of the raw body under the app secret. */
export function signatureMatches(appSecret: string, rawBody: Buffer, header: string | undefined): boolean {
  if (!header || !header.startsWith('sha256=')) return false;
  const given = Buffer.from(header.slice('sha256='.length), 'utf8');
  const expected = Buffer.from(createHmac('sha256', appSecret).update(rawBody).digest('hex'), 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export const signatureOf = (appSecret: string, rawBody: Buffer | string) =>
  `sha256=${createHmac('sha256', appSecret).update(rawBody).digest('hex')}`;

interface StatusNotice {
  id?: unknown;
  status?: unknown;
  timestamp?: unknown;
  errors?: Array<{ code?: unknown; title?: unknown; message?: unknown; error_data?: { details?: unknown } }>;
}

interface MessageNotice {
  from?: unknown;
  id?: unknown;
  type?: unknown;
  button?: { payload?: unknown };
  interactive?: { button_reply?: { id?: unknown } };
  text?: { body?: unknown };
  context?: { id?: unknown };
}

interface WebhookBody {
  entry?: Array<{ changes?: Array<{ field?: unknown; value?: { statuses?: unknown; messages?: unknown } }> }>;
}

const text = (value: unknown, max = 200) => (typeof value === 'string' ? value.slice(0, max) : '');

/** The first time this event is seen: true; a replay: false. */
async function firstTime(ctx: AppContext, key: string): Promise<boolean> {
  const rows = await ctx.db
    .insert(whatsappEvents)
    .values({ key: key.slice(0, 300) })
    .onConflictDoNothing()
    .returning({ key: whatsappEvents.key });
  return rows.length > 0;
}

/** Status order: a late 'delivered' after 'read' does not move the message back. */
const RANK = { queued: 0, sending: 0, sent: 1, delivered: 2, read: 3, answered: 4, failed: 5, skipped: 5 } as const;

async function applyStatus(ctx: AppContext, notice: StatusNotice): Promise<void> {
  const id = text(notice.id);
  const status = text(notice.status);
  if (!id || !['sent', 'delivered', 'read', 'failed'].includes(status)) return;
  const [message] = await ctx.db.select().from(sendMessages).where(eq(sendMessages.providerMessageId, id)).limit(1);
  if (!message || !(await firstTime(ctx, `status:${id}:${status}`))) return;
  const seconds = Number(text(notice.timestamp, 20));
  const at = Number.isFinite(seconds) && seconds > 0 ? new Date(seconds * 1000) : ctx.config.now();
  if (status === 'failed') {
    const error = notice.errors?.[0];
    const reason =
      [text(error?.title) || text(error?.message), text(error?.error_data?.details)].filter(Boolean).join(': ') ||
      'WhatsApp could not deliver the message';
    const withCode = `${reason}${typeof error?.code === 'number' ? ` (${error.code})` : ''}`.slice(0, 300);
    await ctx.db.transaction(async (tx) => {
      await tx
        .update(sendMessages)
        .set({ status: 'failed', failure: withCode, updatedAt: new Date() })
        .where(eq(sendMessages.id, message.id));
      await tx.update(households).set({ sendFailure: withCode }).where(eq(households.id, message.householdId));
    });
    return;
  }
  const next = status as 'sent' | 'delivered' | 'read';
  if (RANK[message.status] < RANK[next]) {
    await ctx.db
      .update(sendMessages)
      .set({ status: next, updatedAt: new Date() })
      .where(eq(sendMessages.id, message.id));
  }
  if (next === 'sent') return;
  const iso = at.toISOString();
  await ctx.db
    .update(households)
    .set({
      deliveredAt: sql`coalesce(${households.deliveredAt}, ${iso}::timestamptz)`,
      ...(next === 'read' ? { readAt: sql`coalesce(${households.readAt}, ${iso}::timestamptz)` } : {}),
    })
    .where(eq(households.id, message.householdId));
}

/** A quick reply answers the household's RSVP for the function(s) it names: all its seats, or not coming. */
async function applyQuickReply(ctx: AppContext, payload: string): Promise<void> {
  const reply = readQuickReply(ctx.config.whatsapp.appSecret, payload);
  if (!reply) return;
  const [row] = await ctx.db.select().from(households).where(eq(households.id, reply.householdId)).limit(1);
  if (!row) return;
  const events = await ctx.db.select().from(householdEvents).where(eq(householdEvents.householdId, row.id));
  const answered = events.filter((event) => reply.eventKey === ALL_FUNCTIONS || event.eventKey === reply.eventKey);
  if (!answered.length) return;
  await answerHousehold(
    ctx,
    { row, events, askTravel: false },
    {
      events: answered.map((event) => ({
        eventKey: event.eventKey,
        attending: reply.coming,
        adults: reply.coming ? event.seats : 0,
        children: 0,
      })),
    },
  );
  await ctx.db
    .update(sendMessages)
    .set({ status: 'answered', updatedAt: new Date() })
    .where(and(eq(sendMessages.householdId, row.id), inArray(sendMessages.status, ['sent', 'delivered', 'read'])));
}

/** STOP: the households of the message it answers (or of that number) get no more API messages. */
async function applyStop(ctx: AppContext, from: string, contextId: string): Promise<void> {
  const now = ctx.config.now();
  const [message] = contextId
    ? await ctx.db.select().from(sendMessages).where(eq(sendMessages.providerMessageId, contextId)).limit(1)
    : [];
  const where = message
    ? eq(households.id, message.householdId)
    : eq(households.phone, `+${from.replace(/[^0-9]/g, '')}`);
  await ctx.db
    .update(households)
    .set({ optedOutAt: now })
    .where(and(where, isNull(households.optedOutAt)));
}

async function applyMessage(ctx: AppContext, notice: MessageNotice): Promise<void> {
  const id = text(notice.id);
  if (!id || !(await firstTime(ctx, `message:${id}`))) return;
  const payload = text(notice.button?.payload) || text(notice.interactive?.button_reply?.id);
  if (payload) return applyQuickReply(ctx, payload);
  const body = text(notice.text?.body ?? notice.button?.payload, 100)
    .trim()
    .normalize('NFC')
    .toLowerCase();
  if (STOP_WORDS.has(body)) await applyStop(ctx, text(notice.from, 20), text(notice.context?.id));
}

/** Applies a signed webhook body (already checked); unknown shapes are ignored, as Meta adds fields. */
export async function applyWebhook(ctx: AppContext, body: unknown): Promise<void> {
  const entries = (body as WebhookBody)?.entry;
  if (!Array.isArray(entries)) return;
  for (const entry of entries.slice(0, 100)) {
    for (const change of (Array.isArray(entry?.changes) ? entry.changes : []).slice(0, 100)) {
      const value = change?.value;
      const statuses = Array.isArray(value?.statuses) ? (value.statuses as StatusNotice[]) : [];
      const messages = Array.isArray(value?.messages) ? (value.messages as MessageNotice[]) : [];
      for (const notice of statuses.slice(0, 1000)) await applyStatus(ctx, notice ?? {});
      for (const notice of messages.slice(0, 1000)) await applyMessage(ctx, notice ?? {});
    }
  }
}
