import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rsvpEvents, rsvps, wishes } from '../db/schema';
import { createTestApp, type TestApp } from '../testing/test-app';
import { RSVP_RECEIVED, RSVP_TOKEN_UNKNOWN, RSVP_UPDATED } from './rsvp';
import { SITE_NOT_FOUND } from './site-content';
import { publishedSiteFor, submitContent, WEDDING_WITH_SCHEDULE } from './testing/live-fixtures';
import { WISH_RECEIVED, WISHES_SITE_BUSY } from './wishes';

let t: TestApp;
let wedding: Awaited<ReturnType<typeof publishedSiteFor>>;
let party: Awaited<ReturnType<typeof publishedSiteFor>>;
let ip = 0;

beforeAll(async () => {
  // Each address may use the whole site budget here: the per-address share is tested in site-shares.test.ts.
  t = await createTestApp({ env: { LIVE_WISHES_PER_SITE_PER_HOUR: '8', LIVE_CLIENT_SHARE_PERCENT: '100' } });
  wedding = await publishedSiteFor(t, 'ananya-weds-rohan', { fields: WEDDING_WITH_SCHEDULE, pack: 'basic' });
  party = await publishedSiteFor(t, 'riya-turns-30', {
    templateId: 'par001',
    fields: { PartyTitle: 'Riya turns 30', PartyDate: '2027-03-06', VenueName: 'Skyline Terrace' },
  });
});
afterAll(() => t.close());

/** Each call from its own address unless one is given, so the per-client limit only bites where tested. */
function post(url: string, payload: unknown, remoteAddress = `10.1.0.${++ip}`) {
  return t.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress });
}
const wish = (body: unknown, slug = 'ananya-weds-rohan', from?: string) =>
  post(`/rest/api/public/live/${slug}/wishes`, body, from);
const rsvp = (body: unknown, slug = 'ananya-weds-rohan', from?: string) =>
  post(`/rest/api/public/live/${slug}/rsvp`, body, from);
const wishCount = async () => (await t.app.ctx.db.select().from(wishes)).length;

describe('POST /rest/api/public/live/{slug}/wishes', () => {
  it('stores a trimmed wish as unread and answers a sentence for the guest', async () => {
    const response = await wish({ name: '  Kavya ', message: ' Congratulations!\nSee you there <3 ', website: '' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ responce: WISH_RECEIVED });
    const [row] = await t.app.ctx.db.select().from(wishes);
    expect(row).toMatchObject({
      liveId: wedding.site.liveId,
      name: 'Kavya',
      message: 'Congratulations!\nSee you there <3',
      visflag: null,
    });
  });

  it('answers a filled honeypot like a person but keeps nothing', async () => {
    const before = await wishCount();
    const response = await wish({ name: 'Bot', message: 'Buy now', website: 'http://spam.example' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ responce: WISH_RECEIVED });
    expect(await wishCount()).toBe(before);
  });

  it('refuses unknown and unpublished addresses with 404, keeping nothing', async () => {
    const before = await wishCount();
    expect((await wish({ name: 'A', message: 'B' }, 'nobody-here')).statusCode).toBe(404);
    const hidden = await publishedSiteFor(t, 'taken-down-site');
    await t.app.inject({
      method: 'POST',
      url: '/rest/api/private/live/unpublish',
      headers: { authorization: hidden.user.authorization },
      payload: { baseTempID: 'wed001' },
    });
    const response = await wish({ name: 'A', message: 'B' }, 'taken-down-site');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(SITE_NOT_FOUND);
    expect(await wishCount()).toBe(before);
  });

  it('refuses bad input with a 400 naming the field, keeping nothing', async () => {
    const before = await wishCount();
    const cases: [unknown, string][] = [
      [{ message: 'Hi' }, 'body.name is required'],
      [{ name: 'Asha' }, 'body.message is required'],
      [{ name: '   ', message: 'Hi' }, 'body.name must not be empty'],
      [{ name: 'Asha', message: ' \n ' }, 'body.message must not be empty'],
      [{ name: 'Asha', message: 'x'.repeat(1001) }, 'body.message'],
      [{ name: 'A\u0007sha', message: 'Hi' }, 'body.name must not contain control characters'],
      [{ name: 'Asha\nRao', message: 'Hi' }, 'body.name must not contain control characters'],
      [{ name: 'Asha', message: 'Hi\u001b[31m' }, 'body.message must not contain control characters'],
      [{ name: 'Asha', message: 'Hi\u0000' }, 'body.message must not contain NUL'],
      [{ name: 'Asha', message: 'Hi', extra: 1 }, 'body.extra is not allowed'],
      [{ name: 5, message: 'Hi' }, 'body.name'],
    ];
    for (const [body, message] of cases) {
      const response = await wish(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toContain(message);
    }
    expect((await wish({ name: 'Asha', message: 'Hi' }, 'Not_A_Slug')).statusCode).toBe(400);
    expect(await wishCount()).toBe(before);
  });

  it('limits wishes per client address per minute', async () => {
    const limit = t.config.limits.liveWishesPerClientPerMinute;
    for (let i = 0; i < limit; i++)
      expect((await wish({ name: 'Same', message: `Wish ${i}` }, 'riya-turns-30', '10.9.9.9')).statusCode).toBe(200);
    const refused = await wish({ name: 'Same', message: 'One more' }, 'riya-turns-30', '10.9.9.9');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().responce).toEqual(expect.any(String));
    expect((await wish({ name: 'Other', message: 'Hi' }, 'riya-turns-30', '10.9.9.10')).statusCode).toBe(200);
  });

  it('limits wishes per site per hour, counted in the database', async () => {
    const siteWishes = async () =>
      (await t.app.ctx.db.select().from(wishes).where(eq(wishes.liveId, party.site.liveId))).length;
    while ((await siteWishes()) < 8)
      expect((await wish({ name: 'G', message: 'Hi' }, 'riya-turns-30')).statusCode).toBe(200);
    const refused = await wish({ name: 'G', message: 'Hi' }, 'riya-turns-30');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(WISHES_SITE_BUSY);
    expect(refused.headers['retry-after']).toBe('3600');
    expect(await siteWishes()).toBe(8);
    t.clock.advance(61 * 60_000);
    expect((await wish({ name: 'G', message: 'Later' }, 'riya-turns-30')).statusCode).toBe(200);
  });
});

