/**
 * The invitation's events as the live page uses them. Which events there are, and their keys (`schedule-<n>`
 * or `main`), come from `rsvpEventsOf` in src/shared/live, so RSVP answers and calendar files agree with the
 * guest calls; this module maps the schedule the renderer draws onto those keys.
 */
import type { RsvpEvent } from '../shared/live';
import type { GroupView } from './view';

export type LiveEvent = RsvpEvent;

export const MAIN_EVENT_KEY = 'main';

/** A repeated group of happenings: entries carry a date or a time. */
export function isScheduleGroup(group: GroupView): boolean {
  return group.group.entriesAreObjects && group.fields.some((f) => f.kind === 'date' || f.kind === 'time');
}

/** Where the renderer asks for an event's calendar link: the cover, or entry `index` of a section's schedule. */
export type EventPlace = { kind: 'main' } | { kind: 'entry'; sectionKey: string; index: number };

/** The RSVP key of a drawn event: schedule entries are keyed by position (`schedule-1` ...). */
export function eventKeyAt(place: EventPlace, events: readonly LiveEvent[], today: string): string | undefined {
  if (place.kind === 'main') return (events.find((e) => (e.date ?? '') >= today) ?? events[0])?.key;
  const key = `schedule-${place.index + 1}`;
  return events.some((e) => e.key === key) ? key : undefined;
}
