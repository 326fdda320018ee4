/**
 * The host's calls on one household and on many (bulk): add, edit, remove, invite to functions, mark sent,
 * give a new link. Every change names who made it (updated_by and the change history).
 */
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import {
  GUEST_LANGUAGES,
  MAX_HOUSEHOLDS_PER_SITE,
  MAX_SEATS,
  type BulkRequest,
  type Household,
  type HouseholdInput,
  type SentRequest,
} from '../../shared/api/guests';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { householdEvents, households, liveSites } from '../db/schema';
import { HttpError } from '../http/errors';
import { checkEventKey, functionsOf, type ManagedSite } from './access';
import { cleanHousehold, cleanText, type CleanHousehold } from './household-input';
import { eventsOfHousehold, householdDto, householdsWithEvents, type HouseholdRow } from './household-rows';
import { recordChange } from './history';
import { freshLink } from './links';
import { isUniqueViolation } from '../db/errors';
import { writeGuestList, type GuestListTx } from './guest-list-writes';

export const HOUSEHOLD_UNKNOWN = 'This household is not on the guest list.';
export const LIST_FULL = `A guest list holds at most ${MAX_HOUSEHOLDS_PER_SITE} households.`;

/** Holds the site's row for the transaction, so counts checked against the cap stay true until it commits. */
export async function lockSite(tx: GuestListTx, liveId: string): Promise<void> {
  await tx.select({ id: liveSites.id }).from(liveSites).where(eq(liveSites.id, liveId)).for('update');
}

export async function countHouseholds(tx: GuestListTx | Db, liveId: string): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(households)
    .where(eq(households.liveId, liveId));
  return row?.count ?? 0;
}

async function duplicateRefusal(db: Db, liveId: string, phone: string, exceptId?: number): Promise<never | void> {
  const [other] = await db
    .select({ id: households.id, name: households.name })
    .from(households)
    .where(and(eq(households.liveId, liveId), eq(households.phone, phone)))
    .limit(1);
  if (other && other.id !== exceptId) {
    throw new HttpError(409, `${other.name} already has the number ${phone} on this guest list.`, {
      householdId: other.id,
    });
  }
}

export async function listHouseholds(ctx: AppContext, { site }: ManagedSite): Promise<Household[]> {
  const all = await householdsWithEvents(ctx.db, site.id);
  return all.map(({ row, events }) => householdDto(ctx.config, site.slug, row, events));
}

async function householdOf(db: Db | GuestListTx, liveId: string, id: number): Promise<HouseholdRow> {
  const [row] = await db
    .select()
    .from(households)
    .where(and(eq(households.id, id), eq(households.liveId, liveId)))
    .limit(1);
  if (!row) throw new HttpError(404, HOUSEHOLD_UNKNOWN);
  return row;
}

export async function oneHousehold(ctx: AppContext, { site }: ManagedSite, id: number): Promise<Household> {
  const row = await householdOf(ctx.db, site.id, id);
  return householdDto(ctx.config, site.slug, row, await eventsOfHousehold(ctx.db, id));
}

const fieldsOf = (clean: CleanHousehold) => ({
  name: clean.name,
  members: clean.members,
  phone: clean.phone,
  email: clean.email,
  side: clean.side,
  language: clean.language,
  tags: clean.tags,
  notes: clean.notes,
  extraGuestsAllowed: clean.extraGuestsAllowed,
});

