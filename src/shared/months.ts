/**
 * Month and weekday names of calendar dates (a wedding date, a blog post's day: dates, not instants, so read in
 * UTC). One place for them, from Intl.DateTimeFormat, so another language is a locale away; English by default.
 */
const formats = new Map<string, Intl.DateTimeFormat>();

function format(locale: string, part: 'month' | 'weekday'): Intl.DateTimeFormat {
  const key = `${locale}|${part}`;
  let found = formats.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, { [part]: 'long', timeZone: 'UTC' });
    formats.set(key, found);
  }
  return found;
}

/** 'January' for 1 ... 'December' for 12. */
export function monthName(month: number, locale = 'en-IN'): string {
  return format(locale, 'month').format(Date.UTC(2000, month - 1, 1));
}

/** 'Sunday' for 2027-02-14. */
export function weekdayName(year: number, month: number, day: number, locale = 'en-IN'): string {
  return format(locale, 'weekday').format(Date.UTC(year, month - 1, day));
}
