/**
 * The work of one slice of messages (the 'send-message' job), its database work done for the whole slice at once:
 * one statement reads the rows, one claims them, and the API's ids are written as the calls come back, those that
 * came back together in one statement. Exactly once, as far as the API allows:
 *  1. the row (its once-only key) exists before any call; a row not 'queued' is never sent again;
 *  2. 'queued' -> 'sending' is claimed by one UPDATE, so of two instances (or a retried job) only one calls;
 *  3. the API's message id is stored with 'sent' right after the call (with any other answered meanwhile).
 * The one gap is a crash between the call and step 3. The Cloud API has no idempotency key, so a row found
 * 'sending' without an id cannot be known sent or not: the product chooses at most once and marks it failed
 * ("may not have arrived"), which the host sees and can send again with one tap. A second invitation from a
 * business number is worse than a missing one: guests report duplicates as spam, which lowers the number's
 * quality rating and its daily tier for every host. The sandbox stores its message in the claim's own row, and a
 * mail server that refuses for now puts the row back to 'queued' before the retry, so only a true crash is lost.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { householdEvents, households, liveSites, sendBatches, sendDailyCounts, sendMessages } from '../db/schema';
import { rowsOf } from '../db/rows';
import { writeBehind } from './write-behind';
import { functionsOf } from '../guests';
import { personalLink, tokenOf } from '../guests';
import { RecipientRefused, type Mailer } from '../mail';
import type { LiveSiteRow } from '../live';
import type { MessagePicture } from './card-picture';
import { invitationMail } from './email';
import { postTemplateMessage, SendRefused } from './graph-client';
import { ALL_FUNCTIONS, parametersOf, templateMessage, templateNameOf, type TemplateMessage } from './message';
import type { RsvpEvent } from '../../shared/live';

export const INTERRUPTED = 'Interrupted while sending: it may not have arrived. Send again to be sure.';

export interface DeliverDeps {
  ctx: AppContext;
  mailer: Mailer;
  /** Posts one template message and answers the API's message id (the sandbox: an id of its own). */
  postWhatsApp(message: TemplateMessage, signal: AbortSignal): Promise<string>;
  /** Waits for this instance's turn under WHATSAPP_PER_SECOND. */
  pace(): Promise<void>;
  /** Puts the messages back on the queue to start at `at` (the daily limit was reached). */
  deferTo(messageIds: readonly number[], at: Date): Promise<void>;
  /** The household's card for the message, made before the call (card-picture.ts); absent: no card. */
  picture?: MessagePicture;
}

export type DeliverOutcome = 'sent' | 'failed' | 'skipped' | 'deferred' | 'none';

export function whatsAppPoster(ctx: AppContext): DeliverDeps['postWhatsApp'] {
  const config = ctx.config.whatsapp;
  if (config.provider === 'cloud') return (message, signal) => postTemplateMessage(config, message, signal);
  // The sandbox: nothing leaves the machine; the message row itself is the development outbox.
  return async () => `wamid.sandbox.${randomUUID()}`;
}

/** One call every 1/perSecond seconds on this instance (Meta's throughput per number is shared, not ours). */
export function pacer(perSecond: number): () => Promise<void> {
  let next = 0;
  return async () => {
    const now = Date.now();
    const at = Math.max(now, next);
    next = at + 1000 / perSecond;
    if (at > now) await new Promise((resolve) => setTimeout(resolve, at - now));
  };
}

const functionsCache = new WeakMap<AppContext, Map<string, { at: number; events: Promise<RsvpEvent[]> }>>();

/** The site's functions, kept a few seconds: a batch of thousands reads the same schedule. */
function cachedFunctions(ctx: AppContext, site: LiveSiteRow): Promise<RsvpEvent[]> {
  let cache = functionsCache.get(ctx);
  if (!cache) functionsCache.set(ctx, (cache = new Map()));
  const hit = cache.get(site.id);
  if (hit && Date.now() - hit.at < 10_000) return hit.events;
  const events = functionsOf(ctx, site);
  cache.set(site.id, { at: Date.now(), events });
  return events;
}

const utcDay = (at: Date) => at.toISOString().slice(0, 10);
const nextUtcDay = (at: Date) => new Date(`${utcDay(new Date(at.getTime() + 86_400_000))}T00:00:00.000Z`);

type SliceRow = Awaited<ReturnType<typeof readSlice>>[number];

