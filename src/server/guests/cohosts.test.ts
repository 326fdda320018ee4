import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Household } from '../../shared/api/guests';
import { cohosts, liveSites, users } from '../db/schema';
import { outboxOf } from '../mail';
import { createTestApp, createUserWithToken, type TestApp } from '../testing/test-app';
import { hostSite, type HostSite } from './testing/fixtures';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, authorization: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { authorization },
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
const cohostsUrl = (site: HostSite, path = '') => `/rest/api/private/live/${site.liveId}/cohosts${path}`;
const invite = (site: HostSite, email: string) => call('POST', cohostsUrl(site), site.owner.authorization, { email });
const remove = (site: HostSite, id: number, query = '') =>
  call('DELETE', cohostsUrl(site, `/${id}${query}`), site.owner.authorization);
const mailsTo = (email: string) => outboxOf(t.app).filter((mail) => mail.to === email);

/** What a mail client would turn into a link: a scheme, www., a domain (any script), an e-mail address. */
const LINKABLE = /[a-z][a-z0-9+.-]*:\S|www\.\S|[\p{L}\p{N}_-]\.[\p{L}\p{N}]|[^\s]@[^\s]/iu;

describe('the co-host invitation mail', () => {
  it("carries the buyer's name as one line without links, Indian scripts intact", async () => {
    const site = await hostSite(t);
    const [siteRow] = await t.app.ctx.db.select().from(liveSites).where(eq(liveSites.id, site.liveId));
    await t.app.ctx.db
      .update(users)
      .set({
        fullName:
          'ಆಶಾ राव ক্ষমা\r\nPrize: https://evil.example/win\nor www.evil.example, evil.example, a@evil.example\u202e\u0007',
      })
      .where(eq(users.id, siteRow!.userId));
    const sent = await invite(site, 'friend@example.in');
    expect(sent.statusCode, sent.body).toBe(200);
    const mail = mailsTo('friend@example.in').at(-1)!;
    expect(mail.subject).not.toMatch(/[\r\n\u2028\u2029]/);
    const name = mail.subject.replace(/ asks you to help with their guest list$/, '');
    expect(name).not.toBe(mail.subject);
    expect(name).toContain('ಆಶಾ राव ক্ষমা Prize');
    expect(name).not.toMatch(LINKABLE);
    expect(name).not.toMatch(/[\p{Cc}\u202a-\u202e\u2066-\u2069]/u);
    // The body's first line is the name and the sentence after it: the name added no line.
    const [first, ...rest] = mail.text.split('\n');
    expect(first).toBe(
      `${name} has made you a co-host of the invitation at ${t.config.publicUrl}/invite/${site.slug}.`,
    );
    expect(rest.join('\n')).not.toContain('evil');
  });
});

describe('co-host invitation limits', () => {
  it('sends an address at most 3 invitations a day: the rest of a burst is 429, adds no one and sends nothing', async () => {
    const site = await hostSite(t);
    const statuses: number[] = [];
    let refusal = '';
    for (let round = 0; round < 6; round += 1) {
      const answer = await invite(site, 'relay@example.in');
      statuses.push(answer.statusCode);
      if (answer.statusCode === 200) expect((await remove(site, answer.json().id)).statusCode).toBe(200);
      else {
        refusal = answer.json().message;
        // The first of the day's invitations leaves the 24-hour window in about a day.
        expect(Number(answer.headers['retry-after'])).toBeGreaterThan(23 * 3600);
      }
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429]);
    expect(refusal).toMatch(/relay@example\.in has been sent 3 invitations today.*tomorrow/);
    expect(mailsTo('relay@example.in')).toHaveLength(3);
    expect(await t.app.ctx.db.select().from(cohosts).where(eq(cohosts.liveId, site.liveId))).toHaveLength(0);

    // Another site inviting the same address the same day is refused too: the limit is the address's.
    const other = await hostSite(t);
    expect((await invite(other, 'relay@example.in')).statusCode).toBe(429);
    expect(mailsTo('relay@example.in')).toHaveLength(3);

    // A day later the address may be invited again (a new site: the owners' sessions have expired meanwhile).
    t.clock.advance(24 * 60 * 60 * 1000 + 1000);
    expect((await invite(await hostSite(t), 'relay@example.in')).statusCode).toBe(200);
    expect(mailsTo('relay@example.in')).toHaveLength(4);
  });

  it('sends at most 10 invitations a day from one site', async () => {
    const site = await hostSite(t);
    const added: number[] = [];
    for (let n = 0; n < 10; n += 1) {
      const answer = await invite(site, `helper-${n}@example.in`);
      expect(answer.statusCode, answer.body).toBe(200);
      added.push(answer.json().id);
    }
    await remove(site, added[0]!);
    const refused = await invite(site, 'helper-10@example.in');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/10 co-host invitations today/);
    expect(mailsTo('helper-10@example.in')).toHaveLength(0);
  });

  it('never exceeds the co-host cap (or the daily limit) when many invitations race', async () => {
    const site = await hostSite(t);
    const answers = await Promise.all(Array.from({ length: 16 }, (_, n) => invite(site, `racer-${n}@example.in`)));
    const ok = answers.filter((answer) => answer.statusCode === 200);
    expect(ok).toHaveLength(10);
    for (const answer of answers) expect([200, 409, 429]).toContain(answer.statusCode);
    expect(await t.app.ctx.db.select().from(cohosts).where(eq(cohosts.liveId, site.liveId))).toHaveLength(10);
    const mailed = outboxOf(t.app).filter((mail) => /^racer-\d+@example\.in$/.test(mail.to));
    expect(mailed).toHaveLength(10);
  });
});

