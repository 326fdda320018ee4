/**
 * A site its buyer took down answers like an unknown address everywhere guests reach it: the page, the link
 * preview, the calendar entries and every call that writes (RSVP, wish, photo) answer 404 and store nothing,
 * even when the site was open (and its page and preview drawn) a moment before.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestPhotos, rsvpEvents, rsvps, uploads, wishes } from '../db/schema';
import { multipartBody } from '../media/testing/sample-files';
import { createTestApp, type TestApp } from '../testing/test-app';
import { SITE_NOT_FOUND } from './site-content';
import { publishedSiteFor, WEDDING_WITH_SCHEDULE } from './testing/live-fixtures';

const SLUG = 'taken-down-wedding';
let t: TestApp;
let ip = 0;

beforeAll(async () => {
  t = await createTestApp();
  // Premium: every call below is one its pack allows, so only the unpublishing refuses them.
  const { user } = await publishedSiteFor(t, SLUG, { pack: 'premium', fields: WEDDING_WITH_SCHEDULE });
  // Guests have the site open: its page, preview and calendar entry are drawn and cached.
  for (const url of [`/invite/${SLUG}`, `/rest/api/public/live/${SLUG}/og.png`, calendarUrl()]) {
    const response = await t.app.inject({ method: 'GET', url });
    if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode} while published`);
  }
  const down = await t.app.inject({
    method: 'POST',
    url: '/rest/api/private/live/unpublish',
    headers: { authorization: user.authorization },
    payload: { baseTempID: 'wed001' },
  });
  if (down.statusCode !== 200) throw new Error(`not unpublished: ${down.body}`);
});
afterAll(() => t.close());

function calendarUrl() {
  return `/rest/api/public/live/${SLUG}/calendar/schedule-1.ics`;
}

const post = (path: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/rest/api/public/live/${SLUG}/${path}`,
    payload,
    headers,
    remoteAddress: `10.4.0.${++ip}`,
  });

/** Every row and file a guest's call could leave behind. */
async function everythingStored() {
  const db = t.app.ctx.db;
  let files: string[] = [];
  try {
    files = readdirSync(join(t.dataDir, 'uploads'));
  } catch {
    // No upload yet: no folder.
  }
  return {
    rsvps: (await db.select().from(rsvps)).length,
    rsvpEvents: (await db.select().from(rsvpEvents)).length,
    wishes: (await db.select().from(wishes)).length,
    photos: (await db.select().from(guestPhotos)).length,
    uploads: (await db.select().from(uploads)).length,
    files: files.length,
  };
}

describe('an unpublished site', () => {
  it('answers its page and preview image with 404', async () => {
    const page = await t.app.inject({ method: 'GET', url: `/invite/${SLUG}` });
    expect(page.statusCode).toBe(404);
    expect(page.body).not.toContain('Ananya');
    const preview = await t.app.inject({ method: 'GET', url: `/rest/api/public/live/${SLUG}/og.png` });
    expect(preview.statusCode).toBe(404);
    expect(preview.headers['content-type']).not.toBe('image/png');
  });

  it('answers its calendar entries with 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: calendarUrl() });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).not.toContain('text/calendar');
    expect(response.json().message).toBe(SITE_NOT_FOUND);
  });

  it('refuses an RSVP, a wish and a photo with 404 and stores nothing', async () => {
    const before = await everythingStored();
    const rsvp = await post('rsvp', {
      name: 'Kavya Rao',
      phone: '9845012345',
      events: [{ eventKey: 'schedule-1', attending: true, adults: 2, children: 0, meal: 'Veg' }],
    });
    const wish = await post('wishes', { name: 'Kavya', message: 'Congratulations!' });
    const jpeg = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#c04060' } })
      .jpeg()
      .toBuffer();
    const body = multipartBody([
      { field: 'name', data: 'Kavya' },
      { field: 'file', filename: 'IMG_0042.JPG', contentType: 'image/jpeg', data: jpeg },
    ]);
    const photo = await post('photos', body.payload, body.headers);
    for (const [call, response] of Object.entries({ rsvp, wish, photo })) {
      expect(response.statusCode, `${call}: ${response.body}`).toBe(404);
      expect(response.json().message, call).toBe(SITE_NOT_FOUND);
    }
    expect(await everythingStored()).toEqual(before);
  });
});
