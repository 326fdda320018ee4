import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { guestPhotos, rsvpEvents, rsvps, wishes } from '../db/schema';
import { createTestApp } from '../testing/test-app';
import { FLASH_COOKIE } from './flash';
import { seedLiveSite } from './testing/seed';

const t = await createTestApp();
const db = t.app.ctx.db;
afterAll(() => t.close());

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

function post(url: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...FORM, ...headers },
    payload: new URLSearchParams(fields).toString(),
  });
}

const open = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

/** The events the page's RSVP form asks about, read from its HTML as a browser would. */
async function eventKeys(slug: string): Promise<string[]> {
  const html = (await open(`/invite/${slug}`)).body;
  return [...new Set([...html.matchAll(/name="attending:([^"]+)"/g)].map((match) => match[1]!))];
}

function cookieOf(setCookie: string | string[] | undefined, name: string): string {
  const found = [setCookie ?? []].flat().find((cookie) => cookie.startsWith(`${name}=`));
  return found ? found.split(';')[0]! : '';
}

async function rsvpsOf(liveId: string) {
  return db.select().from(rsvps).where(eq(rsvps.liveId, liveId));
}

describe('POST /invite/{slug}/rsvp (the HTML form, no script)', () => {
  it('saves the answer, sends the guest back to the page and shows the saved answer there once', async () => {
    const site = await seedLiveSite(db);
    const keys = await eventKeys(site.slug);
    expect(keys.length).toBeGreaterThan(0);
    const fields: Record<string, string> = { name: 'Meera Iyer', phone: '98765 43210' };
    keys.forEach((key, index) => {
      fields[`attending:${key}`] = index === 0 ? 'yes' : 'no';
      fields[`adults:${key}`] = '2';
      fields[`children:${key}`] = '1';
      fields[`meal:${key}`] = 'Jain';
    });
    const sent = await post(`/invite/${site.slug}/rsvp?lang=en`, fields, { origin: 'http://localhost:8080' });
    expect(sent.statusCode).toBe(303);
    expect(sent.headers.location).toBe(`/invite/${site.slug}#live-rsvp-form`);
    const [row] = await rsvpsOf(site.liveId);
    expect(row?.name).toBe('Meera Iyer');
    const answers = await db.select().from(rsvpEvents).where(eq(rsvpEvents.rsvpId, row!.id));
    expect(answers.find((answer) => answer.eventKey === keys[0])).toMatchObject({
      attending: true,
      adults: 2,
      children: 1,
      meal: 'Jain',
    });

    const flash = cookieOf(sent.headers['set-cookie'], FLASH_COOKIE);
    expect(flash).not.toBe('');
    const left = String(sent.headers['set-cookie']);
    for (const attribute of [`Path=/invite/${site.slug}`, 'Max-Age=120', 'HttpOnly', 'SameSite=Lax']) {
      expect(left).toContain(attribute);
    }
    const shown = await open(`/invite/${site.slug}`, { cookie: flash });
    expect(shown.headers['cache-control']).toBe('no-store');
    expect(shown.body).toContain('Thank you, Meera Iyer! Your answer is saved.');
    expect(shown.body).toContain('coming, 2 adults, 1 child, Jain');
    // The device keeps the edit token (data-saved) and the change form sends it back.
    expect(shown.body).toMatch(/data-saved="[^"]*editToken/);
    expect(shown.body).toMatch(/<input type="hidden" name="editToken" value="[^"]+"/);
    const cleared = String(shown.headers['set-cookie']);
    expect(cleared).toMatch(new RegExp(`^${FLASH_COOKIE}=;`));
    expect(cleared).toContain(`; Path=/invite/${site.slug}`);
    expect(cleared).toContain('; Max-Age=0');

    // A made-up flash shows nothing and the page is the one every guest gets.
    const forged = await open(`/invite/${site.slug}`, { cookie: `${flash.slice(0, -4)}AAAA` });
    expect(forged.body).not.toContain('Your answer is saved');
    expect(forged.headers['cache-control']).toBe('private, no-cache');
  });

  it('shows what was missing next to the field, keeps what the guest typed, and stores nothing', async () => {
    const site = await seedLiveSite(db);
    const [first] = await eventKeys(site.slug);
    const refused = await post(`/invite/${site.slug}/rsvp?lang=en`, {
      name: 'Typed Name',
      phone: '98765 43210',
      [`adults:${first}`]: '3',
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.headers['content-type']).toContain('text/html');
    expect(refused.body).toContain('Tell us whether you will come to');
    expect(refused.body).toContain(`aria-describedby="rsvp-attending-${first}-error"`);
    expect(refused.body).toContain('value="Typed Name"');
    expect(refused.body.includes(`name="adults:${first}" value="3"`)).toBe(true);
    expect(await rsvpsOf(site.liveId)).toHaveLength(0);
  });

  it('says a refusal of the call next to its field in the page’s language', async () => {
    const site = await seedLiveSite(db, { pack: 'luxury' });
    const keys = await eventKeys(site.slug);
    const fields: Record<string, string> = { name: 'मीरा', phone: 'abc' };
    for (const key of keys) fields[`attending:${key}`] = 'no';
    const refused = await post(`/invite/${site.slug}/rsvp?lang=hi`, fields);
    expect(refused.statusCode).toBe(422);
    expect(refused.body).toContain('<html lang="hi"');
    expect(refused.body).toMatch(/id="rsvp-phone-error">[^<]*फ़ोन/);
    expect(refused.body).toContain('value="मीरा"');
    expect(await rsvpsOf(site.liveId)).toHaveLength(0);
  });

  it('answers the script with the form’s box drawn again', async () => {
    const site = await seedLiveSite(db);
    const fields: Record<string, string> = { name: 'Ravi', phone: '98765 43210' };
    for (const key of await eventKeys(site.slug)) fields[`attending:${key}`] = 'no';
    const sent = await post(`/invite/${site.slug}/rsvp?lang=en`, fields, { accept: 'application/json' });
    expect(sent.statusCode).toBe(200);
    const { html } = sent.json<{ html: string }>();
    expect(html).toMatch(/^<div class="live-form-block" id="live-rsvp-form"/);
    expect(html).toContain('Thank you, Ravi! Your answer is saved.');
    expect(sent.headers['set-cookie']).toBeUndefined();
  });

  it('refuses a post from another site’s page and stores nothing', async () => {
    const site = await seedLiveSite(db);
    const fields: Record<string, string> = { name: 'Ravi', phone: '98765 43210' };
    for (const key of await eventKeys(site.slug)) fields[`attending:${key}`] = 'no';
    const fromElsewhere = await post(`/invite/${site.slug}/rsvp`, fields, { origin: 'https://attacker.example' });
    expect(fromElsewhere.statusCode).toBe(403);
    const crossSite = await post(`/invite/${site.slug}/rsvp`, fields, { 'sec-fetch-site': 'cross-site' });
    expect(crossSite.statusCode).toBe(403);
    const nullOrigin = await post(`/invite/${site.slug}/rsvp`, fields, {
      origin: 'null',
      'sec-fetch-site': 'cross-site',
    });
    expect(nullOrigin.statusCode).toBe(403);
    expect(await rsvpsOf(site.liveId)).toHaveLength(0);
  });

  it('refuses a post that hides its origin (Origin: null), even when the browser says same-origin', async () => {
    const site = await seedLiveSite(db);
    const fields: Record<string, string> = { name: 'Ravi', phone: '98765 43210' };
    for (const key of await eventKeys(site.slug)) fields[`attending:${key}`] = 'no';
    const hidden = await post(`/invite/${site.slug}/rsvp`, fields, { origin: 'null', 'sec-fetch-site': 'same-origin' });
    expect(hidden.statusCode).toBe(403);
    const own = await post(`/invite/${site.slug}/rsvp`, fields, {
      origin: 'http://localhost:8080',
      'sec-fetch-site': 'same-origin',
    });
    expect(own.statusCode).toBe(303);
    expect(await rsvpsOf(site.liveId)).toHaveLength(1);
  });
});

describe('POST /invite/{slug}/wishes', () => {
  it('keeps the wish for the hosts and shows the thanks on the page', async () => {
    const site = await seedLiveSite(db);
    const sent = await post(`/invite/${site.slug}/wishes?lang=en`, {
      name: 'Asha',
      message: 'Bless you both',
      website: '',
    });
    expect(sent.statusCode).toBe(303);
    expect(sent.headers.location).toBe(`/invite/${site.slug}#live-wish-form`);
    const stored = await db.select().from(wishes).where(eq(wishes.liveId, site.liveId));
    expect(stored.map((wish) => [wish.name, wish.message, wish.visflag])).toEqual([['Asha', 'Bless you both', null]]);
    const shown = await open(`/invite/${site.slug}`, { cookie: cookieOf(sent.headers['set-cookie'], FLASH_COOKIE) });
    expect(shown.body).toContain('Thank you for your wish! It will appear here once the hosts approve it.');
  });

  it('keeps a personal link’s greeting on the page the guest comes back to', async () => {
    const site = await seedLiveSite(db);
    const page = (await open(`/invite/${site.slug}?to=Sharma%20%26%20family`)).body;
    expect(page).toContain(`action="/invite/${site.slug}/wishes?lang=en&amp;to=Sharma+%26+family"`);
    const sent = await post(`/invite/${site.slug}/wishes?lang=en&to=Sharma+%26+family`, {
      name: 'Asha',
      message: 'Hi',
    });
    expect(sent.headers.location).toBe(`/invite/${site.slug}?to=Sharma+%26+family#live-wish-form`);
    const refused = await post(`/invite/${site.slug}/wishes?lang=en&to=Sharma+%26+family`, {
      name: 'Asha',
      message: '',
    });
    expect(refused.body).toContain('Dear Sharma &amp; family');
  });

  it('refuses an empty message next to it, keeping the name', async () => {
    const site = await seedLiveSite(db);
    const refused = await post(`/invite/${site.slug}/wishes?lang=en`, { name: 'Asha', message: '   ' });
    expect(refused.statusCode).toBe(422);
    expect(refused.body).toMatch(/id="wish-message-error">Your wish is missing/);
    expect(refused.body).toContain('value="Asha"');
    expect(await db.select().from(wishes).where(eq(wishes.liveId, site.liveId))).toHaveLength(0);
  });
});

describe('POST /invite/{slug}/photos', () => {
  it('keeps a photo posted as multipart, and asks for one when none was chosen', async () => {
    const site = await seedLiveSite(db, { pack: 'premium' });
    const jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c33' } })
      .jpeg()
      .toBuffer();
    const boundary = 'guest-photo-test';
    const body = (withFile: boolean) =>
      Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nKiran\r\n`),
        withFile
          ? Buffer.concat([
              Buffer.from(
                `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="party.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
              ),
              jpeg,
              Buffer.from('\r\n'),
            ])
          : Buffer.from(
              `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename=""\r\nContent-Type: application/octet-stream\r\n\r\n\r\n`,
            ),
        Buffer.from(`--${boundary}--\r\n`),
      ]);
    const send = (withFile: boolean) =>
      t.app.inject({
        method: 'POST',
        url: `/invite/${site.slug}/photos?lang=en`,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: body(withFile),
      });
    const missing = await send(false);
    expect(missing.statusCode).toBe(422);
    expect(missing.body).toContain('Choose a photo first.');
    expect(missing.body).toContain('value="Kiran"');

    const sent = await send(true);
    expect(sent.statusCode).toBe(303);
    const stored = await db.select().from(guestPhotos).where(eq(guestPhotos.liveId, site.liveId));
    expect(stored.map((photo) => [photo.name, photo.visflag])).toEqual([['Kiran', null]]);
  });
});