/** The slice's rows with their batch, household, site and the household's functions, in one statement. */
function readSlice(ctx: AppContext, messageIds: readonly number[]) {
  return ctx.db
    .select({
      message: sendMessages,
      batch: sendBatches,
      household: households,
      site: liveSites,
      invited: sql<string[]>`(select coalesce(array_agg(${householdEvents.eventKey}), '{}') from ${householdEvents}
        where ${householdEvents.householdId} = ${households.id})`,
    })
    .from(sendMessages)
    .innerJoin(sendBatches, eq(sendBatches.id, sendMessages.batchId))
    .innerJoin(households, eq(households.id, sendMessages.householdId))
    .innerJoin(liveSites, eq(liveSites.id, sendBatches.liveId))
    .where(inArray(sendMessages.id, [...messageIds]));
}

/** One message ready to go: what the claim stores and what the call sends. */
interface Outgoing {
  row: SliceRow;
  whatsapp: boolean;
  recipient: string;
  template: string;
  lang: string;
  parameters: string[];
  /** The message's picture, made (or found kept) before the call; null when it goes without its card. */
  picture(signal: AbortSignal): Promise<string | null>;
  call(signal: AbortSignal, picture: string | null): Promise<string>;
}

async function outgoingOf(deps: DeliverDeps, row: SliceRow): Promise<Outgoing> {
  const { ctx } = deps;
  const { message, household, site } = row;
  const invited = new Set(row.invited);
  const all = await cachedFunctions(ctx, site);
  const functions = all.filter((event) =>
    message.eventKey === ALL_FUNCTIONS ? invited.has(event.key) : event.key === message.eventKey,
  );
  const link = personalLink(ctx.config, site.slug, household.linkNonce);
  const input = {
    householdId: household.id,
    householdName: household.name,
    language: household.language,
    functions,
    eventKey: message.eventKey,
    link,
  };
  const { lang, parameters } = parametersOf(input);
  const whatsapp = message.channel === 'whatsapp';
  // The card of the function the message is about; of a message about several, the first it names: the one
  // whose date the message gives ({{3}}), and still the household's own card, with its name and its link's QR code.
  const cardEvent = functions[0]?.key;
  // The sandbox's message never leaves the machine and its outbox shows no picture: no card is drawn for it.
  const wantsCard = Boolean(deps.picture && cardEvent && (!whatsapp || ctx.config.whatsapp.provider === 'cloud'));
  const recipient = whatsapp ? (household.phone ?? '').replace(/^\+/, '') : (household.email ?? '');
  return {
    row,
    whatsapp,
    recipient,
    template: whatsapp ? templateNameOf(ctx.config.whatsapp, message.kind) : `mail-${message.kind}`,
    lang,
    parameters,
    picture: (signal) =>
      wantsCard ? deps.picture!({ site, household, eventKey: cardEvent!, lang }, signal) : Promise.resolve(null),
    async call(signal, picture) {
      if (whatsapp) {
        const body = templateMessage({
          config: ctx.config.whatsapp,
          kind: message.kind,
          to: recipient,
          input,
          // The templates are approved with an image header, which Meta then requires: without the card, the
          // household's link-preview picture stands in (drawn without a browser), so the message still goes.
          cardUrl: picture ?? linkPreviewUrl(ctx, site.slug, household.linkNonce),
        });
        return deps.postWhatsApp(body, signal);
      }
      await deps.mailer.send(
        invitationMail({
          config: ctx.config,
          to: recipient,
          householdId: household.id,
          kind: message.kind,
          lang,
          parameters,
          link,
          cardUrl: picture,
        }),
      );
      return `mail.${message.id}`;
    },
  };
}

/** The household's link-preview picture (invitation/personal-routes.ts), drawn without a browser. */
const linkPreviewUrl = (ctx: AppContext, slug: string, linkNonce: string) =>
  `${ctx.config.publicUrl}/rest/api/public/live/${slug}/g/${tokenOf(ctx.config, linkNonce)}/og.png`;

/**
 * Delivers a slice of message rows; answers each row's outcome. When a call was refused for now (Meta's 429 or
 * 5xx, the mail server down), its row is back in 'queued' and, once the others are done, the first such error is
 * thrown so the job tries again (the retry skips the rows sent meanwhile: they are no longer 'queued').
 */