export async function addHousehold(ctx: AppContext, managed: ManagedSite, input: HouseholdInput): Promise<Household> {
  const { site, actor } = managed;
  const clean = cleanHousehold(input, await functionsOf(ctx, site));
  if (clean.phone) await duplicateRefusal(ctx.db, site.id, clean.phone);
  const now = ctx.config.now();
  const id = await writeGuestList(ctx, site.id, async (tx) => {
    await lockSite(tx, site.id);
    if ((await countHouseholds(tx, site.id)) >= MAX_HOUSEHOLDS_PER_SITE) throw new HttpError(409, LIST_FULL);
    const [row] = await tx
      .insert(households)
      .values({
        liveId: site.id,
        ...fieldsOf(clean),
        ...freshLink(ctx.config),
        updatedBy: actor,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: households.id });
    if (clean.events.length) {
      await tx.insert(householdEvents).values(clean.events.map((event) => ({ householdId: row!.id, ...event })));
    }
    await recordChange(tx, { liveId: site.id, action: 'household.add', actor, householdId: row!.id });
    return row!.id;
  }).catch(async (error: unknown) => {
    // Two hosts adding the same number at once: the second gets the same answer as above.
    if (clean.phone && isUniqueViolation(error)) await duplicateRefusal(ctx.db, site.id, clean.phone);
    throw error;
  });
  return oneHousehold(ctx, managed, id);
}

export async function updateHousehold(
  ctx: AppContext,
  managed: ManagedSite,
  id: number,
  input: HouseholdInput,
): Promise<Household> {
  const { site, actor } = managed;
  await householdOf(ctx.db, site.id, id);
  const clean = cleanHousehold(input, await functionsOf(ctx, site));
  if (clean.phone) await duplicateRefusal(ctx.db, site.id, clean.phone, id);
  const keys = clean.events.map((event) => event.eventKey);
  await writeGuestList(ctx, site.id, async (tx) => {
    await tx
      .update(households)
      .set({ ...fieldsOf(clean), updatedBy: actor, updatedAt: ctx.config.now() })
      .where(and(eq(households.id, id), eq(households.liveId, site.id)));
    // Functions kept keep their answers; the seats follow the host.
    await tx
      .delete(householdEvents)
      .where(
        and(eq(householdEvents.householdId, id), keys.length ? notInArray(householdEvents.eventKey, keys) : undefined),
      );
    if (clean.events.length) {
      await tx
        .insert(householdEvents)
        .values(clean.events.map((event) => ({ householdId: id, ...event })))
        .onConflictDoUpdate({
          target: [householdEvents.householdId, householdEvents.eventKey],
          set: { seats: sql`excluded.seats` },
        });
    }
    await recordChange(tx, { liveId: site.id, action: 'household.edit', actor, householdId: id });
  }).catch(async (error: unknown) => {
    if (clean.phone && isUniqueViolation(error)) await duplicateRefusal(ctx.db, site.id, clean.phone, id);
    throw error;
  });
  return oneHousehold(ctx, managed, id);
}

export async function deleteHousehold(ctx: AppContext, { site, actor }: ManagedSite, id: number): Promise<void> {
  const row = await householdOf(ctx.db, site.id, id);
  await writeGuestList(ctx, site.id, async (tx) => {
    await tx.delete(households).where(and(eq(households.id, id), eq(households.liveId, site.id)));
    await recordChange(tx, {
      liveId: site.id,
      action: 'household.delete',
      actor,
      householdId: id,
      details: { name: row.name },
    });
  });
}

export async function markSent(
  ctx: AppContext,
  managed: ManagedSite,
  id: number,
  request: SentRequest,
): Promise<Household> {
  const { site, actor } = managed;
  await householdOf(ctx.db, site.id, id);
  const now = ctx.config.now();
  const reminder = request.kind === 'reminder';
  await writeGuestList(ctx, site.id, async (tx) => {
    await tx
      .update(households)
      .set({
        // The first sending is when it went out; a reminder is counted apart.
        sentAt: sql`coalesce(${households.sentAt}, ${now.toISOString()}::timestamptz)`,
        ...(reminder ? { remindedAt: now, reminders: sql`${households.reminders} + 1` } : {}),
      })
      .where(and(eq(households.id, id), eq(households.liveId, site.id)));
    await recordChange(tx, {
      liveId: site.id,
      action: reminder ? 'household.reminded' : 'household.sent',
      actor,
      householdId: id,
      details: request.channel ? { channel: request.channel } : {},
    });
  });
  return oneHousehold(ctx, managed, id);
}

