/**
 * A live site's RSVPs per event of its schedule: who answered, heads, meals and the caterer's totals.
 *
 * A number is no credential (live/rsvp.ts), so one number may send several replies. The earliest reply from a
 * number is counted; each later one is listed flagged with the earlier reply's name (`sameNumberAs`) and kept out
 * of the figures, counted apart (`sameNumber`), so the headcount is never inflated silently and the host decides.
 */
import { asc, eq } from 'drizzle-orm';
import type { RsvpEventReport, RsvpTotals } from '../../shared/api/moderation';
import type { AppContext } from '../context';
import { rsvpEvents, rsvps } from '../db/schema';
import type { LiveSiteRow } from './own-site';
import { contentOfSite, eventsOfSite as rsvpEventsOfSite } from '../live';
import { titleOfKey, type SiteEvent } from './site-content';

export const MEAL_NOT_SAID = 'Not said';

export interface RsvpAnswerRow {
  rsvpId: number;
  name: string;
  phone: string;
  eventKey: string;
  attending: boolean;
  adults: number;
  children: number;
  meal: string | null;
  answeredAt: Date;
  /** The name of the earliest reply from the same number, when this reply is a later one; else null. */
  sameNumberAs: string | null;
}

/** Every answer of a site, one row per guest and event, guests in the order they first answered. */
export async function rsvpAnswers(ctx: AppContext, liveId: string): Promise<RsvpAnswerRow[]> {
  const rows = await ctx.db
    .select({
      rsvpId: rsvps.id,
      name: rsvps.name,
      phone: rsvps.phone,
      eventKey: rsvpEvents.eventKey,
      attending: rsvpEvents.attending,
      adults: rsvpEvents.adults,
      children: rsvpEvents.children,
      meal: rsvpEvents.meal,
      answeredAt: rsvps.updatedAt,
    })
    .from(rsvpEvents)
    .innerJoin(rsvps, eq(rsvps.id, rsvpEvents.rsvpId))
    .where(eq(rsvps.liveId, liveId))
    .orderBy(asc(rsvps.createdAt), asc(rsvps.id), asc(rsvpEvents.eventKey));
  return flagSameNumbers(rows);
}

/** Marks each reply after the earliest from its number (rows in the order replies first came). */
export function flagSameNumbers<T extends { rsvpId: number; phone: string; name: string }>(
  rows: readonly T[],
): (T & { sameNumberAs: string | null })[] {
  const earliest = new Map<string, { rsvpId: number; name: string }>();
  return rows.map((row) => {
    const first = earliest.get(row.phone);
    if (!first) earliest.set(row.phone, { rsvpId: row.rsvpId, name: row.name });
    return { ...row, sameNumberAs: first && first.rsvpId !== row.rsvpId ? first.name : null };
  });
}

/** The site's RSVP events (as guests see them), then any event key guests answered that the schedule no longer lists. */
export async function eventsOfSite(ctx: AppContext, site: LiveSiteRow, answers: RsvpAnswerRow[]): Promise<SiteEvent[]> {
  const events: SiteEvent[] = rsvpEventsOfSite(await contentOfSite(ctx, site)).map((event) => ({
    eventKey: event.key,
    title: event.title,
    date: event.date ?? null,
  }));
  const known = new Set(events.map((event) => event.eventKey));
  for (const answer of answers) {
    if (known.has(answer.eventKey)) continue;
    known.add(answer.eventKey);
    events.push({ eventKey: answer.eventKey, title: titleOfKey(answer.eventKey), date: null });
  }
  return events;
}

export function totalsOf(rows: RsvpAnswerRow[]): RsvpTotals {
  const totals: RsvpTotals = { attending: 0, declined: 0, adults: 0, children: 0, meals: {}, sameNumber: 0 };
  for (const row of rows) {
    if (row.sameNumberAs !== null) {
      totals.sameNumber += 1;
      continue;
    }
    if (!row.attending) {
      totals.declined += 1;
      continue;
    }
    totals.attending += 1;
    totals.adults += row.adults;
    totals.children += row.children;
    const meal = row.meal ?? MEAL_NOT_SAID;
    totals.meals[meal] = (totals.meals[meal] ?? 0) + row.adults + row.children;
  }
  return totals;
}

/** Per event: totals over every answer, and the guests whose name contains `search` (case-insensitive). */
export function reportByEvent(events: SiteEvent[], answers: RsvpAnswerRow[], search = ''): RsvpEventReport[] {
  const needle = search.trim().toLocaleLowerCase('en-IN');
  return events.map((event) => {
    const rows = answers.filter((answer) => answer.eventKey === event.eventKey);
    return {
      eventKey: event.eventKey,
      title: event.title,
      date: event.date,
      totals: totalsOf(rows),
      guests: rows
        .filter((row) => !needle || row.name.toLocaleLowerCase('en-IN').includes(needle))
        .map((row) => ({
          name: row.name,
          phone: row.phone,
          attending: row.attending,
          adults: row.adults,
          children: row.children,
          meal: row.meal,
          answeredAt: row.answeredAt.toISOString(),
          sameNumberAs: row.sameNumberAs,
        })),
    };
  });
}