describe('a pack without guest photos', () => {
  it('refuses a photo post with the pack’s reason, not the code form', async () => {
    const site = await seedLiveSite(db, { pack: 'basic' });
    const boundary = 'basic-pack';
    const refused = await t.app.inject({
      method: 'POST',
      url: `/invite/${site.slug}/photos?lang=en`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, accept: 'application/json' },
      payload:
        `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nKiran\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\nxyz\r\n` +
        `--${boundary}--\r\n`,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ html: string }>().html).toContain('This invitation does not offer this.');
    expect(await db.select().from(guestPhotos).where(eq(guestPhotos.liveId, site.liveId))).toHaveLength(0);
  });
});

describe('POST /invite/{slug}/access', () => {
  it('opens the page for the right code and says a wrong one next to the field', async () => {
    const site = await seedLiveSite(db, { accessCode: 'mehendi24' });
    const wrong = await post(`/invite/${site.slug}/access?lang=en`, { code: 'guess' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.body).toMatch(/id="access-code-error">That code is not right/);
    expect(wrong.headers['set-cookie']).toBeUndefined();

    const right = await post(`/invite/${site.slug}/access?lang=en`, { code: 'mehendi24' });
    expect(right.statusCode).toBe(303);
    expect(right.headers.location).toBe(`/invite/${site.slug}`);
    const cookie = String(right.headers['set-cookie']).split(';')[0]!;
    expect((await open(`/invite/${site.slug}`, { cookie })).body).toContain('Ananya');
  });

  it('stores nothing a device without the code posts to a private site', async () => {
    const site = await seedLiveSite(db, { accessCode: 'mehendi24' });
    const wish = await post(`/invite/${site.slug}/wishes`, { name: 'Stranger', message: 'Hello' });
    expect(wish.statusCode).toBe(303);
    expect(wish.headers.location).toBe(`/invite/${site.slug}`);
    expect(wish.headers['set-cookie']).toBeUndefined();
    const rsvp = await post(`/invite/${site.slug}/rsvp`, { name: 'Stranger', phone: '98765 43210' });
    expect(rsvp.statusCode).toBe(303);
    expect(await db.select().from(wishes).where(eq(wishes.liveId, site.liveId))).toHaveLength(0);
    expect(await rsvpsOf(site.liveId)).toHaveLength(0);
  });
});
