/**
 * The events of an invitation as guests answer and save them: each dated entry of a schedule (keyed
 * `<section>-<n>`, e.g. `schedule-1`), or, when the content has no dated schedule, the cover's date as one
 * event keyed `main`. The schedule renderer, the RSVP form and the calendar links share these keys.
 */
import type { ContentData, ContentLayout, FieldInfo } from '../../shared/content';
import { parseDate } from './format';
import type { GroupView, SectionView } from './view';
import { readSection, textOf } from './view';

export const MAIN_EVENT_KEY = 'main';

export interface LiveEvent {
  key: string;
  name: string;
  /** YYYY-MM-DD */
  date: string;
  /** HH:MM, when the content gives one. */
  time?: string;
  place?: string;
  mapUrl?: string;
}

/** A repeated group of happenings: entries carry a date or a time. */
export function isScheduleGroup(group: GroupView): boolean {
  return group.group.entriesAreObjects && group.fields.some((f) => f.kind === 'date' || f.kind === 'time');
}

export function eventKeyOf(sectionKey: string, index: number): string {
  return `${sectionKey}-${index + 1}`;
}

const NAME = /(Name|Title|Heading)$/;
const PLACE = /(Location|Venue|Address|Place)/;

function firstOf(fields: FieldInfo[], predicate: (field: FieldInfo) => boolean): FieldInfo | undefined {
  return fields.find(predicate);
}

function scheduleEvents(view: SectionView): LiveEvent[] {
  const events: LiveEvent[] = [];
  for (const group of view.groups.filter(isScheduleGroup)) {
    const { fields } = group;
    const dateField = firstOf(fields, (f) => f.kind === 'date');
    if (!dateField) continue;
    const timeField = firstOf(fields, (f) => f.kind === 'time');
    const nameField = firstOf(fields, (f) => f.kind === 'text' && NAME.test(f.name) && !/Time/.test(f.name));
    const placeField = firstOf(fields, (f) => f.kind !== 'url' && PLACE.test(f.name));
    const mapField = firstOf(fields, (f) => f.kind === 'url' && /map/i.test(f.name));
    group.entries.forEach((entry, index) => {
      const date = textOf(entry[dateField.name]);
      if (!parseDate(date)) return;
      const time = timeField ? textOf(entry[timeField.name]) : '';
      const place = placeField ? textOf(entry[placeField.name]) : '';
      const map = mapField ? textOf(entry[mapField.name]) : '';
      events.push({
        key: eventKeyOf(view.section.key, index),
        name: (nameField && textOf(entry[nameField.name])) || `${group.group.label} ${index + 1}`,
        date,
        ...(time ? { time } : {}),
        ...(place ? { place } : {}),
        ...(map ? { mapUrl: map } : {}),
      });
    });
  }
  return events;
}

function mainEvent(cover: SectionView, title: string): LiveEvent | null {
  const date = cover.values.find((v) => v.field.kind === 'date' && !/End/.test(v.field.name));
  if (!date || !parseDate(textOf(date.value))) return null;
  const time = cover.values.find((v) => v.field.kind === 'time');
  const place = cover.values.find((v) => v.field.kind === 'text' && PLACE.test(v.field.name));
  return {
    key: MAIN_EVENT_KEY,
    name: title,
    date: textOf(date.value),
    ...(time ? { time: textOf(time.value) } : {}),
    ...(place ? { place: textOf(place.value) } : {}),
  };
}

/** The events guests can answer for, in schedule order; `title` names the cover's event. */
export function liveEventsOf(layout: ContentLayout, content: ContentData, title: string): LiveEvent[] {
  const views = layout.sections.map((section, index) => readSection(section, index, content));
  const scheduled = views.filter((view) => view.visible).flatMap(scheduleEvents);
  if (scheduled.length) return scheduled;
  const main = views[0] ? mainEvent(views[0], title) : null;
  return main ? [main] : [];
}

/** The event the countdown counts to: the first one still ahead, else the first one. */
export function nextEvent(events: LiveEvent[], today: string): LiveEvent | undefined {
  return events.find((event) => event.date >= today) ?? events[0];
}