export async function deliverSlice(
  deps: DeliverDeps,
  messageIds: readonly number[],
  signal: AbortSignal,
): Promise<Map<number, DeliverOutcome>> {
  const { ctx } = deps;
  const outcomes = new Map<number, DeliverOutcome>(messageIds.map((id) => [id, 'none']));
  if (!messageIds.length) return outcomes;
  const rows = await readSlice(ctx, messageIds);

  const interrupted = rows.filter((row) => row.message.status === 'sending' && !row.message.providerMessageId);
  await failRows(
    ctx,
    interrupted.map((row) => ({ id: row.message.id, householdId: row.household.id, reason: INTERRUPTED })),
  );
  for (const row of interrupted) outcomes.set(row.message.id, 'failed');
  // Sent, failed or skipped already; or its batch is paused (resume queues it again) or cancelled.
  const waiting = rows.filter(
    (row) => row.message.status === 'queued' && row.batch.state !== 'paused' && row.batch.state !== 'cancelled',
  );
  const optedOut = waiting.filter((row) => row.household.optedOutAt).map((row) => row.message.id);
  if (optedOut.length) {
    await ctx.db
      .update(sendMessages)
      .set({ status: 'skipped', failure: 'Asked not to get these messages', updatedAt: new Date() })
      .where(and(inArray(sendMessages.id, optedOut), eq(sendMessages.status, 'queued')));
    for (const id of optedOut) outcomes.set(id, 'skipped');
  }
  const outgoing = await Promise.all(
    waiting.filter((row) => !row.household.optedOutAt).map((row) => outgoingOf(deps, row)),
  );

  // Each message is claimed when its turn under the rate comes, so a crash leaves 'sending' only the calls in
  // flight; the claims (and then the API's ids) of messages whose turns came together go in one statement.
  const claim = writeBehind((entries: Outgoing[]) => claimGroup(deps, entries));
  const writeSent = writeBehind((sent: SentRow[]) => markSent(ctx, sent));
  const retries: unknown[] = [];
  await Promise.all(
    outgoing.map(async (entry) => {
      const { message, household } = entry.row;
      // The card first (kept ones are found at once): a row is claimed only when its call can follow at once.
      const picture = await entry.picture(signal);
      await deps.pace();
      const { claimed, deferred } = await claim(entry);
      if (deferred.has(message.id)) outcomes.set(message.id, 'deferred');
      if (!claimed.has(message.id)) return;
      let providerId: string;
      try {
        providerId = await entry.call(signal, picture);
      } catch (error) {
        outcomes.set(message.id, await refused(ctx, entry, error));
        if (outcomes.get(message.id) === 'none') retries.push(error);
        return;
      }
      await writeSent({ id: message.id, householdId: household.id, kind: message.kind, providerId });
      outcomes.set(message.id, 'sent');
    }),
  );
  if (retries.length) throw retries[0];
  return outcomes;
}

/** A refused call: a permanent refusal fails its household ('failed'); any other puts the row back ('none'). */
async function refused(ctx: AppContext, entry: Outgoing, error: unknown): Promise<DeliverOutcome> {
  const { message, household } = entry.row;
  const permanent =
    error instanceof RecipientRefused
      ? `The mail server refused the address: ${error.message}`
      : error instanceof SendRefused && !error.retry
        ? error.message
        : null;
  if (permanent) {
    await failRows(ctx, [{ id: message.id, householdId: household.id, reason: permanent }]);
    return 'failed';
  }
  // Not sent (Meta said so, or the mail server is down for now): back to the queue before the job's retry.
  await ctx.db
    .update(sendMessages)
    .set({ status: 'queued', failure: (error as Error).message.slice(0, 300), updatedAt: new Date() })
    .where(and(eq(sendMessages.id, message.id), eq(sendMessages.status, 'sending')));
  if (entry.whatsapp) await giveBackDailySlots(ctx, 1);
  return 'none';
}

/**
 * Today's API messages for the group's WhatsApp rows first (one statement on one row, every instance), then the
 * rows themselves: of two tries only the one that moves a row from 'queued' sends; the other gives its slot
 * back. Rows past WHATSAPP_DAILY_LIMIT are put back on the queue for the next day.
 */
async function claimGroup(
  deps: DeliverDeps,
  entries: readonly Outgoing[],
): Promise<{ claimed: Set<number>; deferred: Set<number> }> {
  const { ctx } = deps;
  const whatsapp = entries.filter((entry) => entry.whatsapp);
  const granted = await takeDailySlots(ctx, whatsapp.length);
  const deferred = new Set(whatsapp.slice(granted).map((entry) => entry.row.message.id));
  if (deferred.size) {
    const tomorrow = nextUtcDay(ctx.config.now());
    // Dated tomorrow, so the sweep for rows a crash left without a job does not queue them again meanwhile.
    await ctx.db
      .update(sendMessages)
      .set({ updatedAt: tomorrow })
      .where(inArray(sendMessages.id, [...deferred]));
    await deps.deferTo([...deferred], tomorrow);
  }
  const claimable = entries.filter((entry) => !deferred.has(entry.row.message.id));
  const claimed = await claimRows(ctx, claimable);
  const unclaimed = claimable.filter((entry) => entry.whatsapp && !claimed.has(entry.row.message.id)).length;
  if (unclaimed) await giveBackDailySlots(ctx, unclaimed);
  return { claimed, deferred };
}

