import { describe, expect, it } from 'vitest';
import { addDays, daysFrom, isCalendarDay, kolkataDateTime, kolkataDay, kolkataDayStart, kolkataInstant } from './days';

describe('Kolkata days', () => {
  it('turns the day at 18:30 UTC (midnight in India)', () => {
    expect(kolkataDay(new Date('2027-01-15T18:29:59.999Z'))).toBe('2027-01-15');
    expect(kolkataDay(new Date('2027-01-15T18:30:00.000Z'))).toBe('2027-01-16');
    expect(kolkataDayStart('2027-01-16').toISOString()).toBe('2027-01-15T18:30:00.000Z');
    expect(kolkataDateTime(new Date('2027-01-15T18:30:00.000Z'))).toBe('2027-01-16 00:00');
  });

  it('places a wall-clock time in India on the timeline', () => {
    expect(kolkataInstant('2027-01-16', '19:00').toISOString()).toBe('2027-01-16T13:30:00.000Z');
    expect(kolkataInstant('2027-01-16').toISOString()).toBe('2027-01-15T18:30:00.000Z');
  });

  it('counts days across month and year ends, and knows real dates', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
    expect(daysFrom('2027-02-27', '2027-03-02')).toEqual(['2027-02-27', '2027-02-28', '2027-03-01', '2027-03-02']);
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2027-02-29')).toBe(false);
    expect(isCalendarDay('2027-13-01')).toBe(false);
    expect(isCalendarDay('27-01-01')).toBe(false);
  });
});
