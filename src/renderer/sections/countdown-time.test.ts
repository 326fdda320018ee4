import { describe, expect, it } from 'vitest';
import { en, type Messages } from '../i18n/en';
import { hi } from '../i18n/hi';
import { kn } from '../i18n/kn';
import { bn } from '../i18n/bn';
import { mr } from '../i18n/mr';
import { countdownAt, countdownPieces, eventSpan, type CountdownWords } from './countdown-time';

const wordsOf = (messages: Messages): CountdownWords => ({
  daysToGo: messages.daysToGo,
  tomorrow: messages.tomorrow,
  todayIsTheDay: messages.todayIsTheDay,
  timeLeft: messages.timeLeft,
  happeningNow: messages.happeningNow,
  eventOver: messages.eventOver,
});
const at = (iso: string) => Date.parse(iso);
const text = (pieces: { text: string }[]) => pieces.map((piece) => piece.text).join('');

// 14 February 2027, 10:30 in India = 05:00 UTC.
const wedding = eventSpan('2027-02-14', '10:30')!;

describe('eventSpan', () => {
  it('reads the date and time as India’s, wherever the code runs', () => {
    expect(wedding).toMatchObject({ day: '2027-02-14', timed: true, multiDay: false });
    expect(new Date(wedding.start).toISOString()).toBe('2027-02-14T05:00:00.000Z');
    // It runs to the end of the day in India.
    expect(new Date(wedding.end).toISOString()).toBe('2027-02-14T18:30:00.000Z');
  });

  it('starts at midnight without a time, runs to its last day, and refuses text that is not a date', () => {
    const festival = eventSpan('2027-03-01', '', '2027-03-03')!;
    expect(new Date(festival.start).toISOString()).toBe('2027-02-28T18:30:00.000Z');
    expect(new Date(festival.end).toISOString()).toBe('2027-03-03T18:30:00.000Z');
    expect(festival).toMatchObject({ timed: false, multiDay: true });
    // An end before the start, or a late-night start, still gives the event its evening.
    expect(eventSpan('2027-03-01', '23:30', '2027-02-01')!.end).toBe(at('2027-03-01T21:00:00Z'));
    expect(eventSpan('sometime in March')).toBeNull();
    expect(eventSpan('2027-02-30')).toBeNull();
  });
});

describe('countdownAt', () => {
  it('counts calendar days in India and the time left to the minute, rounded up', () => {
    // 23:50 on 12 Feb in India: two calendar days, 1 day 10 h 40 min to go.
    expect(countdownAt(wedding, at('2027-02-12T18:20:00Z'))).toEqual({
      phase: 'before',
      days: 2,
      left: { days: 1, hours: 10, minutes: 40 },
    });
    // Half a minute before the start is still "1 min", never "0 min".
    expect(countdownAt(wedding, at('2027-02-14T04:59:30Z'))).toMatchObject({
      days: 0,
      left: { days: 0, hours: 0, minutes: 1 },
    });
  });

  it('says happening now from the start, and over once the day has ended', () => {
    expect(countdownAt(wedding, wedding.start)).toEqual({ phase: 'now' });
    expect(countdownAt(wedding, wedding.end - 1)).toEqual({ phase: 'now' });
    expect(countdownAt(wedding, wedding.end)).toEqual({ phase: 'over' });
    const untimed = eventSpan('2027-02-14')!;
    expect(countdownAt(untimed, at('2027-02-14T03:00:00Z'))).toEqual({ phase: 'today' });
  });
});

describe('countdownPieces', () => {
  const words = wordsOf(en);

  it('speaks in whole days on the server, and adds hours and minutes on the guest’s clock near the day', () => {
    const twoDays = countdownAt(wedding, at('2027-02-12T04:30:00Z'));
    expect(text(countdownPieces(twoDays, words, 'en-IN', false))).toBe('2 days to go');
    expect(text(countdownPieces(twoDays, words, 'en-IN', true))).toBe('2 days 0 hrs 30 mins to go');
    const tomorrow = countdownAt(wedding, at('2027-02-13T12:00:00Z'));
    expect(text(countdownPieces(tomorrow, words, 'en-IN', false))).toBe('Tomorrow');
    expect(text(countdownPieces(tomorrow, words, 'en-IN', true))).toBe('17 hrs 0 mins to go');
    const soon = countdownAt(wedding, at('2027-02-14T04:55:00Z'));
    expect(text(countdownPieces(soon, words, 'en-IN', false))).toBe('Today is the day');
    expect(text(countdownPieces(soon, words, 'en-IN', true))).toBe('5 mins to go');
  });

  it('stays in whole days far from the event, even on the guest’s clock', () => {
    const far = countdownAt(wedding, at('2026-11-24T12:00:00Z'));
    const pieces = countdownPieces(far, words, 'en-IN', true);
    expect(text(pieces)).toBe('82 days to go');
    expect(pieces.filter((piece) => piece.number)).toEqual([{ text: '82', number: true }]);
  });

  it('marks every number for bold and speaks the page’s language', () => {
    const state = countdownAt(wedding, at('2027-02-12T04:30:00Z'));
    const hindi = countdownPieces(state, wordsOf(hi), 'hi-IN', true);
    expect(text(hindi)).toMatch(/^2 दिन 0 घं॰ 30 मि॰ बाकी$/);
    expect(hindi.filter((piece) => piece.number).map((piece) => piece.text)).toEqual(['2', '0', '30']);
    expect(text(countdownPieces(state, wordsOf(kn), 'kn-IN', false))).toBe('ಇನ್ನು 2 ದಿನಗಳು');
    expect(text(countdownPieces({ phase: 'now' }, wordsOf(kn), 'kn-IN', true))).toBe(kn.happeningNow);
    expect(text(countdownPieces({ phase: 'over' }, wordsOf(hi), 'hi-IN', true))).toBe(hi.eventOver);
  });

  it('writes the days in the language’s own digits, as its dates are', () => {
    const far = countdownAt(wedding, at('2026-11-24T12:00:00Z'));
    expect(text(countdownPieces(far, wordsOf(bn), 'bn-IN', false))).toBe('আর ৮২ দিন বাকি');
    expect(text(countdownPieces(far, wordsOf(mr), 'mr-IN', true))).toBe('अजून ८२ दिवस');
  });
});