/** 'queued' -> 'sending' in one UPDATE, storing what is sent; answers the ids this try claimed. */
async function claimRows(ctx: AppContext, outgoing: readonly Outgoing[]): Promise<Set<number>> {
  if (!outgoing.length) return new Set();
  const values = JSON.stringify(
    outgoing.map((entry) => ({
      id: entry.row.message.id,
      recipient: entry.recipient,
      template: entry.template,
      lang: entry.lang,
      parameters: entry.parameters,
    })),
  );
  const result = await ctx.db.execute<{ id: number }>(sql`
    update ${sendMessages} set status = 'sending', recipient = v.recipient, template = v.template, lang = v.lang,
      parameters = v.parameters, updated_at = now()
    from jsonb_to_recordset(${values}::jsonb) as v(id int, recipient text, template text, lang text, parameters jsonb)
    where ${sendMessages.id} = v.id and ${sendMessages.status} = 'queued'
    returning ${sendMessages.id} as id`);
  return new Set(rowsOf<{ id: number }>(result).map((row) => Number(row.id)));
}

/**
 * `wanted` more of today's API messages, unless that passes WHATSAPP_DAILY_LIMIT (one row per day, every
 * instance): all of them in one statement, or near the limit one at a time; answers how many were taken.
 */
async function takeDailySlots(ctx: AppContext, wanted: number): Promise<number> {
  if (!wanted) return 0;
  if (wanted > 1 && (await addToToday(ctx, wanted))) return wanted;
  let taken = 0;
  while (taken < wanted && (await addToToday(ctx, 1))) taken += 1;
  return taken;
}

async function addToToday(ctx: AppContext, n: number): Promise<boolean> {
  const limit = ctx.config.whatsapp.dailyLimit;
  if (n > limit) return false;
  const rows = await ctx.db
    .insert(sendDailyCounts)
    .values({ day: utcDay(ctx.config.now()), count: n })
    .onConflictDoUpdate({
      target: sendDailyCounts.day,
      set: { count: sql`${sendDailyCounts.count} + ${n}` },
      setWhere: sql`${sendDailyCounts.count} + ${n} <= ${limit}`,
    })
    .returning({ count: sendDailyCounts.count });
  return rows.length > 0;
}

async function giveBackDailySlots(ctx: AppContext, n: number): Promise<void> {
  await ctx.db
    .update(sendDailyCounts)
    .set({ count: sql`greatest(${sendDailyCounts.count} - ${n}, 0)` })
    .where(eq(sendDailyCounts.day, utcDay(ctx.config.now())));
}

interface SentRow {
  id: number;
  householdId: number;
  kind: string;
  providerId: string;
}

/** Rows sent, with the API's ids, and their households, in one statement. */
async function markSent(ctx: AppContext, sent: readonly SentRow[]): Promise<void> {
  const now = ctx.config.now().toISOString();
  const values = JSON.stringify(sent);
  // Also over a row marked INTERRUPTED by a try that overtook this slow one: the message did go out.
  await ctx.db.execute(sql`
    with v as (
      select * from jsonb_to_recordset(${values}::jsonb) as v(id int, "householdId" int, kind text, "providerId" text)
    ), sent as (
      update ${sendMessages} set status = 'sent', provider_message_id = v."providerId", failure = null,
        sent_at = ${now}::timestamptz, updated_at = ${now}::timestamptz
      from v where ${sendMessages.id} = v.id and ${sendMessages.providerMessageId} is null
    ), h as (
      select "householdId" as id, count(*) filter (where kind = 'reminder')::int as reminders from v group by 1
    )
    update ${households} set sent_at = coalesce(${households.sentAt}, ${now}::timestamptz), send_failure = null,
      reminded_at = case when h.reminders > 0 then ${now}::timestamptz else ${households.remindedAt} end,
      reminders = ${households.reminders} + h.reminders
    from h where ${households.id} = h.id`);
}

/** Rows failed with their reasons (unless the API's id came meanwhile), and their households, in one statement. */
async function failRows(
  ctx: AppContext,
  failed: ReadonlyArray<{ id: number; householdId: number; reason: string }>,
): Promise<void> {
  if (!failed.length) return;
  const values = JSON.stringify(failed);
  await ctx.db.execute(sql`
    with v as (
      select * from jsonb_to_recordset(${values}::jsonb) as v(id int, "householdId" int, reason text)
    ), failed as (
      update ${sendMessages} set status = 'failed', failure = v.reason, updated_at = now()
      from v where ${sendMessages.id} = v.id and ${sendMessages.providerMessageId} is null
    )
    update ${households} set send_failure = v.reason from v where ${households.id} = v."householdId"`);
}
