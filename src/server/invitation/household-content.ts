/**
 * A household's view of the invitation: everything on it is about the functions it is invited to, and the
 * others are absent from the HTML (not hidden).
 * - The schedule keeps only its functions. Entries are keyed by position (`schedule-<n>`, as rsvpEventsOf keys
 *   them); the entries kept are listed with their original keys so calendar links and the RSVP still name the
 *   right function.
 * - The cover's date, time and place (and so its countdown, its "save the date" and the page's summary) are its
 *   first function's, not the site's main day: a household asked to the haldi only never reads the reception's
 *   hall and date. Its last function's day ends a cover that spans days.
 * - A venue section naming a hall none of its functions is held at is left out (photo, facilities and all): each
 *   of its functions shows its own place and map in the schedule.
 * A household invited to every function sees the site as it is; one invited to none, no date or place at all.
 */
import type { ContentData, ContentLayout, FieldInfo, SectionInfo } from '../../shared/content';
import type { RsvpEvent } from '../../shared/live';

export interface HouseholdContent {
  content: ContentData;
  /** The household's functions, in the schedule's order, with their original keys. */
  events: RsvpEvent[];
  /** Original key of each schedule entry kept, by its position in the filtered schedule. */
  entryKeys: string[];
}

function scheduleArrayPath(layout: ContentLayout): readonly string[] | null {
  const section = layout.sections.find((s) => s.fields.some((field) => field.name === 'ShowSchedule'));
  const dateField: FieldInfo | undefined = section?.fields.find(
    (field) => field.group?.entriesAreObjects && field.kind === 'date',
  );
  if (!dateField) return null;
  const itemsAt = dateField.uiPath.lastIndexOf('items');
  return itemsAt === -1 ? dateField.uiPath : dateField.uiPath.slice(0, itemsAt);
}

/** A copy of `content` with the value at `path` replaced (left out when `value` is undefined). */
function withValue(content: ContentData, path: readonly string[], value: unknown): ContentData {
  const [head, ...rest] = path;
  if (head === undefined) return content;
  const node = (content as Record<string, unknown>)[head];
  if (rest.length) {
    const inner = (node && typeof node === 'object' ? node : {}) as ContentData;
    return { ...content, [head]: withValue(inner, rest, value) } as ContentData;
  }
  const copy: Record<string, unknown> = { ...content };
  if (value === undefined) delete copy[head];
  else copy[head] = value;
  return copy as ContentData;
}

const textAt = (content: ContentData, path: readonly string[]): string => {
  let node: unknown = content;
  for (const key of path) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined;
  return typeof node === 'string' ? node.trim() : '';
};

/** Functions in the order they happen (a function without a date last). */
function chronological(events: readonly RsvpEvent[]): RsvpEvent[] {
  const at = (event: RsvpEvent) => `${event.date ?? '9999-99-99'}T${event.time ?? '99:99'}`;
  return [...events].sort((a, b) => at(a).localeCompare(at(b)));
}

/** The cover's date, time and place as the household's own: its first function's (its last's ends a span). */
function ownCover(layout: ContentLayout, content: ContentData, mine: readonly RsvpEvent[]): ContentData {
  const cover = layout.sections[0];
  if (!cover) return content;
  const ordered = chronological(mine);
  const first = ordered[0];
  const last = ordered[ordered.length - 1];
  let own = content;
  for (const field of cover.fields) {
    if (field.group) continue;
    let value: string | undefined;
    if (field.kind === 'date' && /End/.test(field.name)) {
      value = last?.date && last.date !== first?.date ? last.date : undefined;
    } else if (field.kind === 'date') value = first?.date;
    else if (field.kind === 'time') value = first?.time;
    else if (field.kind === 'text' && /(Location|Venue|Address|Place)/.test(field.name)) value = first?.venue;
    else continue;
    own = withValue(own, field.uiPath, value);
  }
  return own;
}

/** Fields naming the site's own hall (rsvpEventsOf gives it to a function that names no place of its own). */
const VENUE_FIELDS = /^Venue(Name|Address|MapLink)$/;

/** Sections (other than the cover) that name the site's hall. */
function venueSections(layout: ContentLayout): SectionInfo[] {
  return layout.sections
    .slice(1)
    .filter((section) => section.fields.some((f) => !f.group && VENUE_FIELDS.test(f.name)));
}

/** Whether one of `mine` is held at the hall a venue section names. */
function heldAt(section: SectionInfo, content: ContentData, mine: readonly RsvpEvent[]): boolean {
  const named = (name: string) => {
    const field = section.fields.find((f) => !f.group && f.name === name);
    return field ? textAt(content, field.uiPath).toLowerCase() : '';
  };
  const hall = named('VenueName');
  const address = named('VenueAddress');
  return mine.some((event) => {
    const venue = (event.venue ?? '').toLowerCase();
    if (hall && venue && (venue.includes(hall) || hall.includes(venue))) return true;
    return Boolean(address) && (event.address ?? '').toLowerCase() === address;
  });
}

/** A venue section left with its show/hide switch only: nothing of a hall the household is not asked to. */
function withoutSection(content: ContentData, section: SectionInfo): ContentData {
  const data = (content as Record<string, unknown>)[section.key];
  const switches = Object.entries(data && typeof data === 'object' ? data : {}).filter(([key]) =>
    /^Show[A-Z]/.test(key),
  );
  return { ...content, [section.key]: Object.fromEntries(switches) } as ContentData;
}

/** The household's cover and venue, when it is not invited to every function. */
function ownDetails(
  layout: ContentLayout,
  content: ContentData,
  events: readonly RsvpEvent[],
  mine: readonly RsvpEvent[],
): ContentData {
  if (mine.length === events.length) return content;
  let own = ownCover(layout, content, mine);
  for (const section of venueSections(layout)) {
    if (!heldAt(section, content, mine)) own = withoutSection(own, section);
  }
  return own;
}

export function householdContent(
  layout: ContentLayout,
  content: ContentData,
  events: readonly RsvpEvent[],
  invited: ReadonlySet<string>,
): HouseholdContent {
  const mine = events.filter((event) => invited.has(event.key));
  const path = scheduleArrayPath(layout);
  let entries: unknown = content;
  for (const key of path ?? [])
    entries = entries && typeof entries === 'object' ? (entries as Record<string, unknown>)[key] : undefined;
  const own = ownDetails(layout, content, events, mine);
  if (!path || !Array.isArray(entries)) return { content: own, events: mine, entryKeys: [] };
  const entryKeys: string[] = [];
  const kept = entries.filter((_entry, index) => {
    const key = `schedule-${index + 1}`;
    if (!invited.has(key)) return false;
    entryKeys.push(key);
    return true;
  });
  return { content: withValue(own, path, kept), events: mine, entryKeys };
}
