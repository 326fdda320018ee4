import { describe, expect, it } from 'vitest';
import { SITE_LANGUAGES } from '../../shared/look/languages';
import { en } from './en';
import { dateBadgeIn, formatDateIn, formatNumberIn, formatTimeIn, languageFromBrowser, sectionTitle, t } from '.';
// As the renderer does: every language at once.
import { DICTIONARIES } from './all-languages';

/** The letters each language is written in: a text left in English has none of them. */
const SCRIPTS = {
  hi: /[\u0900-\u097f]/,
  mr: /[\u0900-\u097f]/,
  bn: /[\u0980-\u09ff]/,
  pa: /[\u0a00-\u0a7f]/,
  gu: /[\u0a80-\u0aff]/,
  ta: /[\u0b80-\u0bff]/,
  te: /[\u0c00-\u0c7f]/,
  kn: /[\u0c80-\u0cff]/,
  ml: /[\u0d00-\u0d7f]/,
} as const;
const OTHERS = Object.entries(SCRIPTS).map(
  ([lang, script]) => [lang, DICTIONARIES[lang as keyof typeof SCRIPTS], script] as const,
);

describe('translations', () => {
  it('come in every language the invitation offers', () => {
    expect(Object.keys(DICTIONARIES).sort()).toEqual([...SITE_LANGUAGES].sort());
    expect(Object.keys(SCRIPTS).sort()).toEqual(SITE_LANGUAGES.filter((lang) => lang !== 'en').sort());
  });

  it.each(OTHERS)(
    '%s has every key of English and no other, each filled and keeping its placeholders',
    (_, messages) => {
      expect(Object.keys(messages).sort()).toEqual(Object.keys(en).sort());
      for (const [key, text] of Object.entries(en)) {
        const translated = messages[key as keyof typeof en];
        expect(translated.trim(), key).not.toBe('');
        expect(translated.match(/\{\w+\}/g)?.sort(), key).toEqual(text.match(/\{\w+\}/g)?.sort());
      }
    },
  );

  it.each(OTHERS)('%s leaves no text in English: every one is in its own script', (_, messages, script) => {
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      expect(messages[key], key).not.toBe(en[key]);
      expect(messages[key], key).toMatch(script);
    }
  });

  it('fills placeholders and translates shared section headings only', () => {
    expect(t('en', 'daysToGo', { n: 12 })).toBe('12 days to go');
    expect(t('hi', 'daysToGo', { n: 12 })).toBe('12 दिन बाकी');
    expect(t('ta', 'daysToGo', { n: 12 })).toBe('இன்னும் 12 நாட்கள்');
    expect(sectionTitle('kn', 'Gallery')).toBe('ಚಿತ್ರಗಳು');
    expect(sectionTitle('bn', 'Venue')).toBe('অনুষ্ঠানস্থল');
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

  // Sunday 14 February 2027 as each language writes it (Intl's own words, digits and order).
  it.each([
    ['ta', ['ஞாயிறு', 'பிப்ரவரி', '2027']],
    ['te', ['ఆదివారం', 'ఫిబ్రవరి', '2027']],
    ['mr', ['रविवार', 'फेब्रुवारी', '२०२७']],
    ['gu', ['રવિવાર', 'ફેબ્રુઆરી', '2027']],
    ['bn', ['রবিবার', 'ফেব্রুয়ারি', '২০২৭']],
    ['ml', ['ഞായറാഴ്', 'ഫെബ്രുവരി', '2027']],
    ['pa', ['ਐਤਵਾਰ', 'ਫ਼ਰਵਰੀ', '2027']],
  ] as const)('writes a date in %s', (lang, words) => {
    for (const word of words) expect(formatDateIn(lang, '2027-02-14')).toContain(word);
    expect(dateBadgeIn(lang, '2027-02-14')?.weekday).toMatch(SCRIPTS[lang]);
  });

  it('writes times and numbers with each language’s digits', () => {
    expect(formatTimeIn('bn', '19:00')).toContain('৭:০০');
    expect(formatTimeIn('mr', '19:00')).toContain('७:००');
    expect(formatTimeIn('ta', '19:00')).toContain('7:00');
    expect(formatNumberIn('bn', 1250)).toBe('১,২৫০');
    expect(formatNumberIn('gu', 1250)).toBe('1,250');
    // Counts filled into a text too.
    expect(t('bn', 'householdSeatsMany', { n: 12 })).toContain('১২');
    expect(t('mr', 'daysToGo', { n: 3 })).toContain('३');
  });

  it('defaults from the browser’s languages', () => {
    expect(languageFromBrowser(['hi-IN', 'en'])).toBe('hi');
    expect(languageFromBrowser(['ta-IN', 'kn'])).toBe('ta');
    expect(languageFromBrowser(['pa-Guru-IN'])).toBe('pa');
    expect(languageFromBrowser(['fr-FR', 'ml'])).toBe('ml');
    expect(languageFromBrowser(['fr-FR'])).toBe('en');
    expect(languageFromBrowser(undefined)).toBe('en');
  });
});
