/**
 * What a site offers around the day and after it, as guests' pages and calls read it: the shagun section, the
 * stream address of each function (and whether it is on now), and whether the celebrations are over, when
 * the page thanks its guests and RSVP is closed. The hosts change these in src/server/shagun.
 */
import { eq } from 'drizzle-orm';
import { DEFAULT_THANK_YOU_AFTER_DAYS } from '../../shared/api/shagun';
import { watchAddress, type RsvpEvent } from '../../shared/live';
import type { AppContext } from '../context';
import { siteExtras } from '../db/schema';
import { HttpError } from '../http/errors';
import { eventSpan, istToUtc } from './calendar';

export interface SiteExtras {
  shagun: { enabled: boolean; upiId: string; payeeName: string };
  streams: Record<string, string>;
  thankYouAfterDays: number;
}

export const NO_EXTRAS: SiteExtras = {
  shagun: { enabled: false, upiId: '', payeeName: '' },
  streams: {},
  thankYouAfterDays: DEFAULT_THANK_YOU_AFTER_DAYS,
};

export const RSVP_CLOSED = 'RSVP has closed: the celebrations are over. Thank you for your wishes!';

export async function siteExtrasOf(ctx: AppContext, liveId: string): Promise<SiteExtras> {
  const [row] = await ctx.db.select().from(siteExtras).where(eq(siteExtras.liveId, liveId)).limit(1);
  if (!row) return NO_EXTRAS;
  return {
    shagun: { enabled: row.shagunEnabled, upiId: row.upiId, payeeName: row.payeeName },
    streams: offeredStreams(row.streams),
    thankYouAfterDays: row.thankYouAfterDays ?? DEFAULT_THANK_YOU_AFTER_DAYS,
  };
}

/**
 * The stored addresses that are still watch pages by today's rule: one saved before a redirector was refused
 * (l.instagram.com/?u=...) is offered to no guest, on the page, in calendar files or the host's form.
 */
function offeredStreams(stored: Record<string, string>): Record<string, string> {
  const offered: Record<string, string> = {};
  for (const [eventKey, typed] of Object.entries(stored)) {
    const address = watchAddress(typed);
    if (address) offered[eventKey] = address;
  }
  return offered;
}

/**
 * The moment the page becomes a thank-you page: the end of the last function's day in India plus the host's
 * days. Null when no function has a date (nothing is ever over).
 */
export function thankYouFrom(events: readonly RsvpEvent[], days: number): Date | null {
  const last = events.reduce<string | undefined>(
    (latest, event) => (event.date && (!latest || event.date > latest) ? event.date : latest),
    undefined,
  );
  if (!last) return null;
  return new Date(istToUtc(last, '00:00').getTime() + (days + 1) * 24 * 3600_000);
}

export function isAfterEvent(events: readonly RsvpEvent[], extras: SiteExtras, now: Date): boolean {
  const from = thankYouFrom(events, extras.thankYouAfterDays);
  return from !== null && now >= from;
}

/** A 410 for an answer sent once the celebrations are over (the page and the form post say it politely). */
export async function refuseAfterEvent(ctx: AppContext, liveId: string, events: readonly RsvpEvent[]): Promise<void> {
  if (isAfterEvent(events, await siteExtrasOf(ctx, liveId), ctx.config.now())) throw new HttpError(410, RSVP_CLOSED);
}

/** Relatives open the stream a little early: "Watch live" shows from this long before the function starts. */
const LIVE_EARLY_MS = 30 * 60_000;

export type StreamState = 'soon' | 'live' | 'recording';

/** Before, during (India time) or after a function; an undated function's stream is simply offered. */
export function streamState(event: RsvpEvent, now: Date): StreamState {
  const span = eventSpan(event);
  if (!span) return 'soon';
  if (now.getTime() < span.start.getTime() - LIVE_EARLY_MS) return 'soon';
  return now < span.end ? 'live' : 'recording';
}
