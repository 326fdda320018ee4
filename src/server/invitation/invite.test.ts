import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { liveSites } from '../db/schema';
import { createTestApp } from '../testing/test-app';
import { seedLiveSite } from './testing/seed';

const t = await createTestApp();
const db = t.app.ctx.db;
afterAll(() => t.close());

const open = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('GET /invite/{slug}', () => {
  it('answers the invitation with names, date and venue in the first HTML', async () => {
    const site = await seedLiveSite(db, {
      wishes: [
        { name: 'Meera', message: 'Public <b>wish</b>', visflag: true },
        { name: 'Unread', message: 'Not approved yet', visflag: null },
        { name: 'Hidden', message: 'Hidden by the hosts', visflag: false },
      ],
      photos: [
        { name: 'Ravi', visflag: true },
        { name: 'Nope', visflag: false },
      ],
    });
    const response = await open(`/invite/${site.slug}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const html = response.body;
    expect(html).toContain('Ananya');
    expect(html).toContain('Rohan');
    expect(html).toContain('14 February 2027');
    expect(html).toContain('Sri Krishna Convention Hall');
    // Only public posts, and guests' text as text.
    expect(html).toContain('Public &lt;b&gt;wish&lt;/b&gt;');
    expect(html).not.toContain('Not approved yet');
    expect(html).not.toContain('Hidden by the hosts');
    expect(html).toContain('alt="Shared by Ravi"');
    expect(html).not.toContain('Shared by Nope');
    expect(html).toMatch(/srcSet="[^"]*-480\.webp[^"]* 480w, [^"]*-960\.webp[^"]* 960w"|srcset="[^"]*480w/i);
    expect(html).toContain('loading="lazy"');
    // Calendar links per event, the RSVP and wish forms, WhatsApp sharing and link previews.
    expect(html).toContain(`/rest/api/public/live/${site.slug}/calendar/schedule-1.ics`);
    expect(html).toContain(`action="/invite/${site.slug}/rsvp?lang=en"`);
    expect(html).toContain(`action="/invite/${site.slug}/wishes?lang=en"`);
    expect(html).toContain('https://wa.me/?text=');
    expect(html).toContain('<meta property="og:title" content="Ananya &amp; Rohan');
    expect(html).toContain(`/rest/api/public/live/${site.slug}/og.png`);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
  });

  it('keeps search engines out unless the site is indexable', async () => {
    const hidden = await seedLiveSite(db);
    const closed = await open(`/invite/${hidden.slug}`);
    expect(closed.body).toContain('<meta name="robots" content="noindex">');
    expect(closed.headers['x-robots-tag']).toBe('noindex');

    const listed = await seedLiveSite(db, { indexable: true });
    const openPage = await open(`/invite/${listed.slug}`);
    expect(openPage.body).not.toContain('noindex');
    expect(openPage.headers['x-robots-tag']).toBeUndefined();
  });

  it('answers a friendly 404 page for unknown and unpublished addresses', async () => {
    const draft = await seedLiveSite(db, { published: false });
    for (const url of ['/invite/no-such-site', `/invite/${draft.slug}`, '/invite/%3Cscript%3E']) {
      const response = await open(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('We could not find this invitation');
      expect(response.body).not.toContain('Ananya');
    }
  });

  it('offers the guest photo upload only on a site whose pack has the gallery', async () => {
    const basic = (await open(`/invite/${(await seedLiveSite(db, { pack: 'basic' })).slug}`)).body;
    const premium = (await open(`/invite/${(await seedLiveSite(db, { pack: 'premium' })).slug}`)).body;
    // Both are whole pages with the forms every pack has; only the premium one carries the upload form.
    for (const html of [basic, premium]) {
      expect(html).toContain('data-live-form="rsvp"');
      expect(html).toContain('data-live-form="wish"');
    }
    expect(basic).not.toContain('data-live-form="photo"');
    expect(premium).toContain('data-live-form="photo"');
  });

  it('greets a personal link by name, as text and shortened', async () => {
    const site = await seedLiveSite(db);
    const greeted = await open(`/invite/${site.slug}?to=Sharma%20family`);
    expect(greeted.body).toContain('Dear Sharma family');
    const hostile = await open(`/invite/${site.slug}?to=${encodeURIComponent('<script>alert(1)</script>')}`);
    expect(hostile.body).not.toContain('<script>alert(1)');
    expect(hostile.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    const long = await open(`/invite/${site.slug}?to=${'x'.repeat(300)}`);
    expect(long.statusCode).toBe(200);
    expect(long.body).not.toContain('x'.repeat(61));
  });
});

describe('access code', () => {
  it('shows only the code form until the device has the right code', async () => {
    const site = await seedLiveSite(db, { accessCode: 'mehendi24' });
    const gate = await open(`/invite/${site.slug}`);
    expect(gate.statusCode).toBe(200);
    expect(gate.body).toContain('This invitation is private');
    expect(gate.body).not.toContain('Ananya');
    expect(gate.body).toContain('noindex');
    // On a site with languages, a guest whose link asks for Hindi is asked for the code in Hindi (the form too).
    const luxury = await seedLiveSite(db, { accessCode: 'mehendi24', pack: 'luxury' });
    const hindiGate = await open(`/invite/${luxury.slug}?lang=hi`);
    expect(hindiGate.body).toContain('यह निमंत्रण निजी है');
    expect(hindiGate.body).toContain(`action="/invite/${luxury.slug}/access?lang=hi"`);
    expect(hindiGate.body).not.toContain('Ananya');

    const access = (code: string) =>
      t.app.inject({ method: 'POST', url: `/rest/api/public/live/${site.slug}/access`, payload: { code } });
    const wrong = await access('guess');
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toMatch(/not right/);
    expect(wrong.headers['set-cookie']).toBeUndefined();

    const right = await access('mehendi24');
    expect(right.statusCode).toBe(200);
    const cookie = String(right.headers['set-cookie']);
    expect(cookie).toMatch(/HttpOnly/);
    const opened = await open(`/invite/${site.slug}`, { cookie: cookie.split(';')[0]! });
    expect(opened.body).toContain('Ananya');

    // A cookie made for another site or a forged value opens nothing.
    const other = await seedLiveSite(db, { accessCode: 'mehendi24' });
    const forged = cookie.split(';')[0]!.replace(/^[^=]+/, `invite.${other.slug}`);
    expect((await open(`/invite/${other.slug}`, { cookie: forged })).body).not.toContain('Ananya');
    // The value is signed through @fastify/cookie: the value alone, or with another signature, opens nothing.
    const value = decodeURIComponent(cookie.split(';')[0]!.split('=').slice(1).join('='));
    const unsigned = value.slice(0, value.lastIndexOf('.'));
    for (const made of [unsigned, `${unsigned}.${'A'.repeat(43)}`]) {
      const shown = await open(`/invite/${site.slug}`, { cookie: `invite.${site.slug}=${encodeURIComponent(made)}` });
      expect(shown.body).not.toContain('Ananya');
    }
    // A device given its cookie before the value was signed this way keeps its access.
    const [row] = await db.select().from(liveSites).where(eq(liveSites.slug, site.slug));
    const earlier = createHmac('sha256', t.app.ctx.config.jwtSecret)
      .update(`invite-access\u0000${site.slug}\u0000${row!.accessCodeHash}`)
      .digest('base64url');
    expect((await open(`/invite/${site.slug}`, { cookie: `invite.${site.slug}=${earlier}` })).body).toContain('Ananya');
  });

  it('refuses bad input with a 400, and a code for an unknown address as a wrong code', async () => {
    const site = await seedLiveSite(db, { accessCode: 'mehendi24' });
    const bad = await t.app.inject({
      method: 'POST',
      url: `/rest/api/public/live/${site.slug}/access`,
      payload: { code: 42 },
    });
    expect(bad.statusCode).toBe(400);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/rest/api/public/live/nobody-here/access',
      payload: { code: 'x' },
    });
    expect(unknown.statusCode).toBe(403);
  });

  it('limits tries per client and site', async () => {
    const site = await seedLiveSite(db, { accessCode: 'mehendi24' });
    const codes: number[] = [];
    for (let i = 0; i < 12; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/rest/api/public/live/${site.slug}/access`,
        payload: { code: `wrong-${i}` },
      });
      codes.push(response.statusCode);
    }
    expect(codes).toContain(429);
  });
});

describe('GET /rest/api/public/live/{slug}/og.png', () => {
  it('draws a 1200x630 PNG, cached by ETag', async () => {
    const site = await seedLiveSite(db);
    const response = await open(`/rest/api/public/live/${site.slug}/og.png`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    const meta = await sharp(response.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630]);
    const again = await open(`/rest/api/public/live/${site.slug}/og.png`, {
      'if-none-match': String(response.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    expect((await open('/rest/api/public/live/nobody-here/og.png')).statusCode).toBe(404);
  });
});
