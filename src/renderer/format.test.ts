import { describe, expect, it } from 'vitest';
import {
  calendarHref,
  daysUntil,
  formatDate,
  formatPhone,
  formatTime,
  safeHref,
  telHref,
  whatsappHref,
} from './format';

describe('what guests read', () => {
  it('formats calendar dates without time-zone drift, and keeps odd text as typed', () => {
    expect(formatDate('2027-02-14')).toBe('Sunday, 14 February 2027');
    expect(formatDate('2027-02-30')).toBe('2027-02-30');
    expect(formatDate('next spring')).toBe('next spring');
  });

  it('formats 24-hour times as am/pm', () => {
    expect(formatTime('10:30')).toBe('10:30 AM');
    expect(formatTime('19:05')).toBe('7:05 PM');
    expect(formatTime('00:15')).toBe('12:15 AM');
    expect(formatTime('12:00')).toBe('12:00 PM');
  });

  it('counts days to the event', () => {
    expect(daysUntil('2027-02-14', new Date(2027, 1, 10, 23, 0))).toBe(4);
    expect(daysUntil('2027-02-14', new Date(2027, 1, 15))).toBe(-1);
    expect(daysUntil('soon')).toBeNull();
  });
});

describe('links from content', () => {
  it('only turns http(s) addresses into links', () => {
    expect(safeHref('https://maps.google.com/?q=Mysuru')).toBe('https://maps.google.com/?q=Mysuru');
    expect(safeHref('javascript:alert(1)')).toBeUndefined();
    expect(safeHref(' JAVASCRIPT:alert(1)')).toBeUndefined();
    expect(safeHref('data:text/html,<b>x</b>')).toBeUndefined();
    expect(safeHref('maps.google.com')).toBeUndefined();
    expect(safeHref(42)).toBeUndefined();
  });

  it('builds call and WhatsApp links from Indian numbers however they were typed', () => {
    expect(telHref('98450 12345')).toBe('tel:+919845012345');
    expect(telHref('+91 98450-12345')).toBe('tel:+919845012345');
    expect(telHref('12345')).toBeUndefined();
    expect(whatsappHref('9845012345', 'Hi')).toBe('https://wa.me/919845012345?text=Hi');
    expect(formatPhone('9845012345')).toBe('98450 12345');
  });

  it('makes calendar links in UTC from Indian times', () => {
    const href = calendarHref('Ananya & Rohan', '2027-02-14', '10:30', 'Bengaluru')!;
    const params = new URL(href).searchParams;
    expect(params.get('dates')).toBe('20270214T050000Z/20270214T080000Z');
    expect(params.get('text')).toBe('Ananya & Rohan');
    expect(calendarHref('x', '2027-12-31')!).toContain('dates=20271231%2F20280101');
    expect(calendarHref('x', 'someday')).toBeUndefined();
  });
});