describe('POST /rest/api/public/live/{slug}/rsvp', () => {
  const answer = (eventKey: string, attending = true, more: Record<string, unknown> = {}) => ({
    eventKey,
    attending,
    adults: 2,
    children: 1,
    ...more,
  });

  it('takes answers for the events of the schedule (in every pack) and returns an edit token', async () => {
    const response = await rsvp({
      name: 'Kavya Rao',
      phone: '+91 98450 12345',
      events: [answer('schedule-1', true, { meal: 'Jain' }), answer('schedule-2', false)],
    });
    expect(response.statusCode, response.body).toBe(200);
    const { responce, editToken } = response.json();
    expect(responce).toBe(RSVP_RECEIVED);
    expect(editToken).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const [row] = await t.app.ctx.db.select().from(rsvps);
    expect(row).toMatchObject({ liveId: wedding.site.liveId, name: 'Kavya Rao', phone: '+919845012345' });
    expect(row.editTokenHash).not.toContain(editToken);
    const answers = await t.app.ctx.db.select().from(rsvpEvents).where(eq(rsvpEvents.rsvpId, row.id));
    expect(answers.sort((a, b) => a.eventKey.localeCompare(b.eventKey))).toEqual([
      { rsvpId: row.id, eventKey: 'schedule-1', attending: true, adults: 2, children: 1, meal: 'Jain' },
      { rsvpId: row.id, eventKey: 'schedule-2', attending: false, adults: 0, children: 0, meal: null },
    ]);

    const update = await rsvp({
      name: 'Kavya R',
      phone: '9845012345',
      events: [answer('schedule-2', true, { adults: 1, children: 0, meal: 'Veg' })],
      editToken,
    });
    expect(update.statusCode).toBe(200);
    expect(update.json()).toEqual({ responce: RSVP_UPDATED, editToken });
    expect(await t.app.ctx.db.select().from(rsvps)).toHaveLength(1);
    expect(await t.app.ctx.db.select().from(rsvpEvents)).toEqual([
      { rsvpId: row.id, eventKey: 'schedule-2', attending: true, adults: 1, children: 0, meal: 'Veg' },
    ]);
  });

  it('refuses unknown events, duplicates, a wrong token and bad input without changing anything', async () => {
    const before = JSON.stringify([
      await t.app.ctx.db.select().from(rsvps),
      await t.app.ctx.db.select().from(rsvpEvents),
    ]);
    const base = { name: 'Asha', phone: '9876543210' };
    const cases: [unknown, number, string][] = [
      [{ ...base, events: [answer('main')] }, 400, 'body.events.0.eventKey is not an event of this invitation'],
      [{ ...base, events: [answer('schedule-1'), answer('schedule-3')] }, 400, 'body.events.1.eventKey'],
      [{ ...base, events: [answer('schedule-1'), answer('schedule-1')] }, 400, 'answered twice'],
      [{ ...base, events: [] }, 400, 'body.events'],
      [{ ...base, events: [answer('schedule-1', true, { meal: 'Chicken' })] }, 400, 'body.events.0.meal'],
      [{ ...base, events: [answer('schedule-1', true, { adults: 21 })] }, 400, 'body.events.0.adults'],
      [{ ...base, phone: 'call me', events: [answer('schedule-1')] }, 400, 'body.phone'],
      [{ ...base, name: ' ', events: [answer('schedule-1')] }, 400, 'body.name'],
      [{ ...base, events: [answer('schedule-1')], editToken: 'not-a-token' }, 404, RSVP_TOKEN_UNKNOWN],
    ];
    for (const [body, status, message] of cases) {
      const response = await rsvp(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(response.json().message).toContain(message);
    }
    expect((await rsvp({ ...base, events: [answer('main')] }, 'nobody-here')).statusCode).toBe(404);
    expect(
      JSON.stringify([await t.app.ctx.db.select().from(rsvps), await t.app.ctx.db.select().from(rsvpEvents)]),
    ).toBe(before);
  });

  it('answers for the event itself where the content has no dated schedule', async () => {
    const response = await rsvp(
      { name: 'Meera', phone: '9876543210', events: [answer('main', true, { meal: 'No onion-garlic' })] },
      'riya-turns-30',
    );
    expect(response.statusCode, response.body).toBe(200);
    // A token belongs to its site: another site's token does not reach this RSVP.
    const elsewhere = await rsvp({
      name: 'Meera',
      phone: '9876543210',
      events: [answer('schedule-1')],
      editToken: response.json().editToken,
    });
    expect(elsewhere.statusCode).toBe(404);
  });

  it('limits answers per client address per minute, storing nothing it refuses', async () => {
    const limit = t.config.limits.liveRsvpsPerClientPerMinute;
    const body = (i: number) => ({ name: `Guest ${i}`, phone: '9876543210', events: [answer('main')] });
    const stored = async () => [
      (await t.app.ctx.db.select().from(rsvps)).length,
      (await t.app.ctx.db.select().from(rsvpEvents)).length,
    ];
    for (let i = 0; i < limit; i++) expect((await rsvp(body(i), 'riya-turns-30', '10.8.8.8')).statusCode).toBe(200);
    const before = await stored();
    const refused = await rsvp(body(limit), 'riya-turns-30', '10.8.8.8');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().responce).toEqual(expect.any(String));
    expect(await stored()).toEqual(before);
    // Another guest is not held up by this one.
    expect((await rsvp(body(0), 'riya-turns-30', '10.8.8.9')).statusCode).toBe(200);
  });
});

