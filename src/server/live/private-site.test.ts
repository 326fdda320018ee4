import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestPhotos, rsvpEvents, rsvps, uploads, wishes } from '../db/schema';
import { multipartBody } from '../media/testing/sample-files';
import { createTestApp, type TestApp } from '../testing/test-app';
import { SITE_PRIVATE } from './guest-access';
import { SITE_NOT_FOUND } from './site-content';
import { publish, publishedSiteFor, WEDDING_WITH_SCHEDULE } from './testing/live-fixtures';

let t: TestApp;
let ip = 0;
let host: Awaited<ReturnType<typeof publishedSiteFor>>['user'];
/** The Cookie header of a device that typed the right code for secret-wedding. */
let opened: string;

const CODE = 'mehendi24';
const from = () => `10.7.0.${++ip}`;
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers, remoteAddress: from() });
const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: from() });
const typeCode = (slug: string, code = CODE) => post(`/rest/api/public/live/${slug}/access`, { code });
const cookieOf = (response: { headers: Record<string, unknown> }) =>
  String(response.headers['set-cookie']).split(';')[0]!;

async function photo(slug: string, headers: Record<string, string> = {}) {
  const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c04060' } })
    .jpeg()
    .toBuffer();
  const body = multipartBody([
    { field: 'name', data: 'Kavya' },
    { field: 'file', filename: 'IMG_1.JPG', contentType: 'image/jpeg', data: jpeg },
  ]);
  return t.app.inject({
    method: 'POST',
    url: `/rest/api/public/live/${slug}/photos`,
    payload: body.payload,
    headers: { ...body.headers, ...headers },
    remoteAddress: from(),
  });
}

const rsvpBody = {
  name: 'Kavya',
  phone: '9845012345',
  events: [{ eventKey: 'schedule-1', attending: true, adults: 20, children: 20 }],
};
const wishBody = { name: 'Kavya', message: 'Congratulations!' };

async function stored() {
  const db = t.app.ctx.db;
  let files = 0;
  try {
    files = readdirSync(join(t.dataDir, 'uploads')).length;
  } catch {
    files = 0;
  }
  return {
    rsvps: (await db.select().from(rsvps)).length,
    answers: (await db.select().from(rsvpEvents)).length,
    wishes: (await db.select().from(wishes)).length,
    photos: (await db.select().from(guestPhotos)).length,
    uploads: (await db.select().from(uploads)).length,
    files,
  };
}

beforeAll(async () => {
  t = await createTestApp();
  ({ user: host } = await publishedSiteFor(t, 'secret-wedding', { fields: WEDDING_WITH_SCHEDULE, pack: 'luxury' }));
  const made = await publish(t, host, { baseTempID: 'wed001', slug: 'secret-wedding', accessCode: CODE });
  expect(made.statusCode, made.body).toBe(200);
  const right = await typeCode('secret-wedding');
  expect(right.statusCode, right.body).toBe(200);
  opened = cookieOf(right);
});
afterAll(() => t.close());

