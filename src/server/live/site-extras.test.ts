import { describe, expect, it } from 'vitest';
import { upiPayLink } from '../../shared/upi';
import { isAfterEvent, NO_EXTRAS, streamState, thankYouFrom } from './site-extras';

const sangeet = { key: 'schedule-2', title: 'Sangeet', date: '2027-02-13', time: '18:00', lastTime: '21:00' };
const haldi = { key: 'schedule-1', title: 'Haldi', date: '2027-02-12' };

describe('streamState (India time)', () => {
  it('is live from half an hour before the start until an hour after the last item', () => {
    // 18:00 IST is 12:30 UTC; the last item at 21:00 IST ends the function at 22:00 IST (16:30 UTC).
    expect(streamState(sangeet, new Date('2027-02-13T11:59:00Z'))).toBe('soon');
    expect(streamState(sangeet, new Date('2027-02-13T12:00:00Z'))).toBe('live');
    expect(streamState(sangeet, new Date('2027-02-13T16:29:00Z'))).toBe('live');
    expect(streamState(sangeet, new Date('2027-02-13T16:30:00Z'))).toBe('recording');
  });

  it('takes the whole day in India for a function without a time, and offers an undated one', () => {
    // 2027-02-12 in India runs from 2027-02-11T18:30Z to 2027-02-12T18:30Z.
    expect(streamState(haldi, new Date('2027-02-11T17:59:00Z'))).toBe('soon');
    expect(streamState(haldi, new Date('2027-02-11T18:30:00Z'))).toBe('live');
    expect(streamState(haldi, new Date('2027-02-12T18:30:00Z'))).toBe('recording');
    expect(streamState({ key: 'main', title: 'Wedding' }, new Date())).toBe('soon');
  });
});

describe('the thank-you day', () => {
  it('is the end of the last function’s day in India plus the host’s days; never without dates', () => {
    expect(thankYouFrom([haldi, sangeet], 0)?.toISOString()).toBe('2027-02-13T18:30:00.000Z');
    expect(thankYouFrom([sangeet, haldi], 30)?.toISOString()).toBe('2027-03-15T18:30:00.000Z');
    expect(thankYouFrom([{ key: 'main', title: 'Wedding' }], 0)).toBeNull();
    const extras = { ...NO_EXTRAS, thankYouAfterDays: 0 };
    expect(isAfterEvent([sangeet], extras, new Date('2027-02-13T18:29:59Z'))).toBe(false);
    expect(isAfterEvent([sangeet], extras, new Date('2027-02-13T18:30:00Z'))).toBe(true);
  });
});

describe('upiPayLink', () => {
  it('percent-encodes every value, spaces as %20, and cuts the note at 50 characters', () => {
    expect(upiPayLink('ananya.rao@okhdfcbank', 'Ananya Rao', 'Shagun for Ananya & Rohan')).toBe(
      'upi://pay?pa=ananya.rao%40okhdfcbank&pn=Ananya%20Rao&cu=INR&tn=Shagun%20for%20Ananya%20%26%20Rohan',
    );
    const note = new URL(upiPayLink('a.b@ybl', 'शर्मा परिवार', `Shagun for ${'x'.repeat(80)}`)).searchParams.get('tn');
    expect(note).toHaveLength(50);
    expect(upiPayLink('a.b@ybl', 'शर्मा परिवार', 'n')).toContain('pn=%E0%A4%B6');
  });
});
