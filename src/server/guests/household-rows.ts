/** Households as stored and as the wire contract shows them (Household in src/shared/api/guests.ts). */
import { asc, eq } from 'drizzle-orm';
import type { Household, HouseholdEvent, Travel } from '../../shared/api/guests';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import { householdEvents, households } from '../db/schema';
import { personalLink } from './links';

export type HouseholdRow = typeof households.$inferSelect;
export type HouseholdEventRow = typeof householdEvents.$inferSelect;

const iso = (at: Date | null) => (at ? at.toISOString() : null);

export function eventDto(row: HouseholdEventRow): HouseholdEvent {
  return {
    eventKey: row.eventKey,
    seats: row.seats,
    answer:
      row.attending === null
        ? null
        : {
            attending: row.attending,
            adults: row.adults,
            children: row.children,
            meals: row.meals,
            answeredAt: (row.answeredAt ?? new Date(0)).toISOString(),
          },
  };
}

export function householdDto(
  config: AppConfig,
  slug: string,
  row: HouseholdRow,
  events: readonly HouseholdEventRow[],
): Household {
  return {
    id: row.id,
    name: row.name,
    members: row.members,
    phone: row.phone,
    email: row.email,
    side: row.side,
    language: row.language,
    tags: row.tags,
    notes: row.notes,
    events: events.map(eventDto),
    extraGuestsAllowed: row.extraGuestsAllowed,
    link: personalLink(config, slug, row.linkNonce),
    status: {
      sentAt: iso(row.sentAt),
      deliveredAt: iso(row.deliveredAt),
      openedAt: iso(row.openedAt),
      answeredAt: iso(row.answeredAt),
      remindedAt: iso(row.remindedAt),
      reminders: row.reminders,
      readAt: iso(row.readAt),
      failure: row.sendFailure,
    },
    travel: (row.travel as Travel | null) ?? null,
    updatedBy: row.updatedBy,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A site's households (in the order they were added) with their functions, in two queries. */
export async function householdsWithEvents(
  db: Db,
  liveId: string,
): Promise<{ row: HouseholdRow; events: HouseholdEventRow[] }[]> {
  const rows = await db.select().from(households).where(eq(households.liveId, liveId)).orderBy(asc(households.id));
  if (!rows.length) return [];
  const eventRows = await db
    .select({ event: householdEvents })
    .from(householdEvents)
    .innerJoin(households, eq(households.id, householdEvents.householdId))
    .where(eq(households.liveId, liveId))
    .orderBy(asc(householdEvents.householdId), asc(householdEvents.eventKey));
  const byHousehold = new Map<number, HouseholdEventRow[]>();
  for (const { event } of eventRows) {
    const list = byHousehold.get(event.householdId) ?? [];
    list.push(event);
    byHousehold.set(event.householdId, list);
  }
  return rows.map((row) => ({ row, events: byHousehold.get(row.id) ?? [] }));
}

export async function eventsOfHousehold(db: Db, id: number): Promise<HouseholdEventRow[]> {
  return db
    .select()
    .from(householdEvents)
    .where(eq(householdEvents.householdId, id))
    .orderBy(asc(householdEvents.eventKey));
}