describe('a private site without its code', () => {
  it('has no calendar files: the same 404 as an unknown address, never kept by a shared cache', async () => {
    const locked = await get('/rest/api/public/live/secret-wedding/calendar/schedule-1.ics');
    const unknown = await get('/rest/api/public/live/nobody-here/calendar/schedule-1.ics');
    expect(locked.statusCode).toBe(404);
    expect(locked.json().message).toBe(SITE_NOT_FOUND);
    expect(locked.json().message).toBe(unknown.json().message);
    expect(locked.body).not.toContain('Sri Krishna');

    const open = await get('/rest/api/public/live/secret-wedding/calendar/schedule-1.ics', { cookie: opened });
    expect(open.statusCode).toBe(200);
    expect(open.body).toContain('Sri Krishna Gardens');
    expect(open.headers['cache-control']).toBe('private, no-cache');
    expect(open.headers.vary).toContain('Cookie');
  });

  it('refuses RSVPs, wishes and photos with 403, storing no row and no file', async () => {
    const before = await stored();
    const refused = [
      await post('/rest/api/public/live/secret-wedding/rsvp', rsvpBody),
      await post('/rest/api/public/live/secret-wedding/wishes', wishBody),
      await photo('secret-wedding'),
      // A cookie of another name or a forged value is no better than none.
      await post('/rest/api/public/live/secret-wedding/wishes', wishBody, { cookie: 'invite.secret-wedding=forged' }),
    ];
    for (const response of refused) {
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json().message).toBe(SITE_PRIVATE);
    }
    expect(await stored()).toEqual(before);
  });

  it('refuses before reading the body: a stranger’s oversized post is a 403, not a body the server took in', async () => {
    const huge = { name: 'x', message: 'y'.repeat(3 * 1024 * 1024) };
    const response = await post('/rest/api/public/live/secret-wedding/wishes', huge);
    expect(response.statusCode).toBe(403);
  });

  it('takes the same calls from a device that typed the code', async () => {
    const before = await stored();
    const answers = [
      await post(
        '/rest/api/public/live/secret-wedding/rsvp',
        { ...rsvpBody, events: [{ eventKey: 'schedule-1', attending: true, adults: 2, children: 0 }] },
        { cookie: opened },
      ),
      await post('/rest/api/public/live/secret-wedding/wishes', wishBody, { cookie: opened }),
      await photo('secret-wedding', { cookie: opened }),
    ];
    for (const response of answers) expect(response.statusCode, response.body).toBe(200);
    const after = await stored();
    expect([after.rsvps, after.wishes, after.photos]).toEqual([before.rsvps + 1, before.wishes + 1, before.photos + 1]);
  });

  it('shows only the code form on the page', async () => {
    const gate = await get('/invite/secret-wedding');
    expect(gate.body).not.toContain('Ananya');
    expect((await get('/invite/secret-wedding', { cookie: opened })).body).toContain('Ananya');
  });
});

describe('the link-preview picture', () => {
  it('is revalidated by every cache, so a site that turns private stops showing its named card', async () => {
    const { user } = await publishedSiteFor(t, 'soon-secret', { fields: WEDDING_WITH_SCHEDULE, pack: 'basic' });
    const named = await get('/rest/api/public/live/soon-secret/og.png');
    expect(named.statusCode).toBe(200);
    // A preview robot (WhatsApp's) still gets the picture; a cache may keep it but must ask before each use.
    expect(named.headers['cache-control']).toBe('public, no-cache');
    const etag = String(named.headers.etag);
    expect((await get('/rest/api/public/live/soon-secret/og.png', { 'if-none-match': etag })).statusCode).toBe(304);

    expect((await publish(t, user, { baseTempID: 'wed001', slug: 'soon-secret', accessCode: CODE })).statusCode).toBe(
      200,
    );
    const generic = await get('/rest/api/public/live/soon-secret/og.png', { 'if-none-match': etag });
    expect(generic.statusCode).toBe(200);
    expect(generic.headers.etag).not.toBe(etag);
    // The same generic card for every device, with or without the code.
    const withCode = await get('/rest/api/public/live/soon-secret/og.png', {
      cookie: cookieOf(await typeCode('soon-secret')),
    });
    expect(withCode.headers.etag).toBe(generic.headers.etag);
  });
});

describe('cookie names', () => {
  it('never collide with a slug: a site at /invite/lang stays open after its guest picks a language', async () => {
    const { user } = await publishedSiteFor(t, 'lang', { pack: 'luxury' });
    expect((await publish(t, user, { baseTempID: 'wed001', slug: 'lang', accessCode: CODE })).statusCode).toBe(200);
    const access = cookieOf(await typeCode('lang'));
    const picked = await get('/invite/lang?lang=hi', { cookie: access });
    const language = cookieOf(picked);
    expect(language.split('=')[0]).not.toBe(access.split('=')[0]);
    // A browser sends the cookie with the longer path (the language's, /invite) first.
    const page = await get('/invite/lang', { cookie: `${language}; ${access}` });
    expect(page.body).toContain('Ananya');
  });

  it('still reads the access cookie under the name devices were given before', async () => {
    const value = opened.slice(opened.indexOf('=') + 1);
    const page = await get('/invite/secret-wedding', { cookie: `invite_secret_wedding=${value}` });
    expect(page.body).toContain('Ananya');
  });
});
