import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteExtras } from '../db/schema';
import { announceSiteChange } from '../db/site-changes';
import { hostSite, type HostSite } from '../guests/testing/fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
let site: HostSite;

beforeAll(async () => {
  t = await createTestApp();
  site = await hostSite(t);
});
afterAll(() => t.close());

const saveStream = (address: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/rest/api/private/live/${site.liveId}/event-day`,
    headers: { authorization: site.owner.authorization },
    payload: { streams: { 'schedule-2': address }, thankYouAfterDays: 30 },
  });

/** Addresses on a streaming service's domain that send whoever opens them somewhere else. */
const REDIRECTING = [
  'https://l.instagram.com/?u=https://evil.example',
  'https://l.instagram.com/?u=https%3A%2F%2Fevil.example%2F&e=x',
  'https://www.youtube.com/redirect?q=https://evil.example',
  'https://youtube.com/redirect?event=video_description&q=https%3A%2F%2Fevil.example',
  'https://m.youtube.com/attribution_link?u=/redirect%3Fq%3Dhttps://evil.example',
  'https://www.instagram.com/accounts/login/?next=https://evil.example',
  'https://consent.youtube.com/m?continue=https://evil.example',
  'https://accounts.google.com/ServiceLogin?continue=https://evil.example',
  'https://www.youtube.com@evil.example/live/abc',
  'https://evil.example/#@www.youtube.com/live/abc',
  'https://www.youtube.com.evil.example/live/abc',
  'http://www.youtube.com/live/abc',
  'https://www.youtube.com:8443/live/abc',
];

describe('a function’s stream address', () => {
  it('is refused when it goes through a redirector or anywhere but a service’s own watch page', async () => {
    for (const address of REDIRECTING) {
      const answer = await saveStream(address);
      expect(answer.statusCode, address).toBe(400);
      expect(answer.json().message, address).toMatch(/^body\.streams\.schedule-2 /);
    }
  });

  it('is taken for the services’ watch and live pages, written in their own form', async () => {
    const taken: Record<string, string> = {
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ&feature=share&si=abc': 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ?si=x&t=42': 'https://youtu.be/dQw4w9WgXcQ?t=42',
      'https://m.youtube.com/live/AbCdEfGhIjK?feature=shared': 'https://m.youtube.com/live/AbCdEfGhIjK',
      'https://www.youtube.com/@RaoFamily/live': 'https://www.youtube.com/@RaoFamily/live',
      'https://us02web.zoom.us/j/85512345678?pwd=aBc.1': 'https://us02web.zoom.us/j/85512345678?pwd=aBc.1',
      'https://meet.google.com/abc-defg-hij': 'https://meet.google.com/abc-defg-hij',
      'https://www.instagram.com/ananya.rohan/live/?igsh=xyz': 'https://www.instagram.com/ananya.rohan/live/',
    };
    for (const [typed, stored] of Object.entries(taken)) {
      const answer = await saveStream(typed);
      expect(answer.statusCode, `${typed}: ${answer.body}`).toBe(200);
      expect(answer.json().streams['schedule-2']).toBe(stored);
    }
  });

  it('is not offered to guests when a redirector was stored before it was refused', async () => {
    await t.app.ctx.db
      .insert(siteExtras)
      .values({ liveId: site.liveId, streams: { 'schedule-2': REDIRECTING[0]! }, updatedBy: site.owner.email })
      .onConflictDoUpdate({ target: siteExtras.liveId, set: { streams: { 'schedule-2': REDIRECTING[0]! } } });
    await announceSiteChange(t.app.ctx.db, { liveId: site.liveId });
    const page = await t.app.inject({ method: 'GET', url: `/invite/${site.slug}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('l.instagram.com');
    const ics = await t.app.inject({
      method: 'GET',
      url: `/rest/api/public/live/${site.slug}/calendar/schedule-2.ics`,
    });
    expect(ics.statusCode).toBe(200);
    expect(ics.body).not.toContain('l.instagram.com');
  });
});
