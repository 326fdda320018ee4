import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RSVP_MAX_PEOPLE_PER_EVENT } from '../../shared/live';
import { rsvpEvents, rsvps } from '../db/schema';
import { createTestApp, type TestApp } from '../testing/test-app';
import { PHONE_IMPOSSIBLE, RSVP_RECEIVED, RSVP_UPDATED, RSVPS_SITE_BUSY } from './rsvp';
import { publishedSiteFor, WEDDING_WITH_SCHEDULE } from './testing/live-fixtures';

let t: TestApp;
let ip = 0;
let wedding: Awaited<ReturnType<typeof publishedSiteFor>>['site'];

beforeAll(async () => {
  t = await createTestApp({ env: { LIVE_RSVPS_PER_SITE_PER_HOUR: '6' } });
  ({ site: wedding } = await publishedSiteFor(t, 'ananya-weds-rohan', {
    fields: WEDDING_WITH_SCHEDULE,
    pack: 'basic',
  }));
  await publishedSiteFor(t, 'busy-wedding', { fields: WEDDING_WITH_SCHEDULE, pack: 'basic' });
});
afterAll(() => t.close());

const rsvp = (body: object, slug = 'ananya-weds-rohan') =>
  t.app.inject({
    method: 'POST',
    url: `/rest/api/public/live/${slug}/rsvp`,
    payload: body,
    remoteAddress: `10.6.0.${++ip}`,
  });
const coming = (adults: number, children = 0) => ({ eventKey: 'schedule-1', attending: true, adults, children });
const repliesOf = async (liveId: string) => t.app.ctx.db.select().from(rsvps).where(eq(rsvps.liveId, liveId));
const everything = async () =>
  JSON.stringify([await t.app.ctx.db.select().from(rsvps), await t.app.ctx.db.select().from(rsvpEvents)]);

describe('an RSVP', () => {
  it(`brings at most ${RSVP_MAX_PEOPLE_PER_EVENT} people to an event, else a 400 naming the field`, async () => {
    const before = await everything();
    for (const answer of [
      coming(20, 20),
      coming(RSVP_MAX_PEOPLE_PER_EVENT, 1),
      coming(RSVP_MAX_PEOPLE_PER_EVENT + 1),
    ]) {
      const response = await rsvp({ name: 'Stranger', phone: '9845011111', events: [answer] });
      expect(response.statusCode, JSON.stringify(answer)).toBe(400);
      expect(response.json().message).toMatch(/^body\.events\.0\.(adults|children)/);
    }
    expect(await everything()).toBe(before);
    const household = await rsvp({ name: 'Rao family', phone: '9845011111', events: [coming(6, 4)] });
    expect(household.statusCode, household.body).toBe(200);
  });

  it('refuses a phone number that cannot exist with a 400 naming the field', async () => {
    const before = await everything();
    for (const phone of ['0000000', '+91 00000 00000', '12345 67']) {
      const response = await rsvp({ name: 'Asha', phone, events: [coming(1)] });
      expect(response.statusCode, phone).toBe(400);
      expect(response.json().message).toBe(PHONE_IMPOSSIBLE);
    }
    expect(await everything()).toBe(before);
  });

  it('is its own reply even from a number that replied before: only its edit token changes it', async () => {
    const first = await rsvp({ name: 'Kavya', phone: '98450 12345', events: [coming(2, 1)] });
    expect(first.json()).toMatchObject({ responce: RSVP_RECEIVED });
    const again = await rsvp({ name: 'Kavya Rao', phone: '+91-98450-12345', events: [coming(3)] });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().responce).toBe(RSVP_RECEIVED);
    const mine = (await repliesOf(wedding.liveId)).filter((row) => row.phone === '+919845012345');
    expect(mine.map((row) => row.name).sort()).toEqual(['Kavya', 'Kavya Rao']);
    const kavya = mine.find((row) => row.name === 'Kavya')!;
    expect(await t.app.ctx.db.select().from(rsvpEvents).where(eq(rsvpEvents.rsvpId, kavya.id))).toEqual([
      { rsvpId: kavya.id, eventKey: 'schedule-1', attending: true, adults: 2, children: 1, meal: null },
    ]);

    // Each device changes its own reply with its token.
    const byToken = await rsvp({
      name: 'Kavya',
      phone: '9845012345',
      events: [coming(1)],
      editToken: first.json().editToken,
    });
    expect(byToken.json()).toEqual({ responce: RSVP_UPDATED, editToken: first.json().editToken });
    expect(await t.app.ctx.db.select().from(rsvpEvents).where(eq(rsvpEvents.rsvpId, kavya.id))).toMatchObject([
      { adults: 1, children: 0 },
    ]);
    expect((await repliesOf(wedding.liveId)).filter((row) => row.phone === '+919845012345')).toHaveLength(2);

    // Replies from one new number at once are each kept.
    await Promise.all([1, 2, 3].map((n) => rsvp({ name: `Guest ${n}`, phone: '9845077777', events: [coming(n)] })));
    expect((await repliesOf(wedding.liveId)).filter((row) => row.phone === '+919845077777')).toHaveLength(3);
  });

  it('is bounded per site per hour, while guests who replied can still change their reply', async () => {
    const replies: string[] = [];
    for (let i = 0; i < 6; i++) {
      const response = await rsvp(
        { name: `Guest ${i}`, phone: `98450500${10 + i}`, events: [coming(1)] },
        'busy-wedding',
      );
      expect(response.statusCode, response.body).toBe(200);
      replies.push(response.json().editToken);
    }
    const before = await everything();
    const refused = await rsvp({ name: 'One more', phone: '9845050099', events: [coming(1)] }, 'busy-wedding');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(RSVPS_SITE_BUSY);
    expect(refused.headers['retry-after']).toBe('3600');
    expect(await everything()).toBe(before);
    const change = await rsvp(
      { name: 'Guest 0', phone: '9845050010', events: [coming(2)], editToken: replies[0] },
      'busy-wedding',
    );
    expect(change.json().responce).toBe(RSVP_UPDATED);
    t.clock.advance(61 * 60_000);
    expect((await rsvp({ name: 'Later', phone: '9845050099', events: [coming(1)] }, 'busy-wedding')).statusCode).toBe(
      200,
    );
  });
});
