/**
 * A guest's number is no credential: only a reply's edit token (or a household's personal link) changes an
 * answer. A second reply from a number that already answered is kept as a reply of its own, answered in the
 * same words as any reply, and shown to the host flagged as the same number as the earlier one.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RsvpReportResponse } from '../../shared/api/moderation';
import { rsvpEvents, rsvps } from '../db/schema';
import { createTestApp, type TestApp } from '../testing/test-app';
import { RSVP_RECEIVED, RSVP_UPDATED } from './rsvp';
import { publishedSiteFor, WEDDING_WITH_SCHEDULE } from './testing/live-fixtures';

let t: TestApp;
let wedding: Awaited<ReturnType<typeof publishedSiteFor>>;
let ip = 0;

beforeAll(async () => {
  t = await createTestApp();
  wedding = await publishedSiteFor(t, 'kavya-weds-arjun', { fields: WEDDING_WITH_SCHEDULE, pack: 'basic' });
});
afterAll(() => t.close());

const rsvp = (body: object) =>
  t.app.inject({
    method: 'POST',
    url: '/rest/api/public/live/kavya-weds-arjun/rsvp',
    payload: body,
    remoteAddress: `10.7.0.${++ip}`,
  });
const coming = (adults: number, children = 0) => ({ eventKey: 'schedule-1', attending: true, adults, children });
const notComing = { eventKey: 'schedule-1', attending: false, adults: 0, children: 0 };

const answersOf = async (rsvpId: number) => t.app.ctx.db.select().from(rsvpEvents).where(eq(rsvpEvents.rsvpId, rsvpId));
const replyNamed = async (name: string) => {
  const [row] = await t.app.ctx.db.select().from(rsvps).where(eq(rsvps.name, name));
  return row!;
};
const hostReport = async () => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/rest/api/private/rsvps/${wedding.site.liveId}`,
    headers: { authorization: wedding.user.authorization },
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as RsvpReportResponse).responceId;
};

describe('a reply from a number that already answered, without its edit token', () => {
  it('leaves the first answer as it was and is kept as a new reply, told in the same words as any reply', async () => {
    const first = await rsvp({ name: 'Kavya', phone: '98450 12345', events: [coming(2, 1)] });
    expect(first.statusCode, first.body).toBe(200);
    const kavya = await replyNamed('Kavya');
    const before = JSON.stringify([kavya, await answersOf(kavya.id)]);

    const fresh = await rsvp({ name: 'Deepa', phone: '9845011122', events: [coming(1)] });
    const second = await rsvp({ name: 'Someone else', phone: '+91-98450-12345', events: [notComing] });
    // Nothing tells the sender whether the number had answered: same status, same shape, same words.
    expect(second.statusCode).toBe(fresh.statusCode);
    expect(Object.keys(second.json()).sort()).toEqual(Object.keys(fresh.json()).sort());
    expect(second.json().responce).toBe(fresh.json().responce);
    expect(second.json().responce).toBe(RSVP_RECEIVED);
    expect(second.json().editToken).not.toBe(first.json().editToken);

    expect(JSON.stringify([await replyNamed('Kavya'), await answersOf(kavya.id)])).toBe(before);
    const other = await replyNamed('Someone else');
    expect(other.id).not.toBe(kavya.id);
    expect(other.phone).toBe('+919845012345');

    // Each token changes its own reply only.
    const change = await rsvp({
      name: 'Kavya',
      phone: '9845012345',
      events: [coming(3)],
      editToken: first.json().editToken,
    });
    expect(change.json()).toEqual({ responce: RSVP_UPDATED, editToken: first.json().editToken });
    expect(await answersOf(kavya.id)).toMatchObject([{ attending: true, adults: 3, children: 0 }]);
    expect(await answersOf(other.id)).toMatchObject([{ attending: false }]);
  });

  it('is flagged to the host as the same number as the earlier reply, and not counted in the totals', async () => {
    const report = await hostReport();
    const sangeet = report.events.find((event) => event.eventKey === 'schedule-1')!;
    const byName = Object.fromEntries(sangeet.guests.map((guest) => [guest.name, guest]));
    expect(byName['Kavya']).toMatchObject({ attending: true, adults: 3, sameNumberAs: null });
    expect(byName['Deepa']).toMatchObject({ sameNumberAs: null });
    expect(byName['Someone else']).toMatchObject({ attending: false, sameNumberAs: 'Kavya' });
    // Kavya's 3 and Deepa's 1 are counted; the flagged reply is counted apart.
    expect(sangeet.totals).toMatchObject({ attending: 2, declined: 0, adults: 4, children: 0, sameNumber: 1 });
    expect(report.answers).toBe(3);

    const csv = await t.app.inject({
      method: 'GET',
      url: `/rest/api/private/rsvps/${wedding.site.liveId}/csv`,
      headers: { authorization: wedding.user.authorization },
    });
    const lines = csv.body.replace(/^\uFEFF/, '').split(/\r?\n/);
    expect(lines[0]).toContain('Same number as');
    expect(lines.find((line) => line.includes('Someone else'))).toMatch(/,Kavya$/);
    expect(lines.find((line) => line.startsWith('Sangeet') && line.includes(',Kavya,'))).toMatch(/,$/);
  });

  it('lets a reply move to a number that answered before only with its token, flagged the same way', async () => {
    const ravi = await rsvp({ name: 'Ravi', phone: '9845044444', events: [coming(1)] });
    const meera = await rsvp({ name: 'Meera', phone: '9845033333', events: [coming(1)] });
    const moved = await rsvp({
      name: 'Meera',
      phone: '9845044444',
      events: [coming(2)],
      editToken: meera.json().editToken,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().responce).toBe(RSVP_UPDATED);
    expect(await answersOf((await replyNamed('Ravi')).id)).toMatchObject([{ adults: 1 }]);
    expect(ravi.statusCode).toBe(200);
    const guests = (await hostReport()).events.find((event) => event.eventKey === 'schedule-1')!.guests;
    expect(guests.find((guest) => guest.name === 'Meera')?.sameNumberAs).toBe('Ravi');
  });

  it('is the same through the page’s HTML form: a new reply, the first unchanged', async () => {
    const kavya = await replyNamed('Kavya');
    const before = JSON.stringify([kavya, await answersOf(kavya.id)]);
    const fields = new URLSearchParams({
      name: 'Form stranger',
      phone: '98450 12345',
      'attending:schedule-1': 'no',
      'attending:schedule-2': 'no',
    });
    const sent = await t.app.inject({
      method: 'POST',
      url: '/invite/kavya-weds-arjun/rsvp?lang=en',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: fields.toString(),
      remoteAddress: `10.7.1.${++ip}`,
    });
    expect(sent.statusCode, sent.body).toBe(303);
    expect(JSON.stringify([await replyNamed('Kavya'), await answersOf(kavya.id)])).toBe(before);
    expect((await replyNamed('Form stranger')).phone).toBe('+919845012345');
    // The confirmation says how this guest changes their own answer.
    const flash = [sent.headers['set-cookie'] ?? []].flat().map((cookie) => String(cookie).split(';')[0]);
    const shown = await t.app.inject({
      method: 'GET',
      url: '/invite/kavya-weds-arjun',
      headers: { cookie: flash.join('; ') },
    });
    expect(shown.body).toContain('Thank you, Form stranger! Your answer is saved.');
    expect(shown.body).toContain(
      'To change it later, open this invitation again on this phone, or your personal invitation link from the hosts.',
    );
  });
});
