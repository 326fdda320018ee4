import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GuestListChange, GuestListChanges, Household } from '../../shared/api/guests';
import { users } from '../db/schema';
import { createTestApp, createUserWithToken, type TestApp } from '../testing/test-app';
import { hostSite, type HostSite } from './testing/fixtures';

let t: TestApp;
let site: HostSite;
let planner: { authorization: string; email: string };
let sharma: Household;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, path: string, authorization: string, payload?: unknown, liveId = site.liveId) =>
  t.app.inject({
    method,
    url: `/rest/api/private/live/${liveId}${path}`,
    headers: { authorization },
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
const owner = (method: Method, path: string, payload?: unknown) =>
  call(method, path, site.owner.authorization, payload);
const history = async (authorization: string, query = '') => {
  const answer = await call('GET', `/changes${query}`, authorization);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as GuestListChanges;
};

beforeAll(async () => {
  t = await createTestApp();
  site = await hostSite(t);
  await t.app.ctx.db.update(users).set({ fullName: 'Priya Rao' }).where(eq(users.id, site.owner.id));
  planner = await createUserWithToken(t, { email: 'planner@example.in', fullName: 'Meera' });
  expect((await owner('POST', '/cohosts', { email: planner.email })).statusCode).toBe(200);
  sharma = (
    await owner('POST', '/households', { name: 'Sharma family', events: [{ eventKey: 'schedule-2', seats: 4 }] })
  ).json();
  // The co-host renames a household, and the owner changes where shagun goes twice.
  const renamed = await call('PUT', `/households/${sharma.id}`, planner.authorization, {
    name: 'Sharma parivar',
    events: [{ eventKey: 'schedule-2', seats: 4 }],
  });
  expect(renamed.statusCode, renamed.body).toBe(200);
  for (const upiId of ['ananya.rao@okhdfcbank', 'rohan.rao@oksbi']) {
    const saved = await owner('PUT', '/shagun', { enabled: true, upiId, payeeName: 'Ananya Rao' });
    expect(saved.statusCode, saved.body).toBe(200);
  }
});
afterAll(() => t.close());

describe('the change history', () => {
  it('shows the owner and a co-host every change, newest first, with who made it and the old and new UPI ID', async () => {
    const seen = await history(site.owner.authorization);
    expect(seen.next).toBeNull();
    expect(seen.changes.map((change) => change.action)).toEqual([
      'shagun.payee',
      'shagun.payee',
      'household.edit',
      'household.add',
      'cohost.add',
    ]);
    const ids = seen.changes.map((change) => change.id);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    const [latest] = seen.changes as [GuestListChange];
    expect(latest).toMatchObject({
      actor: { email: site.owner.email, name: 'Priya Rao' },
      householdId: null,
      householdName: null,
      details: {
        from: { enabled: true, upiId: 'ananya.rao@okhdfcbank', payeeName: 'Ananya Rao' },
        to: { enabled: true, upiId: 'rohan.rao@oksbi', payeeName: 'Ananya Rao' },
      },
    });
    expect(Number.isNaN(Date.parse(latest.at))).toBe(false);
    expect(seen.changes[2]).toMatchObject({
      action: 'household.edit',
      actor: { email: 'planner@example.in', name: 'Meera' },
      householdId: sharma.id,
      householdName: 'Sharma parivar',
    });
    expect(seen.changes[4]).toMatchObject({ action: 'cohost.add', details: { email: 'planner@example.in' } });
    expect(await history(planner.authorization)).toEqual(seen);
  });

  it("names a removed household as it was, and shows nothing of another site's history", async () => {
    const other = await hostSite(t);
    const temp = (await owner('POST', '/households', { name: 'Verma family', events: [] })).json() as Household;
    expect((await owner('DELETE', `/households/${temp.id}`)).statusCode).toBe(200);
    const theirs = await call(
      'POST',
      '/households',
      other.owner.authorization,
      { name: 'Not ours', events: [] },
      other.liveId,
    );
    expect(theirs.statusCode).toBe(200);
    const [removed] = (await history(site.owner.authorization)).changes;
    expect(removed).toMatchObject({ action: 'household.delete', householdId: temp.id, householdName: 'Verma family' });
    const all = await history(site.owner.authorization);
    expect(all.changes.some((change) => change.householdName === 'Not ours')).toBe(false);
  });

  it('refuses a stranger and another buyer as the other guest-list routes do', async () => {
    const stranger = await createUserWithToken(t);
    const otherBuyer = await hostSite(t);
    for (const authorization of [stranger.authorization, otherBuyer.owner.authorization]) {
      const answer = await call('GET', '/changes', authorization);
      expect(answer.statusCode).toBe(404);
      expect(answer.body).not.toContain('shagun');
      expect(answer.body).not.toContain('Sharma');
      // The same refusal as the list itself.
      const { requestId: _ours, ...refusal } = answer.json();
      const { requestId: _theirs, ...listRefusal } = (await call('GET', '/households', authorization)).json();
      expect(refusal).toEqual(listRefusal);
    }
    const anonymous = await t.app.inject({ method: 'GET', url: `/rest/api/private/live/${site.liveId}/changes` });
    expect(anonymous.statusCode).toBe(401);
    expect((await call('GET', '/changes', 'Bearer nonsense', undefined, 'no-such-site')).statusCode).toBe(401);
  });

  it('pages by id: each page older than the last, to the end', async () => {
    const all = (await history(site.owner.authorization)).changes.map((change) => change.id);
    expect(all.length).toBeGreaterThan(4);
    const pages: number[][] = [];
    let query = '?limit=2';
    for (;;) {
      const page = await history(site.owner.authorization, query);
      pages.push(page.changes.map((change) => change.id));
      expect(page.changes.length).toBeLessThanOrEqual(2);
      if (page.next === null) break;
      expect(page.next).toBe(page.changes.at(-1)!.id);
      query = `?limit=2&before=${page.next}`;
    }
    expect(pages.flat()).toEqual(all);
    expect(pages.at(-1)!.length).toBeGreaterThan(0);
    // A cursor past the oldest change is an empty last page.
    expect(await history(site.owner.authorization, `?before=${Math.min(...all)}`)).toEqual({ changes: [], next: null });
  });

  it('answers 400 to bad query input, never 5xx', async () => {
    const bad = [
      '?limit=0',
      '?limit=101',
      '?limit=-1',
      '?limit=abc',
      '?limit=1.5',
      '?limit=',
      '?before=0',
      '?before=abc',
      '?before=99999999999999999999',
      '?before=2147483648',
      '?before=1&before=2',
      '?limit[a]=1',
      '?other=1',
    ];
    for (const query of bad) {
      const answer = await call('GET', `/changes${query}`, site.owner.authorization);
      expect(answer.statusCode, `${query}: ${answer.body}`).toBe(400);
    }
    const bigLimit = await history(site.owner.authorization, '?limit=100');
    expect(bigLimit.changes.length).toBeGreaterThan(0);
  });
});
