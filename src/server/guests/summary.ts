/**
 * The dashboard per function (invited, coming, not coming, no answer; adults, children, meals; stays and
 * pickups) and the list's totals (sent, opened, answered), counted from the site's households in one pass.
 */
import type { GuestSummary, Travel } from '../../shared/api/guests';
import type { RsvpEvent } from '../../shared/live';
import type { AppContext } from '../context';
import { functionsOf, type ManagedSite } from './access';
import { householdsWithEvents, type HouseholdEventRow, type HouseholdRow } from './household-rows';

type Listed = { row: HouseholdRow; events: HouseholdEventRow[] };

export function summarise(functions: readonly RsvpEvent[], list: readonly Listed[]): GuestSummary {
  const summary: GuestSummary = {
    functions: functions.map((event) => ({
      eventKey: event.key,
      title: event.title,
      date: event.date ?? null,
      households: { invited: 0, coming: 0, notComing: 0, noAnswer: 0 },
      seatsOffered: 0,
      adults: 0,
      children: 0,
      meals: {},
      stays: 0,
      pickups: 0,
    })),
    households: list.length,
    sent: 0,
    opened: 0,
    answered: 0,
  };
  const byKey = new Map(summary.functions.map((entry) => [entry.eventKey, entry]));
  for (const { row, events } of list) {
    if (row.sentAt) summary.sent += 1;
    if (row.openedAt) summary.opened += 1;
    if (row.answeredAt) summary.answered += 1;
    const travel = row.travel as Travel | null;
    for (const event of events) {
      const entry = byKey.get(event.eventKey);
      // A function the host has since removed from the schedule is no longer counted.
      if (!entry) continue;
      entry.households.invited += 1;
      entry.seatsOffered += event.seats;
      if (event.attending === null) {
        entry.households.noAnswer += 1;
        continue;
      }
      if (!event.attending) {
        entry.households.notComing += 1;
        continue;
      }
      entry.households.coming += 1;
      entry.adults += event.adults;
      entry.children += event.children;
      for (const [meal, count] of Object.entries(event.meals)) entry.meals[meal] = (entry.meals[meal] ?? 0) + count;
      if (travel?.needsStay) entry.stays += 1;
      if (travel?.needsPickup) entry.pickups += 1;
    }
  }
  return summary;
}

export async function guestSummary(ctx: AppContext, { site }: ManagedSite): Promise<GuestSummary> {
  const [functions, list] = await Promise.all([functionsOf(ctx, site), householdsWithEvents(ctx.db, site.id)]);
  return summarise(functions, list);
}
