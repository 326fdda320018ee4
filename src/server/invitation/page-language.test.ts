/**
 * The guest page speaks the page's language all the way through: its title, the not-found page, and the
 * numbers on a household's personal link (Bengali and Marathi write their own digits), the page's description and
 * its link-preview picture.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { Household } from '../../shared/api/guests';
import type { SiteLanguage } from '../../shared/look';
import { DICTIONARIES } from '../../renderer/i18n/all-languages';
import { hostSite } from '../guests/testing/fixtures';
import { createTestApp } from '../testing/test-app';

const t = await createTestApp();
afterAll(() => t.close());

const open = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

describe('the page’s language', () => {
  it('titles the page in it', async () => {
    const site = await hostSite(t, { pack: 'luxury', look: { languages: ['en', 'bn'] } });
    const bengali = await open(`/invite/${site.slug}`, { 'accept-language': 'bn-IN' });
    expect(bengali.body).toContain('<html lang="bn"');
    expect(titleOf(bengali.body)).toMatch(/ · নিমন্ত্রণপত্র$/);
    const english = await open(`/invite/${site.slug}`, { 'accept-language': 'en-IN' });
    expect(titleOf(english.body)).toMatch(/ · Invitation$/);
  });

  it('answers an unknown address in the browser’s language, or the guest’s pick', async () => {
    const bengali = await open('/invite/no-such-site', { 'accept-language': 'bn-IN,en;q=0.5' });
    expect(bengali.statusCode).toBe(404);
    expect(bengali.body).toContain('<html lang="bn"');
    expect(bengali.body).toContain(DICTIONARIES.bn.notFoundTitle);
    const picked = await open('/invite/no-such-site?lang=mr', { 'accept-language': 'bn-IN' });
    expect(picked.body).toContain(DICTIONARIES.mr.notFoundText);
    const english = await open('/invite/no-such-site');
    expect(english.body).toContain(DICTIONARIES.en.notFoundTitle);
  });

  it.each<[SiteLanguage, number, string, RegExp]>([
    ['bn', 2, 'আপনার নিমন্ত্রণ ২ জনের জন্য।', /^[০-৯]+$/],
    ['mr', 1, 'आपले निमंत्रण १ व्यक्तीसाठी आहे.', /^[०-९]+$/],
  ])('writes a %s personal link’s numbers in its own digits', async (lang, seats, seatLine, digits) => {
    const site = await hostSite(t, { pack: 'luxury', look: { languages: ['en'] } });
    const added = await t.app.inject({
      method: 'POST',
      url: `/rest/api/private/live/${site.liveId}/households`,
      headers: { authorization: site.owner.authorization },
      payload: { name: 'Sen family', members: [], language: lang, events: [{ eventKey: 'schedule-1', seats }] },
    });
    expect(added.statusCode, added.body).toBe(200);
    const page = await open(new URL((added.json() as Household).link).pathname);
    expect(page.body).toContain(seatLine);
    // The schedule's date badge: the day of the month.
    expect(/<span class="inv-event__day">([^<]*)<\/span>/.exec(page.body)?.[1]).toMatch(digits);
  });

  it('describes the page, and draws its link preview, in the site’s language', async () => {
    const english = await hostSite(t, { pack: 'luxury', look: { languages: ['en'] } });
    const hindi = await hostSite(t, { pack: 'luxury', look: { languages: ['hi', 'en'], defaultLanguage: 'hi' } });
    const description = async (slug: string) =>
      /<meta name="description" content="([^"]*)"/.exec((await open(`/invite/${slug}`)).body)?.[1];
    // The seeded cover's date, as Hindi writes it (Intl's month name), not 'Sunday, 14 February 2027'.
    expect(await description(hindi.slug)).toMatch(/फ़रवरी/);
    expect(await description(english.slug)).toMatch(/February/);
    // Same names, date and place: only the language tells the two pictures apart.
    const picture = async (slug: string) => (await open(`/rest/api/public/live/${slug}/og.png`)).headers.etag;
    expect(await picture(hindi.slug)).not.toBe(await picture(english.slug));
  });
});
