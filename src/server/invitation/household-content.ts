/**
 * A household's view of the invitation: the schedule keeps only the functions it is invited to, so the
 * others are absent from the HTML (not hidden). Schedule entries are keyed by position (`schedule-<n>`, as
 * rsvpEventsOf keys them); the entries kept are listed with their original keys so calendar links and the
 * RSVP still name the right function.
 */
import type { ContentData, ContentLayout, FieldInfo } from '../../shared/content';
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

/** A copy of `content` with the array at `path` replaced. */
function withArray(content: ContentData, path: readonly string[], entries: unknown[]): ContentData {
  const [head, ...rest] = path;
  if (head === undefined) return content;
  const node = (content as Record<string, unknown>)[head];
  if (!rest.length) return { ...content, [head]: entries } as ContentData;
  return {
    ...content,
    [head]: withArray((node && typeof node === 'object' ? node : {}) as ContentData, rest, entries),
  } as ContentData;
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
  if (!path || !Array.isArray(entries)) return { content, events: mine, entryKeys: [] };
  const entryKeys: string[] = [];
  const kept = entries.filter((_entry, index) => {
    const key = `schedule-${index + 1}`;
    if (!invited.has(key)) return false;
    entryKeys.push(key);
    return true;
  });
  return { content: withArray(content, path, kept), events: mine, entryKeys };
}
