import { afterAll, describe, expect, it } from 'vitest';
import { paletteChoices } from '../../shared/look/palettes';
import { hi } from '../../web/invitation/i18n/hi';
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
    // The switch is links the server answers; the music is an island that downloads nothing yet.
    expect(html).toContain('href="?lang=kn"');
    expect(html).toContain('class="live-music"');
    expect(html).toContain('preload="none"');
    expect(response.headers['set-cookie']).toContain('invite_lang=hi');
    expect(String(response.headers.vary)).toContain('Cookie');

    const again = await open(`/invite/${site.slug}`, { cookie: 'invite_lang=kn' });
    expect(again.body).toContain('<html lang="kn"');
    expect(again.body).toContain('ಆಮಂತ್ರಣವನ್ನು ಹಂಚಿಕೊಳ್ಳಿ');
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
