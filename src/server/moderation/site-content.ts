/**
 * What the dashboard and RSVP report read out of a buyer's content: the form data, the schedule's events (the
 * keys guests answer RSVPs under, `schedule-1` ...) and the event's date.
 */
import { findTemplate } from '../../shared/catalogue';
import { componentsToFormData, type ContentData, type ContentLayout } from '../../shared/content';
import { getContentSchema } from '../../generated';
import type { AppContext } from '../context';
import { loadContent } from '../content/content-store';

export interface SiteContent {
  layout: ContentLayout;
  data: ContentData;
  /** True when the buyer has submitted content at all. */
  submitted: boolean;
}

export interface SiteEvent {
  eventKey: string;
  title: string;
  /** YYYY-MM-DD, or null. */
  date: string | null;
}

/** The buyer's content for a template (for this live id when filed under it, else the latest saved). */
export async function siteContent(
  ctx: AppContext,
  userId: number,
  templateId: string,
  liveId?: string,
): Promise<SiteContent | null> {
  const template = findTemplate(templateId);
  const entry = template && getContentSchema(template.schema);
  if (!template || !entry) return null;
  const saved =
    (liveId ? await loadContent(ctx, { userId, templateId: template.id, liveId }) : null) ??
    (await loadContent(ctx, { userId, templateId: template.id }));
  const data = saved ? componentsToFormData(entry.layout, template.id, saved.components).data : {};
  return { layout: entry.layout, data, submitted: saved !== null && saved.components.length > 0 };
}

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const asDay = (value: unknown) => (typeof value === 'string' && DAY_PATTERN.test(value) ? value : null);

/**
 * The schedule's events: entries of the first repeated group that has a date field, keyed by their position
 * (`schedule-1` ...), titled by their first text field. A site without a schedule has one event, `main`.
 */
export function scheduleEvents(content: SiteContent | null, fallbackTitle: string): SiteEvent[] {
  if (!content) return [{ eventKey: 'main', title: fallbackTitle, date: null }];
  const { layout, data } = content;
  const dated = layout.fields.find((field) => field.group?.entriesAreObjects && field.kind === 'date');
  if (dated?.group) {
    const groupFields = layout.fields.filter((field) => field.group === dated.group);
    const titleField = groupFields.find((field) => field.kind === 'text');
    const path = dated.uiPath.slice(0, dated.uiPath.lastIndexOf('items'));
    const list = readPath(data, path);
    if (Array.isArray(list) && list.length > 0) {
      return list.map((entry, index) => {
        const item = (entry ?? {}) as Record<string, unknown>;
        const title = titleField && typeof item[titleField.name] === 'string' ? String(item[titleField.name]) : '';
        return {
          eventKey: `schedule-${index + 1}`,
          title: title || `Event ${index + 1}`,
          date: asDay(item[dated.name]),
        };
      });
    }
  }
  return [{ eventKey: 'main', title: fallbackTitle, date: mainDate(content) }];
}

/** The event's date: the first date outside repeated groups (the cover's), else the earliest schedule date. */
export function mainDate(content: SiteContent | null): string | null {
  if (!content) return null;
  for (const slot of content.layout.slots) {
    if (slot.field.kind !== 'date' || slot.field.group) continue;
    const day = asDay(readPath(content.data, slot.dataPath));
    if (day) return day;
  }
  const days = scheduleEventsDates(content);
  return days.length ? days.sort()[0]! : null;
}

function scheduleEventsDates(content: SiteContent): string[] {
  return content.layout.slots
    .filter((slot) => slot.field.kind === 'date' && slot.field.group)
    .map((slot) => asDay(readPath(content.data, slot.dataPath)))
    .filter((day): day is string => day !== null);
}

/** A title for an event key the schedule no longer has (the buyer removed the event after guests answered). */
export function titleOfKey(eventKey: string): string {
  const number = /^schedule-(\d+)$/.exec(eventKey)?.[1];
  return number ? `Event ${number}` : eventKey === 'main' ? 'The event' : eventKey;
}

function readPath(node: unknown, path: readonly (string | number)[]): unknown {
  let current = node;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string | number, unknown>)[key];
  }
  return current;
}

/** Whole days from today in India to a YYYY-MM-DD date (negative once it has passed). */
export function daysUntil(day: string, now: Date): number {
  const today = now.toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });
  return Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}