describe("rotating a removed co-host's links", () => {
  it('gives every household of the site a new personal link on removal when asked: the old links stop working', async () => {
    const site = await hostSite(t);
    const other = await hostSite(t);
    const planner = await createUserWithToken(t, { email: 'planner-rotate@example.in' });
    const addHousehold = (on: HostSite, name: string) =>
      call('POST', `/rest/api/private/live/${on.liveId}/households`, on.owner.authorization, {
        name,
        members: [],
        events: [{ eventKey: 'schedule-1', seats: 2 }],
      });
    for (const name of ['Sharma family', 'Iyer family', 'Khan family']) await addHousehold(site, name);
    const othersHousehold = (await addHousehold(other, 'Menon family')).json() as Household;
    const cohost = (await invite(site, planner.email)).json();
    // What the co-host could have copied or downloaded: the list with its personal links, and its CSV.
    const seen = (await call('GET', `/rest/api/private/live/${site.liveId}/households`, planner.authorization)).json();
    const exported = await call(
      'GET',
      `/rest/api/private/live/${site.liveId}/households/export.csv`,
      planner.authorization,
    );
    const oldLinks = (seen as Household[]).map((household) => household.link);
    expect(oldLinks).toHaveLength(3);
    for (const link of oldLinks) expect(exported.body).toContain(link);
    const open = (link: string) => t.app.inject({ method: 'GET', url: new URL(link).pathname });
    expect((await open(oldLinks[0]!)).statusCode).toBe(200);

    // A co-host may not do it.
    expect(
      (await call('DELETE', cohostsUrl(site, `/${cohost.id}?rotateLinks=true`), planner.authorization)).statusCode,
    ).toBe(403);
    const removed = await remove(site, cohost.id, '?rotateLinks=true');
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({
      responce: 'The co-host was removed and every household has a new personal link.',
      linksRotated: 3,
    });
    for (const link of oldLinks) expect((await open(link)).statusCode).toBe(404);
    const now = (
      await call('GET', `/rest/api/private/live/${site.liveId}/households`, site.owner.authorization)
    ).json();
    for (const household of now as Household[]) {
      expect(oldLinks).not.toContain(household.link);
      expect((await open(household.link)).statusCode).toBe(200);
    }
    // The removed co-host reaches nothing any more; another site's links are untouched.
    expect(
      (await call('GET', `/rest/api/private/live/${site.liveId}/households`, planner.authorization)).statusCode,
    ).toBe(404);
    expect((await open(othersHousehold.link)).statusCode).toBe(200);
  });

  it('keeps the links when the owner removes without rotating', async () => {
    const site = await hostSite(t);
    await call('POST', `/rest/api/private/live/${site.liveId}/households`, site.owner.authorization, {
      name: 'Rao family',
      members: [],
      events: [],
    });
    const before = (
      await call('GET', `/rest/api/private/live/${site.liveId}/households`, site.owner.authorization)
    ).json();
    const cohost = (await invite(site, 'keep-links@example.in')).json();
    const removed = await remove(site, cohost.id);
    expect(removed.json()).toEqual({ responce: 'The co-host was removed.', linksRotated: 0 });
    const after = (
      await call('GET', `/rest/api/private/live/${site.liveId}/households`, site.owner.authorization)
    ).json();
    expect(after[0].link).toBe(before[0].link);
    expect((await remove(site, cohost.id, '?rotateLinks=maybe')).statusCode).toBe(400);
  });
});
