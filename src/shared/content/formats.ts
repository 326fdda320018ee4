/**
 * The string formats content schemas may use, shared by the precompiled
 * validators (imported by the generated code), the server and the lint.
 *
 * Kept here rather than taken from ajv-formats because the content engine
 * needs different rules: `time` is what an <input type="time"> gives
 * (HH:MM, no zone), `uri` must be http(s) only (links end up in href on the
 * live site, so javascript: and data: must never pass), and `tel` is the
 * spec's 10-digit number. It is also tiny, which matters in the web bundle.
 */

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function isDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1) return false;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const maxDay = month === 2 && leap ? 29 : DAYS_IN_MONTH[month - 1]!;
  return day <= maxDay;
}

function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\/[^\s/$.?#][^\s]*$/i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

export const contentFormats = {
  /** Calendar date, YYYY-MM-DD (what <input type="date"> gives). */
  date: isDate,
  /** Clock time, HH:MM with optional :SS, 24-hour. */
  time: /^(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d)?$/,
  /** Absolute http(s) address. */
  uri: isHttpUrl,
  email:
    /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/i,
  /** Indian phone number: exactly 10 digits. */
  tel: /^\d{10}$/,
} as const;

export type ContentFormatName = keyof typeof contentFormats;
