import { describe, expect, it } from 'vitest';
import { countByStatus, inPeriod, statusOf } from './periods';

const now = Date.parse('2027-01-15T12:00:00Z');

describe('report periods and statuses', () => {
  it('keeps items of the chosen period only', () => {
    expect(inPeriod('2027-01-15T11:30:00Z', '1h', now)).toBe(true);
    expect(inPeriod('2027-01-15T10:30:00Z', '1h', now)).toBe(false);
    expect(inPeriod('2027-01-14T13:00:00Z', '24h', now)).toBe(true);
    expect(inPeriod('2027-01-14T11:00:00Z', '24h', now)).toBe(false);
    expect(inPeriod('2027-01-09T13:00:00Z', '7d', now)).toBe(true);
    expect(inPeriod('2027-01-07T13:00:00Z', '7d', now)).toBe(false);
    expect(inPeriod('not a date', '7d', now)).toBe(false);
  });

  it('reads visflag as the spec does and counts the cards', () => {
    expect([null, true, false].map(statusOf)).toEqual(['Unread', 'Public', 'Hidden']);
    const items = [null, null, true, false].map((visflag) => ({ date: '', visflag }));
    expect(countByStatus(items)).toEqual({ Unread: 2, Public: 1, Hidden: 1 });
  });
});
