import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_SEATS, type Household } from '../../shared/api/guests';
import { cohosts, guestListChanges, households } from '../db/schema';
import { outboxOf } from '../mail';
import { createTestApp, createUserWithToken, type TestApp } from '../testing/test-app';
import { FUNCTIONS, hostSite, type HostSite } from './testing/fixtures';

let t: TestApp;
let site: HostSite;
let other: HostSite;

beforeAll(async () => {
  t = await createTestApp();
  site = await hostSite(t);
  other = await hostSite(t);
});
afterAll(() => t.close());

const api = (liveId: string, path = '') => `/rest/api/private/live/${liveId}/households${path}`;

function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, authorization: string, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: { authorization },
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
}

const sharma = {
  name: 'Sharma family',
  members: [{ name: 'Rakesh', child: false }],
  phone: '098765-43210',
  events: [{ eventKey: 'schedule-2', seats: 4 }],
};

async function add(body: Record<string, unknown>, liveId = site.liveId, authorization = site.owner.authorization) {
  return call('POST', api(liveId), authorization, { members: [], events: [], ...body });
}

describe('households: add, edit, remove', () => {
  it('adds a household with its number in E.164, its functions and a personal link', async () => {
    const response = await add(sharma);
    expect(response.statusCode, response.body).toBe(200);
    const household = response.json() as Household;
    expect(household).toMatchObject({
      name: 'Sharma family',
      phone: '+919876543210',
      language: 'en',
      events: [{ eventKey: 'schedule-2', seats: 4, answer: null }],
      status: { sentAt: null, openedAt: null, answeredAt: null, reminders: 0 },
      updatedBy: site.owner.email,
    });
    expect(household.link).toMatch(new RegExp(`^${t.config.publicUrl}/invite/${site.slug}/g/[A-Za-z0-9_-]{22}$`));
    // The token itself is not stored: only its nonce and hash.
    const [row] = await t.app.ctx.db.select().from(households).where(eq(households.id, household.id));
    expect(JSON.stringify(row)).not.toContain(household.link.split('/g/')[1]);
  });

  it('adds a household of no listed members with just the fields the pinned call names', async () => {
    const response = await call('POST', api(site.liveId), site.owner.authorization, {
      name: 'Iyer family',
      phone: '98765 40001',
      language: 'kn',
      side: 'bride',
      events: [{ eventKey: 'schedule-1', seats: 2 }],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Iyer family',
      members: [],
      phone: '+919876540001',
      language: 'kn',
      side: 'bride',
      events: [{ eventKey: 'schedule-1', seats: 2, answer: null }],
    });
    // So is a change that leaves the members out: the household is its own one person.
    const changed = await call('PUT', api(site.liveId, `/${response.json().id}`), site.owner.authorization, {
      name: 'Iyer family',
      events: [],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ members: [], phone: null, events: [] });
  });

  it('reads each way of typing an Indian number the same, and refuses a number it cannot read naming body.phone', async () => {
    for (const [index, phone] of ['98765 43211', '+91 98765 43212', '098765-43213'].entries()) {
      const response = await add({ name: `Family ${index}`, phone });
      expect(response.json().phone).toBe(`+91987654321${index + 1}`);
    }
    const bad = await add({ name: 'Nobody', phone: '12345' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^body\.phone /);
  });

  it('refuses a number already on the list with 409 naming its household, and adds nothing', async () => {
    const before = (await call('GET', api(site.liveId), site.owner.authorization)).json().length;
    const response = await add({ name: 'Someone else', phone: '+91 98765 43210' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toContain('Sharma family');
    expect((await call('GET', api(site.liveId), site.owner.authorization)).json()).toHaveLength(before);
  });

  it('refuses functions that are not events of the site, and seats beyond the limit', async () => {
    const unknown = await add({ name: 'X', events: [{ eventKey: 'schedule-9', seats: 2 }] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('body.events.0.eventKey is not a function of this invitation');
    const many = await add({ name: 'X', events: [{ eventKey: 'schedule-1', seats: MAX_SEATS + 1 }] });
    expect(many.statusCode).toBe(400);
    const twice = await add({
      name: 'X',
      events: [
        { eventKey: 'schedule-1', seats: 1 },
        { eventKey: 'schedule-1', seats: 2 },
      ],
    });
    expect(twice.statusCode).toBe(400);
    const email = await add({ name: 'X', email: 'not-an-address' });
    expect(email.json().message).toMatch(/^body\.email /);
  });

  it('edits a household, keeping the answers of the functions it keeps', async () => {
    const list = (await call('GET', api(site.liveId), site.owner.authorization)).json() as Household[];
    const household = list.find((entry) => entry.name === 'Sharma family')!;
    const response = await call('PUT', api(site.liveId, `/${household.id}`), site.owner.authorization, {
      ...sharma,
      name: 'Sharma family (Delhi)',
      side: 'bride',
      tags: ['college', 'college'],
      events: [
        { eventKey: 'schedule-2', seats: 5 },
        { eventKey: 'schedule-3', seats: 2 },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Sharma family (Delhi)',
      side: 'bride',
      tags: ['college'],
      events: [
        { eventKey: 'schedule-2', seats: 5 },
        { eventKey: 'schedule-3', seats: 2 },
      ],
    });
  });

  it('marks sent, counts reminders and gives a new link that replaces the old one', async () => {
    const [household] = (await call('GET', api(site.liveId), site.owner.authorization)).json() as Household[];
    t.clock.advance(60_000);
    const sent = await call('POST', api(site.liveId, `/${household!.id}/sent`), site.owner.authorization, {
      channel: 'whatsapp',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().status.sentAt).toBe(t.clock.now().toISOString());
    const reminded = await call('POST', api(site.liveId, `/${household!.id}/sent`), site.owner.authorization, {
      kind: 'reminder',
    });
    expect(reminded.json().status).toMatchObject({ sentAt: sent.json().status.sentAt, reminders: 1 });
    const bare = await t.app.inject({
      method: 'POST',
      url: api(site.liveId, `/${household!.id}/sent`),
      headers: { authorization: site.owner.authorization },
    });
    expect(bare.statusCode, bare.body).toBe(200);
    const rotated = await call('POST', api(site.liveId, `/${household!.id}/link`), site.owner.authorization);
    expect(rotated.json().link).not.toBe(household!.link);
  });

  it('runs bulk actions on the households of its own site only', async () => {
    const list = (await call('GET', api(site.liveId), site.owner.authorization)).json() as Household[];
    const theirs = (await add({ name: 'Theirs' }, other.liveId, other.owner.authorization)).json() as Household;
    const ids = [...list.map((entry) => entry.id), theirs.id];
    const bulk = (body: unknown) => call('POST', api(site.liveId, '/bulk'), site.owner.authorization, body);
    const invited = await bulk({ ids, action: 'invite', eventKey: 'schedule-1', seats: 3 });
    expect(invited.json()).toEqual({ changed: list.length });
    expect((await bulk({ ids, action: 'tag', value: 'family' })).json()).toEqual({ changed: list.length });
    expect((await bulk({ ids, action: 'language', value: 'hi' })).statusCode).toBe(200);
    expect((await bulk({ ids, action: 'language', value: 'fr' })).statusCode).toBe(400);
    expect((await bulk({ ids, action: 'invite', eventKey: 'schedule-7' })).statusCode).toBe(400);
    const after = (await call('GET', api(site.liveId), site.owner.authorization)).json() as Household[];
    for (const household of after) {
      expect(household.events).toContainEqual({ eventKey: 'schedule-1', seats: 3, answer: null });
      expect(household.tags).toContain('family');
      expect(household.language).toBe('hi');
    }
    await bulk({ ids, action: 'untag', value: 'family' });
    await bulk({ ids, action: 'uninvite', eventKey: 'schedule-1' });
    const cleared = (await call('GET', api(site.liveId), site.owner.authorization)).json() as Household[];
    expect(cleared.every((household) => !household.tags.includes('family'))).toBe(true);
    expect(cleared.every((household) => !household.events.some((event) => event.eventKey === 'schedule-1'))).toBe(true);
    // The other site's household was not touched.
    const [mine] = (await call('GET', api(other.liveId), other.owner.authorization)).json() as Household[];
    expect(mine).toMatchObject({ tags: [], language: 'en', events: [] });
  });

  it('removes a household, and records who made each change', async () => {
    const created = (await add({ name: 'Short stay' })).json() as Household;
    const removed = await call('DELETE', api(site.liveId, `/${created.id}`), site.owner.authorization);
    expect(removed.statusCode).toBe(200);
    expect((await call('DELETE', api(site.liveId, `/${created.id}`), site.owner.authorization)).statusCode).toBe(404);
    const changes = await t.app.ctx.db.select().from(guestListChanges).where(eq(guestListChanges.liveId, site.liveId));
    expect(changes.map((change) => change.action)).toEqual(
      expect.arrayContaining(['household.add', 'household.edit', 'household.delete', 'bulk.invite']),
    );
    expect(new Set(changes.map((change) => change.actorEmail))).toEqual(new Set([site.owner.email]));
  });
});

describe('who may manage a guest list', () => {
  it('lets a co-host manage the list (changes carry their e-mail) and nothing else; a stranger gets 404 and changes nothing', async () => {
    const cohost = await createUserWithToken(t, { email: 'Planner@Example.in' });
    const stranger = await createUserWithToken(t);
    // Only the buyer adds co-hosts; the co-host gets a mail with a link to /guests.
    const invite = await call('POST', `/rest/api/private/live/${site.liveId}/cohosts`, site.owner.authorization, {
      email: 'planner@example.in',
    });
    expect(invite.statusCode, invite.body).toBe(200);
    expect(invite.json()).toMatchObject({ email: 'planner@example.in', accepted: false });
    const mail = outboxOf(t.app).at(-1)!;
    expect(mail.to).toBe('planner@example.in');
    expect(mail.text).toContain(`${t.config.publicUrl}/guests`);

    const sites = await call('GET', '/rest/api/private/guest-sites', cohost.authorization);
    expect(sites.json()).toEqual([
      expect.objectContaining({
        liveId: site.liveId,
        role: 'cohost',
        category: 'wedding',
        events: FUNCTIONS.map((eventKey) => expect.objectContaining({ eventKey })),
      }),
    ]);
    const [row] = await t.app.ctx.db.select().from(cohosts).where(eq(cohosts.liveId, site.liveId));
    expect(row!.userId).toBe(cohost.id);

    const added = await add({ name: 'Planner’s pick', phone: '9812345678' }, site.liveId, cohost.authorization);
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().updatedBy).toBe('planner@example.in');
    expect((await call('GET', api(site.liveId, '/export.csv'), cohost.authorization)).statusCode).toBe(200);
    expect(
      (await call('GET', `/rest/api/private/live/${site.liveId}/guest-summary`, cohost.authorization)).statusCode,
    ).toBe(200);
    // A co-host cannot add or remove co-hosts.
    const notTheirs = await call('POST', `/rest/api/private/live/${site.liveId}/cohosts`, cohost.authorization, {
      email: 'x@example.in',
    });
    expect(notTheirs.statusCode).toBe(403);
    // Nor reach the buyer's other calls: content, look, publishing are the buyer's own.
    const unpublish = await call('POST', '/rest/api/private/live/unpublish', cohost.authorization, {
      baseTempID: 'wed001',
    });
    expect(unpublish.statusCode).not.toBe(200);
    const mySites = await call('GET', '/rest/api/private/get_live_template_user', cohost.authorization);
    expect(mySites.json()).toEqual([]);

    const snapshot = JSON.stringify(
      await t.app.ctx.db.select().from(households).where(eq(households.liveId, site.liveId)),
    );
    const [target] = (await call('GET', api(site.liveId), site.owner.authorization)).json() as Household[];
    const attempts = [
      call('GET', api(site.liveId), stranger.authorization),
      add({ name: 'Intruder' }, site.liveId, stranger.authorization),
      call('PUT', api(site.liveId, `/${target!.id}`), stranger.authorization, {
        name: 'Hacked',
        members: [],
        events: [],
      }),
      call('DELETE', api(site.liveId, `/${target!.id}`), stranger.authorization),
      call('POST', api(site.liveId, `/${target!.id}/sent`), stranger.authorization, {}),
      call('POST', api(site.liveId, `/${target!.id}/link`), stranger.authorization),
      call('POST', api(site.liveId, '/bulk'), stranger.authorization, { ids: [target!.id], action: 'delete' }),
      call('GET', api(site.liveId, '/export.csv'), stranger.authorization),
      call('GET', `/rest/api/private/live/${site.liveId}/guest-summary`, stranger.authorization),
      call('GET', `/rest/api/private/live/${site.liveId}/guest-settings`, stranger.authorization),
      call('GET', `/rest/api/private/live/${site.liveId}/cohosts`, stranger.authorization),
      // Another buyer cannot reach this site's households through their own site either.
      call('PUT', api(other.liveId, `/${target!.id}`), other.owner.authorization, {
        name: 'Hacked',
        members: [],
        events: [],
      }),
      call('DELETE', api(other.liveId, `/${target!.id}`), other.owner.authorization),
    ];
    for (const response of await Promise.all(attempts)) expect(response.statusCode, response.body).toBe(404);
    expect((await call('GET', api(site.liveId), '')).statusCode).toBe(401);
    expect(JSON.stringify(await t.app.ctx.db.select().from(households).where(eq(households.liveId, site.liveId)))).toBe(
      snapshot,
    );

    // Removed by the buyer, the co-host loses the list at once.
    const removed = await call(
      'DELETE',
      `/rest/api/private/live/${site.liveId}/cohosts/${invite.json().id}`,
      site.owner.authorization,
    );
    expect(removed.statusCode).toBe(200);
    expect((await call('GET', api(site.liveId), cohost.authorization)).statusCode).toBe(404);
  });
});

describe('guest settings', () => {
  it('answers defaults, saves texts and deadlines of real functions only', async () => {
    const url = `/rest/api/private/live/${site.liveId}/guest-settings`;
    const defaults = (await call('GET', url, site.owner.authorization)).json();
    expect(defaults.invitation.en).toContain('{link}');
    const saved = await call('PUT', url, site.owner.authorization, {
      ...defaults,
      askTravel: true,
      deadlines: { 'schedule-2': '2027-02-01' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await call('GET', url, site.owner.authorization)).json()).toMatchObject({
      askTravel: true,
      deadlines: { 'schedule-2': '2027-02-01' },
    });
    const wrong = await call('PUT', url, site.owner.authorization, {
      ...defaults,
      deadlines: { 'schedule-8': '2027-02-01' },
    });
    expect(wrong.statusCode).toBe(400);
  });
});
