/**
 * A household's personal link is looked up by its token once and then served without reading the guest list,
 * and whatever changes the household (a new link, its removal, its answer, a host's edit, a bulk change, the
 * guest settings) shows on the very next request.
 */
import { PGlite } from '@electric-sql/pglite';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Household } from '../../shared/api/guests';
import { hostSite, type HostSite } from '../guests/testing/fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';

const PERSON = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36';

let t: TestApp;
let site: HostSite;

beforeAll(async () => {
  t = await createTestApp();
  // Luxury: the languages feature, so a household's page may be in Hindi.
  site = await hostSite(t, { pack: 'luxury' });
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

async function host(method: 'POST' | 'PUT' | 'DELETE', path: string, payload?: object) {
  const response = await t.app.inject({
    method,
    url: `/rest/api/private/live/${site.liveId}${path}`,
    headers: { authorization: site.owner.authorization },
    ...(payload ? { payload } : {}),
  });
  if (response.statusCode !== 200) throw new Error(`${method} ${path}: ${response.statusCode} ${response.body}`);
  return response.json();
}
const addHousehold = (name: string): Promise<Household> =>
  host('POST', '/households', { name, members: [], events: [{ eventKey: 'schedule-2', seats: 3 }] });
const path = (link: string) => new URL(link).pathname;
const open = (link: string) => t.app.inject({ url: path(link), headers: { 'user-agent': PERSON } });

/** The statements PGlite runs meanwhile that read or write the guest list. */
async function guestListStatements(work: () => Promise<unknown>): Promise<string[]> {
  const query = vi.spyOn(PGlite.prototype, 'query');
  await work();
  const statements = query.mock.calls.map(([sql]) => String(sql));
  query.mockRestore();
  return statements.filter((sql) => /household|guest_settings/.test(sql));
}

describe("a household's lookup by its link", () => {
  it('is read once: once its visit is recorded, its page is sent without a query on the guest list', async () => {
    const household = await addHousehold('Sharma family');
    expect((await open(household.link)).statusCode).toBe(200);
    // The first visit is recorded (a write, announced); the page after it reads the household again.
    expect((await open(household.link)).statusCode).toBe(200);
    let page = '';
    const statements = await guestListStatements(async () => {
      page = (await open(household.link)).body;
      page += (await open(household.link)).body;
    });
    expect(statements).toEqual([]);
    expect(page).toContain('Sharma family');
    // A made-up token is looked up (and found nowhere) every time: nothing is kept for it.
    const unknown = `/invite/${site.slug}/g/${'x'.repeat(22)}`;
    for (let i = 0; i < 2; i++) {
      const lookedUp = await guestListStatements(() => t.app.inject({ url: unknown }));
      expect(lookedUp.length).toBeGreaterThan(0);
    }
  });

  it('forgets a rotated link and a removed household on the next request', async () => {
    const rotated = await addHousehold('Rao family');
    const removed = await addHousehold('Iyer family');
    for (const kept of [rotated, removed]) expect((await open(kept.link)).statusCode).toBe(200);

    const renewed: Household = await host('POST', `/households/${rotated.id}/link`);
    expect((await open(rotated.link)).statusCode).toBe(404);
    expect((await open(renewed.link)).body).toContain('Rao family');

    await host('DELETE', `/households/${removed.id}`);
    expect((await open(removed.link)).statusCode).toBe(404);
  });

  it("shows the household's answer, the host's edit, a bulk change and the guest settings on the next request", async () => {
    const household = await addHousehold('Menon family');
    expect((await open(household.link)).body).toContain('Menon family');
    const token = path(household.link).split('/').pop()!;

    const answered = await t.app.inject({
      method: 'POST',
      url: `/rest/api/public/live/${site.slug}/g/${token}/rsvp`,
      payload: { events: [{ eventKey: 'schedule-2', attending: true, adults: 2, children: 0 }] },
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect((await open(household.link)).body).toContain('Update my answer');

    await host('PUT', `/households/${household.id}`, {
      name: 'Menon parivar',
      members: [],
      events: [{ eventKey: 'schedule-2', seats: 3 }],
    });
    expect((await open(household.link)).body).toContain('Menon parivar');

    await host('POST', '/households/bulk', { ids: [household.id], action: 'language', value: 'hi' });
    expect((await open(household.link)).body).toContain('lang="hi"');

    const asked = (await open(household.link)).body;
    expect(asked).not.toContain('name="arrivalDate"');
    const settings = await t.app.inject({
      url: `/rest/api/private/live/${site.liveId}/guest-settings`,
      headers: { authorization: site.owner.authorization },
    });
    await host('PUT', '/guest-settings', { ...settings.json(), askTravel: true });
    expect((await open(household.link)).body).toContain('name="arrivalDate"');
  });

  it("forgets every household's link when a removed co-host's links are rotated", async () => {
    const household = await addHousehold('Nair family');
    expect((await open(household.link)).statusCode).toBe(200);
    const cohost = await host('POST', '/cohosts', { email: 'cousin@example.com' });
    await host('DELETE', `/cohosts/${(cohost as { id: number }).id}?rotateLinks=true`);
    expect((await open(household.link)).statusCode).toBe(404);
  });
});
