/**
 * The invitation page in the guest's language: a lookup with `{name}` placeholders and dates through Intl.
 * Deliberately tiny (the guest page has an 80 kB JavaScript budget): a plain object per language and a few
 * functions.
 */
import { LOCALES, type SiteLanguage } from '../../shared/look/languages';
import { formatDate, formatTime, parseDate } from '../format';
import type { MessageKey, Messages } from './en';

export type { MessageKey, Messages } from './en';
// The server picks the first page's language the same way from Accept-Language.
export { languageFromBrowser } from '../../shared/look/languages';

/**
 * No language is built in, English included: the renderer adds them all at once (./all-languages). The
 * guest page's phone loads none: the server draws every text, and the forms' script reads the few it says
 * itself (sending, no connection) from the form's attributes.
 */
const DICTIONARIES: Partial<Record<SiteLanguage, Messages>> = {};

export function addDictionary(lang: SiteLanguage, messages: Messages): void {
  DICTIONARIES[lang] = messages;
}

// Locales for Intl, one per language (src/shared/look/languages): Indian English keeps day-month order.
export { LOCALES } from '../../shared/look/languages';

/** Numbers filled in (counts of seats, pictures, years) are written in the language's own digits. */
export function t(lang: SiteLanguage, key: MessageKey, values: Record<string, string | number> = {}): string {
  // Every language has every key (i18n.test.ts); the fallbacks only matter for a text used before its
  // dictionary arrived, which then reads in English rather than blank.
  const text = DICTIONARIES[lang]?.[key] ?? DICTIONARIES.en?.[key] ?? key;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    if (!(name in values)) return whole;
    const value = values[name];
    return typeof value === 'number' ? formatNumberIn(lang, value) : String(value);
  });
}

/** A section heading in the guest's language when it is one the schemas share; the buyer's wording otherwise. */
export function sectionTitle(lang: SiteLanguage, title: string): string {
  const key = `section.${title}` as MessageKey;
  const messages = DICTIONARIES[lang] ?? DICTIONARIES.en;
  return messages && key in messages ? t(lang, key) : title;
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(lang: SiteLanguage, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${lang}:${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    // A calendar date, not an instant: format it in UTC so no time zone moves it to another day.
    format = new Intl.DateTimeFormat(LOCALES[lang], { ...options, timeZone: 'UTC' });
    dateFormats.set(key, format);
  }
  return format;
}

function utcDate(value: unknown): Date | null {
  const parts = parseDate(value);
  return parts ? new Date(Date.UTC(parts.year, parts.month - 1, parts.day)) : null;
}

/** 'रविवार, 14 फ़रवरी 2027'; text that is not a date is shown as typed. */
export function formatDateIn(lang: SiteLanguage, value: unknown): string {
  const date = utcDate(value);
  if (!date) return typeof value === 'string' ? value : '';
  return dateFormat(lang, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(date);
}

/** Short month and weekday names for date badges: { month: 'फ़र॰', weekday: 'रवि' }. */
export function dateBadgeIn(lang: SiteLanguage, value: unknown): { month: string; weekday: string } | null {
  const date = utcDate(value);
  if (!date) return null;
  return {
    month: dateFormat(lang, { month: 'short' }).format(date),
    weekday: dateFormat(lang, { weekday: 'short' }).format(date),
  };
}

/**
 * '7:00 PM' in the guest's language, the time of day in its words as invitations write it ('शाम 7:00' in Hindi,
 * '7:00 ಸಂಜೆ' in Kannada: Intl's plain hours would say 'pm'); text that is not a time is shown as typed.
 */
export function formatTimeIn(lang: SiteLanguage, value: unknown): string {
  if (typeof value !== 'string') return '';
  const match = /^(\d{1,2}):(\d{2})/.exec(value.trim());
  if (!match || Number(match[1]) > 23) return value;
  const date = new Date(Date.UTC(2000, 0, 1, Number(match[1]), Number(match[2])));
  const dayPeriod = lang === 'en' ? {} : { dayPeriod: 'short' as const };
  return dateFormat(lang, { hour: 'numeric', minute: '2-digit', ...dayPeriod }).format(date);
}

/** Digits as the guest's language writes numbers in running text (Intl's: Bengali and Marathi their own). */
export function formatNumberIn(lang: SiteLanguage, value: number): string {
  let format = numberFormats.get(lang);
  if (!format) {
    format = new Intl.NumberFormat(LOCALES[lang]);
    numberFormats.set(lang, format);
  }
  return format.format(value);
}

const numberFormats = new Map<SiteLanguage, Intl.NumberFormat>();

/** Dates as the renderer has always written them in English, through Intl in the other languages. */
export function dateText(lang: SiteLanguage, value: unknown): string {
  return lang === 'en' ? formatDate(value) : formatDateIn(lang, value);
}

export function timeText(lang: SiteLanguage, value: unknown): string {
  return lang === 'en' ? formatTime(value) : formatTimeIn(lang, value);
}
