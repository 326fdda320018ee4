/**
 * Month and weekday names of calendar dates (a wedding date, a blog post's day: dates, not instants, so read in
 * UTC). One place for them, from Intl.DateTimeFormat, so another language is a locale away; English by default.
 */
const name = (part: 'month' | 'weekday', locale: string, at: number) =>
  new Intl.DateTimeFormat(locale, { [part]: 'long', timeZone: 'UTC' }).format(at);

/** 'January' for 1 ... 'December' for 12. */
export const monthName = (month: number, locale = 'en-IN') => name('month', locale, Date.UTC(2000, month - 1));

/** 'Sunday' for 2027-02-14. */
export const weekdayName = (year: number, month: number, day: number, locale = 'en-IN') =>
  name('weekday', locale, Date.UTC(year, month - 1, day));
