/**
 * The cover's countdown as pure functions of the event and an instant, so the server's text (what a guest
 * without JavaScript reads) and the clock ticking on the guest's phone say the same thing. An event's date
 * and time are India's (UTC+05:30 all year) wherever the guest or the server is. No dictionaries here: the
 * phrases come in as `CountdownWords`, so the live page's clock stays a few hundred bytes.
 */
import { addDays, isCalendarDay, kolkataDay, kolkataDayStart } from '../../shared/days';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** A timed event is "happening now" for at least this long, even when it starts late in the evening. */
const SHORTEST_EVENT_MS = 3 * 60 * MINUTE_MS;
/** Closer than this the clock shows hours and minutes too; further away whole days are all that matters. */
export const CLOCK_WITHIN_DAYS = 30;

/** When an event runs, as instants (ms since the epoch). */
export interface EventSpan {
  /** The first day, YYYY-MM-DD. */
  day: string;
  start: number;
  end: number;
  /** A start time was given (else the event starts at the day's midnight). */
  timed: boolean;
  /** It lasts more than one day. */
  multiDay: boolean;
}

export type Countdown =
  | { phase: 'before'; days: number; left: { days: number; hours: number; minutes: number } }
  /** The day itself when no start time was given. */
  | { phase: 'today' }
  | { phase: 'now' }
  | { phase: 'over' };

/** The page's phrases the countdown uses, in the page's language. */
export interface CountdownWords {
  daysToGo: string;
  tomorrow: string;
  todayIsTheDay: string;
  timeLeft: string;
  happeningNow: string;
  eventOver: string;
}

/** A piece of the countdown's text; numbers are drawn in bold. */
export interface CountdownPiece {
  text: string;
  number?: true;
}

/** The span of an event from its stored date, time ('19:30') and optional last day, or null without a date. */
export function eventSpan(date: unknown, time?: unknown, endDate?: unknown): EventSpan | null {
  const day = typeof date === 'string' ? date.trim() : '';
  if (!isCalendarDay(day)) return null;
  const last = typeof endDate === 'string' && isCalendarDay(endDate.trim()) ? endDate.trim() : day;
  const lastDay = last > day ? last : day;
  const clock = typeof time === 'string' ? /^(\d{1,2}):(\d{2})/.exec(time.trim()) : null;
  const timed = !!clock && Number(clock[1]) < 24 && Number(clock[2]) < 60;
  const midnight = kolkataDayStart(day).getTime();
  const start = timed ? midnight + (Number(clock[1]) * 60 + Number(clock[2])) * MINUTE_MS : midnight;
  const end = Math.max(kolkataDayStart(addDays(lastDay, 1)).getTime(), timed ? start + SHORTEST_EVENT_MS : 0);
  return { day, start, end, timed, multiDay: lastDay !== day };
}

/** Where the countdown stands at `now`. */
export function countdownAt(span: EventSpan, now: number): Countdown {
  if (now >= span.end) return { phase: 'over' };
  if (now >= span.start) return { phase: span.timed || span.multiDay ? 'now' : 'today' };
  // Rounded up: a minute before the start still says "1 min", never "0 min".
  const minutes = Math.ceil((span.start - now) / MINUTE_MS);
  const days = Math.round((Date.parse(span.day) - Date.parse(kolkataDay(new Date(now)))) / DAY_MS);
  return {
    phase: 'before',
    days,
    left: { days: Math.floor(minutes / 1440), hours: Math.floor((minutes % 1440) / 60), minutes: minutes % 60 },
  };
}

/**
 * The countdown's text. `ticking` (the guest's own clock) adds hours and minutes within CLOCK_WITHIN_DAYS;
 * without it (the server's HTML, which nothing updates) it speaks in whole days only.
 */
export function countdownPieces(
  state: Countdown,
  words: CountdownWords,
  locale: string,
  ticking: boolean,
): CountdownPiece[] {
  if (state.phase === 'over') return [{ text: words.eventOver }];
  if (state.phase === 'now') return [{ text: words.happeningNow }];
  if (state.phase === 'today') return [{ text: words.todayIsTheDay }];
  const { left } = state;
  if (ticking && left.days < CLOCK_WITHIN_DAYS) {
    const units: [number, string][] = [
      [left.days, 'day'],
      [left.hours, 'hour'],
      [left.minutes, 'minute'],
    ];
    // From the first unit that is not zero: "2 days 0 hrs 5 mins", then "3 hrs 20 mins", then "4 mins".
    const first = units.findIndex(([value], index) => value > 0 || index === units.length - 1);
    const time = units
      .slice(first)
      .flatMap(([value, unit], index) => [...(index > 0 ? [{ text: ' ' }] : []), ...unitPieces(value, unit, locale)]);
    return fill(words.timeLeft, 'time', time);
  }
  if (state.days === 0) return [{ text: words.todayIsTheDay }];
  if (state.days === 1) return [{ text: words.tomorrow }];
  // In the language's own digits where it has them (Bengali ৭৮, Marathi ७८), as Intl writes its dates.
  return fill(words.daysToGo, 'n', [{ text: new Intl.NumberFormat(locale).format(state.days), number: true }]);
}

/** '12 days' through Intl in the page's language, its digits marked as the number. */
function unitPieces(value: number, unit: string, locale: string): CountdownPiece[] {
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short' })
    .formatToParts(value)
    .map((part) => (part.type === 'integer' ? { text: part.value, number: true as const } : { text: part.value }));
}

/** A phrase with its `{name}` placeholder replaced by pieces, wherever the language puts it. */
function fill(phrase: string, name: string, pieces: CountdownPiece[]): CountdownPiece[] {
  const [before = '', after = ''] = phrase.split(`{${name}}`);
  return [...(before ? [{ text: before }] : []), ...pieces, ...(after ? [{ text: after }] : [])];
}