describe('GET /rest/api/public/live/{slug}/calendar/{eventKey}.ics', () => {
  const calendar = (slug: string, key: string) =>
    t.app.inject({ method: 'GET', url: `/rest/api/public/live/${slug}/calendar/${key}.ics` });
  /** Unfolds continuation lines and reads `NAME[;params]:value` properties. */
  const properties = (text: string) =>
    text
      .replace(/\r\n[ \t]/g, '')
      .split('\r\n')
      .filter(Boolean)
      .map((line) => {
        const colon = line.indexOf(':');
        return { name: line.slice(0, colon), value: line.slice(colon + 1) };
      });
  const value = (text: string, name: string) => properties(text).find((p) => p.name.split(';')[0] === name);

  it('is a valid iCalendar file with the event in UTC (19:00 in India is 13:30Z)', async () => {
    const response = await calendar('ananya-weds-rohan', 'schedule-1');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="ananya-weds-rohan-schedule-1.ics"');
    const text = response.body;
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(text.trimEnd().endsWith('END:VCALENDAR')).toBe(true);
    expect(value(text, 'VERSION')?.value).toBe('2.0');
    expect(
      properties(text)
        .filter((p) => p.name === 'BEGIN')
        .map((p) => p.value),
    ).toEqual(['VCALENDAR', 'VEVENT']);
    expect(value(text, 'UID')?.value).toBe(`${wedding.site.liveId}-schedule-1@localhost`);
    expect(value(text, 'DTSTAMP')?.value).toMatch(/^\d{8}T\d{6}Z$/);
    expect(value(text, 'DTSTART')?.value).toBe('20270213T133000Z');
    // The programme's last item is at 20:30 IST; the entry ends an hour later (21:30 IST = 16:00Z).
    expect(value(text, 'DTEND')?.value).toBe('20270213T160000Z');
    expect(value(text, 'SUMMARY')?.value).toBe('Sangeet · Ananya & Rohan · Wedding');
    expect(value(text, 'LOCATION')?.value).toBe('Sri Krishna Gardens\\, Jayanagar\\, Bengaluru');
    expect(value(text, 'URL')?.value).toBe(`${t.config.publicUrl}/invite/ananya-weds-rohan`);
    expect(value(text, 'DESCRIPTION')?.value).toContain('https://maps.google.com/?q=Sri+Krishna+Gardens');
    // The same site and event always get the same UID, so a second import updates the entry.
    expect(value((await calendar('ananya-weds-rohan', 'schedule-1')).body, 'UID')).toEqual(value(text, 'UID'));
  });

  it('makes an all-day event when the content gives no time, at the entry’s own place', async () => {
    const text = (await calendar('ananya-weds-rohan', 'schedule-2')).body;
    expect(properties(text).find((p) => p.name.startsWith('DTSTART'))).toEqual({
      name: 'DTSTART;VALUE=DATE',
      value: '20270214',
    });
    expect(properties(text).find((p) => p.name.startsWith('DTEND'))?.value).toBe('20270215');
    expect(value(text, 'LOCATION')?.value).toBe('Palace Grounds\\, Bengaluru');
    const party = (await calendar('riya-turns-30', 'main')).body;
    expect(value(party, 'SUMMARY')?.value).toBe('Riya turns 30');
    expect(properties(party).find((p) => p.name.startsWith('DTSTART'))?.value).toBe('20270306');
  });

  it('writes its own words in the page’s language (?lang=), English without one, and refuses an unknown one', async () => {
    const url = '/rest/api/public/live/ananya-weds-rohan/calendar/schedule-1.ics';
    const tamil = await t.app.inject({ method: 'GET', url: `${url}?lang=ta` });
    expect(tamil.statusCode, tamil.body).toBe(200);
    expect(value(tamil.body, 'DESCRIPTION')?.value).toContain('இடம்: Sri Krishna Gardens');
    expect(value(tamil.body, 'DESCRIPTION')?.value).toContain('அழைப்பிதழ்: ');
    expect(value((await calendar('ananya-weds-rohan', 'schedule-1')).body, 'DESCRIPTION')?.value).toContain(
      'Venue: Sri Krishna Gardens',
    );
    expect((await t.app.inject({ method: 'GET', url: `${url}?lang=xx` })).statusCode).toBe(400);
  });

  it('answers 404 for unknown sites and events, 400 for malformed keys', async () => {
    expect((await calendar('nobody-here', 'main')).statusCode).toBe(404);
    expect((await calendar('ananya-weds-rohan', 'main')).statusCode).toBe(404);
    expect((await calendar('ananya-weds-rohan', 'schedule-9')).statusCode).toBe(404);
    expect((await calendar('ananya-weds-rohan', 'dinner')).statusCode).toBe(400);
  });

  it('follows the content the buyer saves: no date yet is a 404, a saved date is there at once', async () => {
    const site = await publishedSiteFor(t, 'date-to-follow', { fields: { BrideName: 'Isha', GroomName: 'Vikram' } });
    const before = await calendar('date-to-follow', 'main');
    expect(before.statusCode).toBe(404);
    expect(before.json().message).toBe('This event has no date yet.');
    await submitContent(t, site.user, 'wed001', {
      BrideName: 'Isha',
      GroomName: 'Vikram',
      WeddingDate: '2027-11-20',
      WeddingTime: '07:15',
    });
    const after = await calendar('date-to-follow', 'main');
    expect(after.statusCode).toBe(200);
    expect(value(after.body, 'DTSTART')?.value).toBe('20271120T014500Z');
    expect(value(after.body, 'SUMMARY')?.value).toBe('Isha & Vikram · Wedding');
  });
});
