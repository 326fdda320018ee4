/**
 * Calendar days as the shop counts them: Asia/Kolkata (UTC+05:30 all year, no daylight saving), written
 * YYYY-MM-DD. The visit counters, the admin's charts and the order filters all use these days.
 */
/** India's offset from UTC: +05:30 all year. The one place it is written (SQL reads it as minutes). */
export const KOLKATA_OFFSET_MINUTES = 5 * 60 + 30;
const KOLKATA_OFFSET_MS = KOLKATA_OFFSET_MINUTES * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/** The Kolkata calendar day an instant falls on. */
export function kolkataDay(at: Date): string {
  return new Date(at.getTime() + KOLKATA_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant a Kolkata day begins (its midnight, in UTC). */
export function kolkataDayStart(day: string): Date {
  return kolkataInstant(day);
}

/**
 * The instant of a Kolkata wall-clock time: `day` (YYYY-MM-DD) at `time` (HH:MM, midnight when left out).
 * An event's date and time are India's wherever the guest or the server is.
 */
export function kolkataInstant(day: string, time = '00:00'): Date {
  return new Date(Date.parse(`${day}T${time}:00.000Z`) - KOLKATA_OFFSET_MS);
}

/** The day `count` days after `day` (before, when negative). */
export function addDays(day: string, count: number): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + count * DAY_MS).toISOString().slice(0, 10);
}

/** Every day from `from` to `to`, both included. */
export function daysFrom(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** A real calendar day written YYYY-MM-DD (2027-02-30 is not one). */
export function isCalendarDay(text: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(text)) && addDays(text, 0) === text;
}

/** Kolkata wall-clock time of an instant, `YYYY-MM-DD HH:MM` (for exports and tables). */
export function kolkataDateTime(at: Date): string {
  return new Date(at.getTime() + KOLKATA_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}
