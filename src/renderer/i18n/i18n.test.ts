import { describe, expect, it } from 'vitest';
import { en } from './en';
import { hi } from './hi';
import { kn } from './kn';
import { dateBadgeIn, formatDateIn, formatTimeIn, languageFromBrowser, sectionTitle, t } from '.';
// As the renderer does: every language at once.
import './all-languages';

describe('translations', () => {
  it.each([
    ['hi', hi],
    ['kn', kn],
  ])('%s has every key of English and no other, each filled and keeping its placeholders', (_, messages) => {
    expect(Object.keys(messages).sort()).toEqual(Object.keys(en).sort());
    for (const [key, text] of Object.entries(en)) {
      const translated = messages[key as keyof typeof en];
      expect(translated.trim(), key).not.toBe('');
      expect(translated.match(/\{\w+\}/g)?.sort(), key).toEqual(text.match(/\{\w+\}/g)?.sort());
    }
  });

  it.each([
    ['hi', hi],
    ['kn', kn],
  ])('%s leaves no text in English: refusals and the countdown included', (_, messages) => {
    for (const key of Object.keys(en) as (keyof typeof en)[]) expect(messages[key], key).not.toBe(en[key]);
    const guestFacing = Object.keys(en).filter((key) => /^error|^timeLeft$|^happeningNow$|^eventOver$/.test(key));
    expect(guestFacing.length).toBeGreaterThanOrEqual(16);
    for (const key of guestFacing) expect(messages[key as keyof typeof en], key).toMatch(/[\u0900-\u0cff]/);
  });

  it('fills placeholders and translates shared section headings only', () => {
    expect(t('en', 'daysToGo', { n: 12 })).toBe('12 days to go');
    expect(t('hi', 'daysToGo', { n: 12 })).toBe('12 दिन बाकी');
    expect(sectionTitle('kn', 'Gallery')).toBe('ಚಿತ್ರಗಳು');
    expect(sectionTitle('kn', 'Sevas')).toBe('Sevas');
  });

  it('formats dates and weekdays in the language’s script', () => {
    expect(formatDateIn('en', '2027-02-14')).toBe('Sunday, 14 February 2027');
    expect(formatDateIn('hi', '2027-02-14')).toContain('रविवार');
    expect(formatDateIn('hi', '2027-02-14')).toContain('फ़रवरी');
    expect(formatDateIn('kn', '2027-02-14')).toContain('ಭಾನುವಾರ');
    expect(formatDateIn('kn', '2027-02-14')).toContain('ಫೆಬ್ರವರಿ');
    expect(formatDateIn('hi', 'soon')).toBe('soon');
    expect(dateBadgeIn('kn', '2027-02-14')?.weekday).toMatch(/ಭಾನು/);
    expect(formatTimeIn('en', '19:00')).toMatch(/^7:00\s?pm$/i);
    expect(formatTimeIn('hi', '19:00')).toMatch(/7:00/);
  });

  it('defaults from the browser’s languages', () => {
    expect(languageFromBrowser(['hi-IN', 'en'])).toBe('hi');
    expect(languageFromBrowser(['ta-IN', 'kn'])).toBe('kn');
    expect(languageFromBrowser(['fr-FR'])).toBe('en');
    expect(languageFromBrowser(undefined)).toBe('en');
  });
});
