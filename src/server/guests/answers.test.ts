import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GuestSummary, Household } from '../../shared/api/guests';
import { createTestApp, type TestApp } from '../testing/test-app';
import { HOUSEHOLD_RSVP_SAVED, HOUSEHOLD_RSVP_UPDATED } from './personal';
import { hostSite, type HostSite } from './testing/fixtures';

let t: TestApp;
let site: HostSite;
let sharma: Household;
let rao: Household;

const host = (method: 'GET' | 'POST' | 'PUT', path: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/rest/api/private/live/${site.liveId}${path}`,
    headers: { authorization: site.owner.authorization },
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
const tokenOf = (household: Household) => household.link.split('/g/')[1]!;
let ip = 0;
/** Each answer from its own address, so the per-client limit does not bite. */
const rsvp = (household: Household, body: unknown, slug = site.slug) =>
  t.app.inject({
    method: 'POST',
    url: `/rest/api/public/live/${slug}/g/${tokenOf(household)}/rsvp`,
    payload: body as object,
    remoteAddress: `10.2.0.${++ip}`,
  });

beforeAll(async () => {
  t = await createTestApp();
  site = await hostSite(t);
  sharma = (
    await host('POST', '/households', {
      name: '=HYPERLINK("http://evil.example","Sharma")',
      members: [],
      phone: '9876543210',
      events: [
        { eventKey: 'schedule-2', seats: 4 },
        { eventKey: 'schedule-3', seats: 2 },
      ],
    })
  ).json();
  rao = (
    await host('POST', '/households', {
      name: 'Rao family',
      members: [],
      events: [{ eventKey: 'schedule-3', seats: 3 }],
    })
  ).json();
  await host('PUT', '/guest-settings', {
    ...((await host('GET', '/guest-settings')).json() as object),
    askTravel: true,
  });
});
afterAll(() => t.close());

describe("a household's RSVP through its personal link", () => {
  it('answers per invited function, within the seats offered', async () => {
    const tooMany = await rsvp(sharma, {
      events: [{ eventKey: 'schedule-2', attending: true, adults: 4, children: 1 }],
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toContain('for 4 people');
    const notInvited = await rsvp(rao, {
      events: [{ eventKey: 'schedule-2', attending: true, adults: 1, children: 0 }],
    });
    expect(notInvited.statusCode).toBe(400);
    const meals = await rsvp(sharma, {
      events: [{ eventKey: 'schedule-2', attending: true, adults: 2, children: 0, meals: { Veg: 3 } }],
    });
    expect(meals.statusCode).toBe(400);

    const first = await rsvp(sharma, {
      events: [
        { eventKey: 'schedule-2', attending: true, adults: 3, children: 1, meals: { Veg: 2, Jain: 2 } },
        { eventKey: 'schedule-3', attending: false, adults: 2, children: 0 },
      ],
      travel: { arrivalDate: '2027-02-12', arrivalTime: '18:30', mode: 'train', needsStay: true, needsPickup: true },
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ responce: HOUSEHOLD_RSVP_SAVED });
    const second = await rsvp(rao, {
      events: [{ eventKey: 'schedule-3', attending: true, adults: 2, children: 0, meals: { 'Non-veg': 2 } }],
    });
    expect(second.statusCode).toBe(200);
  });

  it('updates the first answer with a second one', async () => {
    t.clock.advance(60_000);
    const again = await rsvp(sharma, {
      events: [{ eventKey: 'schedule-3', attending: true, adults: 1, children: 1, meals: { Veg: 2 } }],
    });
    expect(again.json()).toEqual({ responce: HOUSEHOLD_RSVP_UPDATED });
    const list = (await host('GET', '/households')).json() as Household[];
    const mine = list.find((household) => household.id === sharma.id)!;
    expect(mine.status.answeredAt).toBe(t.clock.now().toISOString());
    expect(mine.events).toEqual([
      {
        eventKey: 'schedule-2',
        seats: 4,
        answer: expect.objectContaining({ attending: true, adults: 3, children: 1, meals: { Veg: 2, Jain: 2 } }),
      },
      {
        eventKey: 'schedule-3',
        seats: 2,
        answer: expect.objectContaining({ attending: true, adults: 1, children: 1 }),
      },
    ]);
    expect(mine.travel).toMatchObject({ mode: 'train', needsStay: true });
  });

  it('refuses a wrong token, a rotated one and another site’s address with 404', async () => {
    const answer = { events: [{ eventKey: 'schedule-3', attending: false, adults: 0, children: 0 }] };
    const wrong = await t.app.inject({
      method: 'POST',
      url: `/rest/api/public/live/${site.slug}/g/AAAAAAAAAAAAAAAAAAAAAA/rsvp`,
      payload: answer,
    });
    expect(wrong.statusCode).toBe(404);
    const other = await hostSite(t);
    expect((await rsvp(rao, answer, other.slug)).statusCode).toBe(404);
    const rotated = (await host('POST', `/households/${rao.id}/link`)).json() as Household;
    expect((await rsvp(rao, answer)).statusCode).toBe(404);
    expect((await rsvp(rotated, answer)).statusCode).toBe(200);
    rao = rotated;
    await rsvp(rao, {
      events: [{ eventKey: 'schedule-3', attending: true, adults: 2, children: 0, meals: { 'Non-veg': 2 } }],
    });
  });
});

describe('the dashboard and the exports', () => {
  it('counts per function: invited, coming, not coming, no answer, people, meals, stays', async () => {
    await host('POST', `/households/${sharma.id}/sent`, {});
    const summary = (await host('GET', '/guest-summary')).json() as GuestSummary;
    expect(summary).toMatchObject({ households: 2, sent: 1, answered: 2, opened: 2 });
    const [haldi, sangeet, muhurtham] = summary.functions;
    expect(haldi).toMatchObject({
      eventKey: 'schedule-1',
      households: { invited: 0, coming: 0, notComing: 0, noAnswer: 0 },
    });
    expect(sangeet).toMatchObject({
      title: 'Sangeet',
      households: { invited: 1, coming: 1, notComing: 0, noAnswer: 0 },
      seatsOffered: 4,
      adults: 3,
      children: 1,
      meals: { Veg: 2, Jain: 2 },
      stays: 1,
      pickups: 1,
    });
    expect(muhurtham).toMatchObject({
      households: { invited: 2, coming: 2, notComing: 0, noAnswer: 0 },
      adults: 3,
      children: 1,
      meals: { Veg: 2, 'Non-veg': 2 },
      stays: 1,
    });
  });

  it('exports the list and a function’s guests as CSV with a BOM, formulas neutralised', async () => {
    const list = await host('GET', '/households/export.csv');
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(list.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const text = list.body.replace(/^\uFEFF/, '');
    expect(text.split('\n')[0]).toContain('Sangeet seats,Sangeet answer');
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""Sharma"")"`);
    expect(text).not.toMatch(/(^|,)=HYPERLINK/m);
    expect(text).toContain('+919876543210');

    const guests = await host('GET', '/functions/schedule-2/guests.csv');
    expect(guests.statusCode).toBe(200);
    const lines = guests.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe(
      'Name,Phone,Adults,Children,Veg,Jain,Non-veg,No onion-garlic,Arrival date,Arrival time,Travel,Needs stay,Needs pickup,Notes',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(',3,1,2,2,0,0,2027-02-12,18:30,train,yes,yes,');
    expect((await host('GET', '/functions/schedule-9/guests.csv')).statusCode).toBe(404);
  });
});
