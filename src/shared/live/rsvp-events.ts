/**
 * The events a guest can RSVP to, derived from a template's schema and the buyer's content, so the guest
 * page, the buyer's RSVP screen, the RSVP call and the calendar files all agree on them.
 *
 * - The schedule is the section with a `ShowSchedule` switch. Each of its repeated entries that has a date
 *   is an event, keyed `schedule-<n>` by its position (entries are numbered densely on the wire, so the key
 *   of an entry stays put while the content does).
 * - Without a schedule (none in the category, switched off, or no dated entry) the invitation itself is the
 *   one event, keyed `main`, on the cover's date and time.
 */
import type { ContentData, ContentLayout, FieldInfo } from '../content';
import { fieldText, invitationHeading, invitationNames, readContentPath as readPath } from './event-names';

export interface RsvpEvent {
  /** `main` or `schedule-1`, `schedule-2` ... */
  key: string;
  title: string;
  /** YYYY-MM-DD, absent when the buyer has not given one yet. */
  date?: string;
  /** HH:MM (Asia/Kolkata), absent for an all-day event. */
  time?: string;
  /** HH:MM of the last timed item of a schedule entry (its programme), when it has several. */
  lastTime?: string;
  /** Hall or place name. */
  venue?: string;
  address?: string;
  mapLink?: string;
}

/** The part of a content schema entry this needs (ContentSchemaEntry has both). */
export interface SchemaForEvents {
  layout: ContentLayout;
  /** The schema's title, e.g. "Wedding invitation". */
  title: string;
}

const SCHEDULE_SWITCH = 'ShowSchedule';
const ENTRY_TITLE_FIELDS = ['EventName', 'Title', 'Name'];

export function rsvpEventsOf(schema: SchemaForEvents, content: ContentData): RsvpEvent[] {
  const { layout } = schema;
  const place = venueOf(layout, content);
  const scheduled = scheduleEvents(layout, content, place);
  if (scheduled.length) return scheduled;
  const names = invitationNames(layout, content, schema.title);
  const cover = layout.sections[0]?.fields.filter((field) => !field.group) ?? [];
  const date = firstText(content, cover, 'date');
  const time = firstText(content, cover, 'time');
  return [
    {
      key: 'main',
      title: invitationHeading(names, names.occasion),
      ...(date ? { date } : {}),
      ...(time ? { time } : {}),
      ...place,
    },
  ];
}

type Place = Pick<RsvpEvent, 'venue' | 'address' | 'mapLink'>;

/** The venue the invitation names (VenueName, VenueAddress, VenueMapLink), wherever its section is. */
function venueOf(layout: ContentLayout, content: ContentData): Place {
  const place: Place = {};
  for (const field of layout.fields) {
    if (field.group) continue;
    const text = fieldText(content, field);
    if (!text) continue;
    if (field.name === 'VenueName' || field.name === 'Location') place.venue ??= text;
    else if (field.name === 'VenueAddress') place.address ??= text;
    else if (field.name === 'VenueMapLink') place.mapLink ??= text;
  }
  return place;
}

function scheduleEvents(layout: ContentLayout, content: ContentData, place: Place): RsvpEvent[] {
  const section = layout.sections.find((s) => s.fields.some((field) => field.name === SCHEDULE_SWITCH));
  if (!section) return [];
  const switchField = section.fields.find((field) => field.name === SCHEDULE_SWITCH)!;
  const shown = readPath(content, switchField.uiPath) ?? switchField.schema.default;
  if (shown === false) return [];
  const entryFields = section.fields.filter((field) => field.group?.entriesAreObjects);
  const dateField = entryFields.find((field) => field.kind === 'date');
  if (!dateField) return [];
  const groupFields = entryFields.filter((field) => field.group === dateField.group);
  const entries = readPath(content, arrayPathOf(dateField));
  if (!Array.isArray(entries)) return [];

  const events: RsvpEvent[] = [];
  entries.forEach((raw, index) => {
    const entry = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
    const text = (name: string) => (typeof entry[name] === 'string' ? (entry[name] as string).trim() : '');
    const date = text(dateField.name);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return;
    const times = groupFields
      .filter((field) => field.kind === 'time')
      .map((field) => text(field.name))
      .filter(Boolean);
    const title = ENTRY_TITLE_FIELDS.map(text).find(Boolean) ?? `Event ${index + 1}`;
    const location = text('Location');
    const mapLink = text('MapLink') || place.mapLink;
    events.push({
      key: `schedule-${index + 1}`,
      title,
      date,
      ...(times[0] ? { time: times[0] } : {}),
      ...(times.length > 1 ? { lastTime: times[times.length - 1] } : {}),
      ...(location ? { venue: location } : place),
      ...(mapLink ? { mapLink } : {}),
    });
  });
  return events;
}

function firstText(content: ContentData, fields: FieldInfo[], kind: FieldInfo['kind']): string {
  for (const field of fields) {
    if (field.kind !== kind) continue;
    const text = fieldText(content, field);
    if (text) return text;
  }
  return '';
}

/** uiPath of a repeated group's array (without its trailing 'items' and entry field name). */
function arrayPathOf(field: FieldInfo): string[] {
  const itemsAt = field.uiPath.lastIndexOf('items');
  return itemsAt === -1 ? [...field.uiPath] : field.uiPath.slice(0, itemsAt);
}