export async function rotateLink(ctx: AppContext, managed: ManagedSite, id: number): Promise<Household> {
  const { site, actor } = managed;
  await householdOf(ctx.db, site.id, id);
  // The old link stops opening the household's page on every instance once this returns.
  await writeGuestList(ctx, site.id, async (tx) => {
    await tx
      .update(households)
      .set({ ...freshLink(ctx.config), updatedBy: actor, updatedAt: ctx.config.now() })
      .where(and(eq(households.id, id), eq(households.liveId, site.id)));
    await recordChange(tx, { liveId: site.id, action: 'household.new-link', actor, householdId: id });
  });
  return oneHousehold(ctx, managed, id);
}

function bulkValue(request: BulkRequest): string {
  const value = cleanText(request.value, 'body.value');
  if (!value) throw new HttpError(400, `body.value is required for ${request.action}`);
  return value;
}

/** One action on many households of the site; ids of other sites are ignored (and not counted). */
export async function bulkAction(ctx: AppContext, managed: ManagedSite, request: BulkRequest): Promise<number> {
  const { site, actor } = managed;
  const ids = [...new Set(request.ids)];
  let eventKey: string | undefined;
  if (request.action === 'invite' || request.action === 'uninvite') {
    if (!request.eventKey) throw new HttpError(400, `body.eventKey is required for ${request.action}`);
    checkEventKey(await functionsOf(ctx, site), request.eventKey, 'body.eventKey');
    eventKey = request.eventKey;
  }
  const value = ['side', 'tag', 'untag', 'language'].includes(request.action) ? bulkValue(request) : '';
  if (request.action === 'language' && !(GUEST_LANGUAGES as readonly string[]).includes(value)) {
    throw new HttpError(400, `body.value must be one of ${GUEST_LANGUAGES.join(', ')}`);
  }
  const now = ctx.config.now();
  const mine = and(eq(households.liveId, site.id), inArray(households.id, ids));
  const touched = { updatedBy: actor, updatedAt: now };
  return writeGuestList(ctx, site.id, async (tx) => {
    const targets = await tx.select({ id: households.id, members: households.members }).from(households).where(mine);
    if (!targets.length) return 0;
    const targetIds = targets.map((target) => target.id);
    switch (request.action) {
      case 'invite':
        await tx
          .insert(householdEvents)
          .values(
            targets.map((target) => ({
              householdId: target.id,
              eventKey: eventKey!,
              seats: request.seats ?? Math.min(MAX_SEATS, Math.max(1, target.members.length)),
            })),
          )
          .onConflictDoUpdate({
            target: [householdEvents.householdId, householdEvents.eventKey],
            set: { seats: sql`excluded.seats` },
          });
        await tx.update(households).set(touched).where(inArray(households.id, targetIds));
        break;
      case 'uninvite':
        await tx
          .delete(householdEvents)
          .where(and(inArray(householdEvents.householdId, targetIds), eq(householdEvents.eventKey, eventKey!)));
        await tx.update(households).set(touched).where(inArray(households.id, targetIds));
        break;
      case 'side':
        await tx
          .update(households)
          .set({ side: value, ...touched })
          .where(inArray(households.id, targetIds));
        break;
      case 'language':
        await tx
          .update(households)
          .set({ language: value as 'en', ...touched })
          .where(inArray(households.id, targetIds));
        break;
      case 'tag':
        await tx
          .update(households)
          .set({
            tags: sql`case when ${households.tags} @> jsonb_build_array(${value}::text) then ${households.tags}
              else ${households.tags} || jsonb_build_array(${value}::text) end`,
            ...touched,
          })
          .where(inArray(households.id, targetIds));
        break;
      case 'untag':
        await tx
          .update(households)
          .set({ tags: sql`${households.tags} - ${value}::text`, ...touched })
          .where(inArray(households.id, targetIds));
        break;
      case 'delete':
        await tx.delete(households).where(inArray(households.id, targetIds));
        break;
    }
    await recordChange(tx, {
      liveId: site.id,
      action: `bulk.${request.action}`,
      actor,
      details: { count: targetIds.length, ...(eventKey ? { eventKey } : {}), ...(value ? { value } : {}) },
    });
    return targetIds.length;
  });
}
