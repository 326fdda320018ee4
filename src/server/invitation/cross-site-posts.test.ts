/**
 * The guest page's HTML forms, the personal link's included, take posts from this site's own pages only: a
 * browser's Sec-Fetch-Site must say same-origin (or none: typed, bookmarked), and an Origin it sends must be
 * this site's; a browser too old to send Sec-Fetch-Site is judged by its Origin alone.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Household } from '../../shared/api/guests';
import { households, wishes } from '../db/schema';
import { hostSite, type HostSite } from '../guests/testing/fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
let site: HostSite;
let sharma: Household;

beforeAll(async () => {
  t = await createTestApp({ env: { LIVE_WISHES_PER_SITE_PER_HOUR: '1000' } });
  site = await hostSite(t);
  const added = await t.app.inject({
    method: 'POST',
    url: `/rest/api/private/live/${site.liveId}/households`,
    headers: { authorization: site.owner.authorization },
    payload: { name: 'Sharma family', members: [], events: [{ eventKey: 'schedule-2', seats: 3 }] },
  });
  expect(added.statusCode, added.body).toBe(200);
  sharma = added.json();
});
afterAll(() => t.close());

let address = 0;
const post = (url: string, fields: Record<string, string>, headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams(fields).toString(),
    remoteAddress: `10.6.${Math.floor(++address / 250)}.${address % 250}`,
  });

const FETCH_SITES = [undefined, 'same-origin', 'none', 'same-site', 'cross-site', 'cross-origin'] as const;
/** What browsers say about where the post came from; `host` posts carry the request's own Host. */
const ORIGINS: { origin?: string; host?: string; own: boolean }[] = [
  { own: true },
  { origin: 'http://localhost:8080', own: true },
  { origin: 'https://invites.example.in', host: 'invites.example.in', own: true },
  { origin: 'https://evil.example', own: false },
  { origin: 'https://shop.localhost:8080', own: false },
  { origin: 'http://localhost:8081', own: false },
  { origin: 'null', own: false },
];

describe('cross-site posts of the guest page’s forms', () => {
  it('takes a wish only from this site’s own page, whatever the browser says', async () => {
    let n = 0;
    for (const fetchSite of FETCH_SITES) {
      for (const { origin, host, own } of ORIGINS) {
        const name = `Guest ${++n}`;
        const sent = await post(
          `/invite/${site.slug}/wishes?lang=en`,
          { name, message: 'Best wishes!' },
          {
            ...(fetchSite ? { 'sec-fetch-site': fetchSite } : {}),
            ...(origin ? { origin } : {}),
            ...(host ? { host } : {}),
          },
        );
        const accepted = (fetchSite === undefined || fetchSite === 'same-origin' || fetchSite === 'none') && own;
        const label = `${fetchSite} ${origin}`;
        expect(sent.statusCode, label).toBe(accepted ? 303 : 403);
        const stored = await t.app.ctx.db.select().from(wishes).where(eq(wishes.name, name));
        expect(stored, label).toHaveLength(accepted ? 1 : 0);
      }
    }
  });

  it('refuses the personal link’s RSVP from another site, and stores nothing', async () => {
    const url = new URL(sharma.link).pathname;
    const form = { 'attending.schedule-2': 'yes', 'adults.schedule-2': '2', 'children.schedule-2': '0' };
    const attacks: Record<string, string>[] = [
      { 'sec-fetch-site': 'same-site', origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'same-origin', origin: 'https://evil.example' },
    ];
    for (const headers of attacks) {
      expect((await post(url, form, headers)).statusCode, JSON.stringify(headers)).toBe(403);
    }
    const [row] = await t.app.ctx.db.select().from(households).where(eq(households.id, sharma.id));
    expect(row!.answeredAt).toBeNull();

    const own = await post(url, form, { 'sec-fetch-site': 'same-origin', origin: 'http://localhost:8080' });
    expect(own.statusCode, own.body).toBe(303);
  });

  it('sends the personal page with a referrer policy under which its forms carry their Origin', async () => {
    const page = await t.app.inject({ method: 'GET', url: new URL(sharma.link).pathname });
    expect(page.statusCode).toBe(200);
    // `no-referrer` would make the browser post with `Origin: null`, which is refused.
    expect(page.headers['referrer-policy']).toBe('same-origin');
  });
});
