/**
 * Turning stored values into what guests read, and links that are safe to put in href: content comes from a
 * buyer's draft as well as from validated storage, so nothing here trusts its input.
 */

import { KOLKATA_OFFSET_MINUTES } from '../shared/days';
import { monthName, weekdayName } from '../shared/months';

export interface DateParts {
  year: number;
  month: number;
  day: number;
  weekday: string;
  monthName: string;
}

/** Parses YYYY-MM-DD without time zones (a wedding date is a calendar date, not an instant). */
export function parseDate(value: unknown): DateParts | null {
  if (typeof value !== 'string') return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return { year, month, day, weekday: weekdayName(year, month, day), monthName: monthName(month) };
}

/** 'Sunday, 14 February 2027'; unparseable text is shown as typed. */
export function formatDate(value: unknown): string {
  const parts = parseDate(value);
  if (!parts) return typeof value === 'string' ? value : '';
  return `${parts.weekday}, ${parts.day} ${parts.monthName} ${parts.year}`;
}

/** '14 Feb 2027' for tight places. */
export function formatShortDate(value: unknown): string {
  const parts = parseDate(value);
  if (!parts) return typeof value === 'string' ? value : '';
  return `${parts.day} ${parts.monthName.slice(0, 3)} ${parts.year}`;
}

/** '10:30' -> '10:30 AM', '19:00' -> '7:00 PM'. */
export function formatTime(value: unknown): string {
  if (typeof value !== 'string') return '';
  const match = /^(\d{1,2}):(\d{2})/.exec(value.trim());
  if (!match) return value;
  const hours = Number(match[1]);
  if (hours > 23) return value;
  const suffix = hours < 12 ? 'AM' : 'PM';
  return `${hours % 12 === 0 ? 12 : hours % 12}:${match[2]} ${suffix}`;
}

/** Only absolute http(s) addresses become links; anything else (javascript:, data:, typos) does not. */
export function safeHref(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (!/^https?:\/\//i.test(text)) return undefined;
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** Indian mobile numbers: the 10 digits, whatever spacing or +91 the buyer typed. */
export function phoneDigits(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const digits = value.replace(/\D/g, '').replace(/^(91|0)(?=\d{10}$)/, '');
  return /^\d{10}$/.test(digits) ? digits : undefined;
}

export function telHref(value: unknown): string | undefined {
  const digits = phoneDigits(value);
  return digits ? `tel:+91${digits}` : undefined;
}

export function whatsappHref(value: unknown, message?: string): string | undefined {
  const digits = phoneDigits(value);
  if (!digits) return undefined;
  return `https://wa.me/91${digits}${message ? `?text=${encodeURIComponent(message)}` : ''}`;
}

/** '98450 12345' */
export function formatPhone(value: unknown): string {
  const digits = phoneDigits(value);
  return digits ? `${digits.slice(0, 5)} ${digits.slice(5)}` : typeof value === 'string' ? value : '';
}

export function mailtoHref(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  return /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/.test(text) ? `mailto:${text}` : undefined;
}

/** A Google Calendar link for an event on a date (and time, assumed IST), or undefined without a date. */
export function calendarHref(title: string, date: unknown, time?: unknown, place?: unknown): string | undefined {
  const parts = parseDate(date);
  if (!parts) return undefined;
  const pad = (n: number) => String(n).padStart(2, '0');
  const day = `${parts.year}${pad(parts.month)}${pad(parts.day)}`;
  let dates: string;
  const clock = typeof time === 'string' ? /^(\d{1,2}):(\d{2})/.exec(time) : null;
  if (clock) {
    // IST is UTC+5:30 all year; calendar links want UTC.
    const start =
      Date.UTC(parts.year, parts.month - 1, parts.day, Number(clock[1]), Number(clock[2])) -
      KOLKATA_OFFSET_MINUTES * 60_000;
    const stamp = (ms: number) =>
      new Date(ms)
        .toISOString()
        .replace(/[-:]/g, '')
        .replace(/\.\d{3}/, '');
    dates = `${stamp(start)}/${stamp(start + 3 * 3600_000)}`;
  } else {
    const next = new Date(Date.UTC(parts.year, parts.month - 1, parts.day + 1));
    dates = `${day}/${next.getUTCFullYear()}${pad(next.getUTCMonth() + 1)}${pad(next.getUTCDate())}`;
  }
  const params = new URLSearchParams({ action: 'TEMPLATE', text: title, dates });
  if (typeof place === 'string' && place.trim()) params.set('location', place.trim());
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}

/** Whole days from today until a date (negative once it has passed), or null. */
export function daysUntil(date: unknown, now = new Date()): number | null {
  const parts = parseDate(date);
  if (!parts) return null;
  const target = Date.UTC(parts.year, parts.month - 1, parts.day);
  const today = Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
  return Math.round((target - today) / 86_400_000);
}
