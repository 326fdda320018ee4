/**
 * The languages a buyer chose for the guest page: the switch offers only those, a guest's pick outside them
 * falls back to the buyer's default or the browser's, and a household's personal page opens in the language its
 * host set for it, in its own script and words, whether or not the switch offers it.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { Household } from '../../shared/api/guests';
import type { SiteLanguage } from '../../shared/look';
import { DICTIONARIES } from '../../renderer/i18n/all-languages';
import { hostSite } from '../guests/testing/fixtures';
import { CALENDAR_WORDS } from '../live/calendar-words';
import { createTestApp } from '../testing/test-app';

const t = await createTestApp();
afterAll(() => t.close());

const open = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const switchLinks = (html: string) => [...html.matchAll(/href="\?lang=(\w+)/g)].map((match) => match[1]);

describe('the languages a buyer chose', () => {
  it('offers only those on the switch, and opens in the first of the browser’s languages among them', async () => {
    const site = await hostSite(t, { pack: 'luxury', look: { languages: ['en', 'ta', 'bn'] } });
    const bengali = await open(`/invite/${site.slug}`, { 'accept-language': 'hi-IN,bn;q=0.9,en;q=0.5' });
    expect(bengali.body).toContain('<html lang="bn"');
    expect(bengali.body).toContain(DICTIONARIES.bn.rsvpTitle);
    expect(bengali.body).toContain('১৪ ফেব্রুয়ারি'); // 14 February, in Bengali digits (Intl)
    expect(switchLinks(bengali.body)).toEqual(['en', 'ta', 'bn']);

    // Hindi is not offered here: a link asking for it gets the browser's language instead.
    const notOffered = await open(`/invite/${site.slug}?lang=hi`, { 'accept-language': 'ta-IN' });
    expect(notOffered.body).toContain('<html lang="ta"');
    expect(notOffered.body).toContain(DICTIONARIES.ta.rsvpTitle);
  });

  it('opens in the buyer’s default whatever the browser says, until the guest picks another', async () => {
    const site = await hostSite(t, { pack: 'luxury', look: { languages: ['te', 'en'], defaultLanguage: 'te' } });
    const first = await open(`/invite/${site.slug}`, { 'accept-language': 'en-IN,en;q=0.9' });
    expect(first.body).toContain('<html lang="te"');
    expect(first.body).toContain(DICTIONARIES.te.rsvpTitle);
    const english = await open(`/invite/${site.slug}?lang=en`, { 'accept-language': 'en-IN' });
    expect(english.body).toContain('<html lang="en"');
  });

  it('is English on a site whose pack lacks the feature, whatever it stored', async () => {
    const site = await hostSite(t, { pack: 'premium', look: { languages: ['pa', 'en'], defaultLanguage: 'pa' } });
    const page = await open(`/invite/${site.slug}?lang=pa`, { 'accept-language': 'pa' });
    expect(page.body).toContain('<html lang="en"');
    expect(switchLinks(page.body)).toEqual([]);
  });

  it.each<[SiteLanguage, string]>([
    ['ml', 'മ'],
    ['gu', 'ગ'],
  ])('opens a %s household’s personal link in its own language, added to the switch', async (lang, letter) => {
    const site = await hostSite(t, { pack: 'luxury', look: { languages: ['en', 'hi'], defaultLanguage: 'hi' } });
    const added = await t.app.inject({
      method: 'POST',
      url: `/rest/api/private/live/${site.liveId}/households`,
      headers: { authorization: site.owner.authorization },
      payload: { name: 'Menon family', members: [], language: lang, events: [{ eventKey: 'schedule-1', seats: 2 }] },
    });
    expect(added.statusCode, added.body).toBe(200);
    const page = await open(new URL((added.json() as Household).link).pathname, { 'accept-language': 'en' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`<html lang="${lang}"`);
    expect(page.body).toContain(DICTIONARIES[lang].rsvpSendMine);
    expect(page.body).toContain(letter);
    expect(switchLinks(page.body)).toEqual(['en', 'hi', lang]);
    // Its calendar file's own words are in its language too.
    const token = new URL((added.json() as Household).link).pathname.split('/').pop()!;
    const calendar = await open(`/rest/api/public/live/${site.slug}/g/${token}/calendar/schedule-1.ics`);
    expect(calendar.statusCode, calendar.body).toBe(200);
    expect(calendar.body.replace(/\r\n[ \t]/g, '')).toContain(`${CALENDAR_WORDS[lang].venue}: `);
  });
});
