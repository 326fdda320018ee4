import { describe, expect, it } from 'vitest';
import { monthName, weekdayName } from './months';

describe('month and weekday names', () => {
  it('names every month in English by default', () => {
    expect(Array.from({ length: 12 }, (_, index) => monthName(index + 1))).toEqual([
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ]);
  });

  it('reads a calendar date without time zones', () => {
    expect(weekdayName(2027, 2, 14)).toBe('Sunday');
    expect(weekdayName(2024, 12, 31)).toBe('Tuesday');
  });

  it('names them in another language when asked', () => {
    expect(monthName(2, 'hi-IN')).toBe('फ़रवरी');
  });
});
