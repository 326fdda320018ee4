/**
 * One event of a live site as an iCalendar file, for "Add to calendar". Dates and times in the content are
 * Indian Standard Time (UTC+05:30, no daylight saving), written out in UTC; an event without a time is an
 * all-day event. The UID is stable per site and event, so importing again updates the entry.
 */
import type { DateArray, EventAttributes } from 'ics';
import { KOLKATA_OFFSET_MINUTES } from '../../shared/days';
import type { RsvpEvent } from '../../shared/live';
import type { SiteLanguage } from '../../shared/look/languages';
import { HttpError } from '../http/errors';
import { CALENDAR_WORDS } from './calendar-words';

const DEFAULT_HOURS = 3;

export interface CalendarSite {
  liveId: string;
  url: string;
  heading: string;
  /** Host name for the UID's right-hand side. */
  domain: string;
}

function dateParts(date: string): [number, number, number] {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return [y, m, d];
}

/** The UTC instant of a date and HH:MM time in India. */
export function istToUtc(date: string, time: string): Date {
  const [y, m, d] = dateParts(date);
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1, d, hours, minutes) - KOLKATA_OFFSET_MINUTES * 60_000);
}

const utcArray = (at: Date): DateArray => [
  at.getUTCFullYear(),
  at.getUTCMonth() + 1,
  at.getUTCDate(),
  at.getUTCHours(),
  at.getUTCMinutes(),
];

type Timing = Pick<EventAttributes, 'startInputType' | 'startOutputType' | 'endInputType' | 'endOutputType'> & {
  start: DateArray;
  end: DateArray;
};

/**
 * When a dated event runs, in UTC: a timed one from its time to an hour after its programme's last item (a
 * single time gets a few hours); one without a time the whole day in India. Null without a date.
 */
export function eventSpan(event: RsvpEvent): { start: Date; end: Date; allDay: boolean } | null {
  if (!event.date) return null;
  if (!event.time || !/^\d{2}:\d{2}/.test(event.time)) {
    const start = istToUtc(event.date, '00:00');
    return { start, end: new Date(start.getTime() + 24 * 3600_000), allDay: true };
  }
  const start = istToUtc(event.date, event.time);
  const last = event.lastTime ? istToUtc(event.date, event.lastTime) : null;
  const end =
    last && last > start
      ? new Date(last.getTime() + 60 * 60_000)
      : new Date(start.getTime() + DEFAULT_HOURS * 3600_000);
  return { start, end, allDay: false };
}

function when(event: RsvpEvent & { date: string }): Timing {
  const span = eventSpan(event)!;
  if (span.allDay) {
    const [y, m, d] = dateParts(event.date);
    const next = new Date(Date.UTC(y, m - 1, d + 1));
    return { start: [y, m, d], end: [next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate()] };
  }
  return {
    start: utcArray(span.start),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: utcArray(span.end),
    endInputType: 'utc',
    endOutputType: 'utc',
  };
}

/** `stream`: the function's live-stream address, when the hosts gave one; `lang`: the words around the hosts' text. */
export async function calendarFile(
  site: CalendarSite,
  event: RsvpEvent,
  stream?: string,
  lang: SiteLanguage = 'en',
): Promise<string> {
  if (!event.date) throw new HttpError(404, 'This event has no date yet.');
  const words = CALENDAR_WORDS[lang];
  const location = [event.venue, event.address].filter(Boolean).join(', ');
  const description = [
    event.title === site.heading ? '' : site.heading,
    location ? `${words.venue}: ${location}` : '',
    event.mapLink ? `${words.map}: ${event.mapLink}` : '',
    stream ? `${words.watchLive}: ${stream}` : '',
    `${words.invitation}: ${site.url}`,
  ]
    .filter(Boolean)
    .join('\n');
  const { createEvent } = await import('ics');
  const { error, value } = createEvent({
    ...when({ ...event, date: event.date }),
    productId: 'utsav-invites/live-site',
    uid: `${site.liveId}-${event.key}@${site.domain}`,
    title: event.title === site.heading ? event.title : `${event.title} · ${site.heading}`,
    description,
    // A calendar shows its location as a link: a function watched from afar is found there too.
    ...(location ? { location } : stream ? { location: stream } : {}),
    url: site.url,
    status: 'CONFIRMED',
    busyStatus: 'BUSY',
  });
  if (error || !value) throw error ?? new Error('calendar file could not be made');
  return value;
}
