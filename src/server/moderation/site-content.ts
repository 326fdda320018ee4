/**
 * What the dashboard and RSVP report read out of a buyer's content: the form data (for progress) and the
 * event's date. The events guests answer RSVPs to come from the live-site feature (rsvpEventsOf).
 */
import { findTemplate } from '../../shared/catalogue';
import { componentsToFormData, type ContentData, type ContentLayout } from '../../shared/content';
import { readContentPath as readPath } from '../../shared/live';
import { getContentSchema } from '../../generated';
import type { AppContext } from '../context';
import { loadContent } from '../content';

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

/** The event's date: the first date outside repeated groups (the cover's), else the earliest dated event. */
export function mainDate(content: SiteContent | null, events: readonly SiteEvent[]): string | null {
  if (content) {
    for (const slot of content.layout.slots) {
      if (slot.field.kind !== 'date' || slot.field.group) continue;
      const day = asDay(readPath(content.data, slot.dataPath));
      if (day) return day;
    }
  }
  const days = events.map((event) => event.date).filter((day): day is string => day !== null);
  return days.length ? [...days].sort()[0]! : null;
}

/** A title for an event key the schedule no longer has (the buyer removed the event after guests answered). */
export function titleOfKey(eventKey: string): string {
  const number = /^schedule-(\d+)$/.exec(eventKey)?.[1];
  return number ? `Event ${number}` : eventKey === 'main' ? 'The event' : eventKey;
}

/** Whole days from today in India to a YYYY-MM-DD date (negative once it has passed). */
export function daysUntil(day: string, now: Date): number {
  const today = now.toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });
  return Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}
