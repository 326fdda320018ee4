import { afterAll, describe, expect, it } from 'vitest';
import { paletteChoices } from '../../shared/look/palettes';
import { hi } from '../../renderer/i18n/hi';
import { createTestApp } from '../testing/test-app';
import { seedLiveSite } from './testing/seed';

const t = await createTestApp();
const db = t.app.ctx.db;
afterAll(() => t.close());

const open = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

const MUSIC = { source: 'bundled', track: 'shehnai-dawn' } as const;

describe('GET /invite/{slug} with the buyer look', () => {
  it('draws a luxury site in Hindi with ?lang=hi and remembers the pick on this device', async () => {
    const site = await seedLiveSite(db, { pack: 'luxury', look: { music: MUSIC } });
    const response = await open(`/invite/${site.slug}?lang=hi`);
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('<html lang="hi"');
    expect(html).toContain(hi.rsvpTitle); // "Will you join us?"
    expect(html).toContain(hi.rsvpHint);
    expect(html).toContain('निमंत्रण साझा करें'); // Share the invitation
    expect(html).toContain('14 फ़रवरी 2027'); // the date through Intl in Hindi
    expect(html).not.toContain('Share the invitation');
    // The switch is links the server answers; the music is wired by the page's small script and downloads nothing yet.
    expect(html).toContain('href="?lang=kn"');
    expect(html).toContain('class="live-music"');
    expect(html).toContain('preload="none"');
    expect(response.headers['set-cookie']).toContain('invite_lang=hi');
    expect(String(response.headers.vary)).toContain('Cookie');

    const again = await open(`/invite/${site.slug}`, { cookie: 'invite_lang=kn' });
    expect(again.body).toContain('<html lang="kn"');
    expect(again.body).toContain('ಆಮಂತ್ರಣವನ್ನು ಹಂಚಿಕೊಳ್ಳಿ');
  });

  it("opens a luxury site in the browser's language when the guest has not picked one", async () => {
    const site = await seedLiveSite(db, { pack: 'luxury' });
    const inBrowser = (acceptLanguage: string, headers: Record<string, string> = {}, query = '') =>
      open(`/invite/${site.slug}${query}`, { 'accept-language': acceptLanguage, ...headers });

    const hindi = await inBrowser('hi-IN,hi;q=0.9,en;q=0.8');
    expect(hindi.statusCode).toBe(200);
    expect(hindi.body).toContain('<html lang="hi"');
    expect(hindi.body).toContain(hi.rsvpTitle);
    // The browser's language is not a pick: nothing is remembered on the device.
    expect(hindi.headers['set-cookie']).toBeUndefined();
    // A shared cache must not hand this Hindi page to an English browser, nor lose the other reasons it varies.
    const vary = String(hindi.headers.vary)
      .split(',')
      .map((name) => name.trim().toLowerCase());
    expect(vary).toEqual(expect.arrayContaining(['accept-language', 'cookie', 'accept-encoding']));

    expect((await inBrowser('kn')).body).toContain('<html lang="kn"');
    // By preference, not by order: English is preferred over Kannada here.
    expect((await inBrowser('kn;q=0.5,en-GB')).body).toContain('<html lang="en"');
    // The first language the page comes in, and never one the browser refuses.
    expect((await inBrowser('ta-IN,kn;q=0.7,hi;q=0.6')).body).toContain('<html lang="kn"');
    expect((await inBrowser('hi;q=0,fr')).body).toContain('<html lang="en"');
    const unsupported = await inBrowser('fr-FR,de;q=0.9');
    expect(unsupported.body).toContain('<html lang="en"');
    expect(unsupported.body).toContain('Share the invitation');

    // The guest's own pick wins over the browser: the cookie from an earlier visit, and the address over both.
    expect((await inBrowser('hi-IN', { cookie: 'invite_lang=kn' })).body).toContain('<html lang="kn"');
    expect((await inBrowser('hi-IN', { cookie: 'invite_lang=kn' }, '?lang=en')).body).toContain('<html lang="en"');
    expect((await inBrowser('kn', {}, '?lang=hi')).body).toContain('<html lang="hi"');
  });

  it("keeps a basic site in English whatever the browser's language", async () => {
    const site = await seedLiveSite(db, { pack: 'basic' });
    const response = await open(`/invite/${site.slug}`, { 'accept-language': 'hi-IN,hi;q=0.9' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html lang="en"');
    expect(response.body).not.toContain(hi.rsvpTitle);
  });

  it("shows the buyer's own second-language texts when the guest picks that language", async () => {
    const site = await seedLiveSite(db, {
      pack: 'luxury',
      look: {
        texts: [
          { lang: 'hi', field: 'BrideName', text: 'अनन्या' },
          { lang: 'hi', field: 'GroomName', text: 'रोहन' },
          { lang: 'kn', field: 'BrideName', text: 'ಅನನ್ಯಾ' },
        ],
      },
    });
    const hindi = (await open(`/invite/${site.slug}?lang=hi`)).body;
    expect(hindi).toContain('अनन्या');
    expect(hindi).toContain('रोहन');
    expect(hindi).not.toContain('ಅನನ್ಯಾ');

    const kannada = (await open(`/invite/${site.slug}?lang=kn`)).body;
    expect(kannada).toContain('ಅನನ್ಯಾ');
    expect(kannada).not.toContain('अनन्या');

    const english = (await open(`/invite/${site.slug}?lang=en`)).body;
    expect(english).not.toContain('अनन्या');
    expect(english).not.toContain('रोहन');
    expect(english).not.toContain('ಅನನ್ಯಾ');
  });

  it('keeps a basic site in English without the switch or music, whatever its look says', async () => {
    const site = await seedLiveSite(db, { pack: 'basic', look: { music: MUSIC, fonts: 'modern' } });
    const html = (await open(`/invite/${site.slug}?lang=hi`)).body;
    expect(html).toContain('<html lang="en"');
    expect(html).toContain('Share the invitation');
    expect(html).not.toContain(hi.rsvpTitle);
    expect(html).not.toContain('inv-lang');
    expect(html).not.toContain('live-music');
    expect(html).not.toContain('shehnai');
  });

  it("puts the chosen palette's colours into the HTML", async () => {
    const probe = await seedLiveSite(db, { pack: 'basic' });
    const other = paletteChoices(probe.template).at(-1)!;
    const site = await seedLiveSite(db, { pack: 'basic', look: { palette: other.name } });
    const html = (await open(`/invite/${site.slug}`)).body;
    expect(html.toLowerCase()).toContain(other.primary.toLowerCase());
    expect(html).toContain(`<meta name="theme-color" content="${other.primary}">`);
  });

  it('refuses a language it does not know with a 400 naming the field', async () => {
    const site = await seedLiveSite(db, { pack: 'luxury' });
    const response = await open(`/invite/${site.slug}?lang=fr`);
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('lang');
  });
});
