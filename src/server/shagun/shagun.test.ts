import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Household } from '../../shared/api/guests';
import { SHAGUN_MAX_GIFTS, type ShagunBook, type ShagunGift } from '../../shared/api/shagun';
import { hostSite, type HostSite } from '../guests/testing/fixtures';
import { guestListChanges, shagunGifts } from '../db/schema';
import { RSVP_CLOSED } from '../live';
import { outboxOf } from '../mail';
import { createTestApp, createUserWithToken, type TestApp } from '../testing/test-app';
import { SHAGUN_OWNER_ONLY, UPI_ID_INVALID } from './settings';

let t: TestApp;
let site: HostSite;
let cohost: { authorization: string };
let stranger: { authorization: string };
let sharma: Household;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, path: string, authorization: string | undefined, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/rest/api/private/live/${site.liveId}${path}`,
    headers: authorization ? { authorization } : {},
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
const owner = (method: Method, path: string, payload?: unknown) =>
  call(method, path, site.owner.authorization, payload);
const page = async (path = '') => (await t.app.inject({ method: 'GET', url: `/invite/${site.slug}${path}` })).body;
let ip = 0;
const guestRsvp = () =>
  t.app.inject({
    method: 'POST',
    url: `/rest/api/public/live/${site.slug}/rsvp`,
    remoteAddress: `10.9.0.${++ip}`,
    payload: {
      name: 'Kavya Rao',
      phone: '+91 98450 12345',
      events: [{ eventKey: 'schedule-1', attending: true, adults: 1, children: 0 }],
    },
  });

beforeAll(async () => {
  t = await createTestApp();
  site = await hostSite(t, {
    wishes: [{ name: 'Leela aunty', message: 'Blessings to you both!', visflag: true }],
  });
  const planner = await createUserWithToken(t, { email: 'planner@example.in' });
  stranger = await createUserWithToken(t);
  cohost = planner;
  const invited = await owner('POST', '/cohosts', { email: 'planner@example.in' });
  expect(invited.statusCode, invited.body).toBe(200);
  sharma = (
    await owner('POST', '/households', {
      name: 'Sharma family',
      members: [],
      side: "Bride's side",
      events: [{ eventKey: 'schedule-2', seats: 4 }],
    })
  ).json();
});
afterAll(() => t.close());

describe('PUT /private/live/{liveId}/shagun', () => {
  it('is off by default and the guest page has no shagun section', async () => {
    const read = await owner('GET', '/shagun');
    expect(read.json()).toEqual({ enabled: false, upiId: '', payeeName: '' });
    expect(await page()).not.toContain('id="inv-live-shagun"');
  });

  it('checks the UPI ID for its name@handle shape and needs one to turn the section on', async () => {
    for (const upiId of ['ananya', 'ananya@', '@okicici', 'an anya@okicici', 'ananya@ok-icici', 'a@b', 'x@1bank']) {
      const refused = await owner('PUT', '/shagun', { enabled: true, upiId, payeeName: 'Ananya' });
      expect(refused.statusCode, upiId).toBe(400);
      expect(refused.json().message).toBe(UPI_ID_INVALID);
    }
    const empty = await owner('PUT', '/shagun', { enabled: true, upiId: ' ', payeeName: 'Ananya' });
    expect(empty.statusCode).toBe(400);
    const extra = await owner('PUT', '/shagun', { enabled: true, upiId: 'ananya@okicici', payeeName: 'A', x: 1 });
    expect(extra.statusCode).toBe(400);
    expect((await owner('GET', '/shagun')).json().enabled).toBe(false);
  });

  it('shows the QR code of the upi://pay address, the ID to copy and honest words on the guest page', async () => {
    const saved = await owner('PUT', '/shagun', {
      enabled: true,
      upiId: 'Ananya.Rao@OkHDFCbank',
      payeeName: 'Ananya Rao',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ enabled: true, upiId: 'ananya.rao@okhdfcbank', payeeName: 'Ananya Rao' });
    const html = await page();
    expect(html).toContain('id="inv-live-shagun"');
    expect(html).toContain('Send your blessings');
    expect(html).toMatch(
      /<svg role="img" aria-label="QR code to pay Ananya Rao by UPI"[^>]*><rect[^>]*><\/rect><path d="M/,
    );
    // Spaces as %20, never "+"; the note names the couple.
    expect(html).toContain(
      'href="upi://pay?pa=ananya.rao%40okhdfcbank&amp;pn=Ananya%20Rao&amp;cu=INR&amp;tn=Shagun%20for%20Ananya%20%26%20Rohan"',
    );
    expect(html).toContain('data-copy="ananya.rao@okhdfcbank"');
    expect(html).toContain('this page does not see them and cannot confirm them');
    expect(html).not.toMatch(/received|thank you for your gift/i);
    // The QR code and the ID come before the button that opens an app.
    expect(html.indexOf('QR code to pay')).toBeLessThan(html.indexOf('live-shagun__app'));
    expect(html.indexOf('live-shagun__upi')).toBeLessThan(html.indexOf('live-shagun__app'));
  });

  it('says it in Hindi and Kannada on a site with languages', async () => {
    const local = await hostSite(t, { pack: 'luxury' });
    await t.app.inject({
      method: 'PUT',
      url: `/rest/api/private/live/${local.liveId}/shagun`,
      headers: { authorization: local.owner.authorization },
      payload: { enabled: true, upiId: 'rohan@ybl', payeeName: 'Rohan' },
    });
    const hi = (await t.app.inject({ method: 'GET', url: `/invite/${local.slug}?lang=hi` })).body;
    expect(hi).toContain('अपना आशीर्वाद भेजें');
    const kn = (await t.app.inject({ method: 'GET', url: `/invite/${local.slug}?lang=kn` })).body;
    expect(kn).toContain('ನಿಮ್ಮ ಆಶೀರ್ವಾದ ಕಳುಹಿಸಿ');
  });

  it('lets only the owner change where the money goes: a co-host gets 403 on every route, a stranger 404', async () => {
    const before = (await owner('GET', '/shagun')).json();
    expect(before.upiId).toBe('ananya.rao@okhdfcbank');
    const mailsBefore = outboxOf(t.app).length;
    const redirect = { enabled: true, upiId: 'planner@ybl', payeeName: 'Ananya Rao' };
    const byCohost = await call('PUT', '/shagun', cohost.authorization, redirect);
    expect(byCohost.statusCode, byCohost.body).toBe(403);
    expect(byCohost.json().message).toBe(SHAGUN_OWNER_ONLY);
    // Not even the same ID with another name, or the section switched off.
    for (const body of [{ ...before, payeeName: 'Planner' }, { ...before, enabled: false }, before]) {
      expect((await call('PUT', '/shagun', cohost.authorization, body)).statusCode).toBe(403);
    }
    // The co-host's other writing routes take no UPI ID or name in any shape.
    const elsewhere = await Promise.all([
      call('PUT', '/event-day', cohost.authorization, { streams: {}, thankYouAfterDays: 30, upiId: 'planner@ybl' }),
      call('PUT', '/guest-settings', cohost.authorization, { upiId: 'planner@ybl', payeeName: 'Planner' }),
      call('POST', '/households/bulk', cohost.authorization, {
        ids: [sharma.id],
        action: 'upiId',
        value: 'planner@ybl',
      }),
      call('POST', '/shagun/gifts', cohost.authorization, {
        name: 'X',
        amount: 1,
        method: 'upi',
        upiId: 'planner@ybl',
      }),
      call('PATCH' as Method, '/shagun', cohost.authorization, redirect),
    ]);
    expect(elsewhere.map((answer) => answer.statusCode)).toEqual([400, 400, 400, 400, 404]);
    // A co-host still reads it (their screen shows it read-only).
    expect((await call('GET', '/shagun', cohost.authorization)).json()).toEqual(before);

    const intruder = await call('PUT', '/shagun', stranger.authorization, {
      enabled: true,
      upiId: 'thief@ybl',
      payeeName: 'Thief',
    });
    expect(intruder.statusCode).toBe(404);
    expect((await call('GET', '/shagun', stranger.authorization)).statusCode).toBe(404);
    expect((await call('PUT', '/shagun', undefined, { enabled: false, upiId: '', payeeName: '' })).statusCode).toBe(
      401,
    );
    expect((await owner('GET', '/shagun')).json()).toEqual(before);
    const html = await page();
    expect(html).not.toContain('thief@ybl');
    expect(html).not.toContain('planner@ybl');
    expect(outboxOf(t.app)).toHaveLength(mailsBefore);
  });

  it("mails the owner every change of where the money goes (old and new, who, when) and keeps it in the site's history", async () => {
    const mailsBefore = outboxOf(t.app).length;
    const changed = await owner('PUT', '/shagun', { enabled: true, upiId: 'Rohan.Rao@okSBI', payeeName: 'Rohan Rao' });
    expect(changed.statusCode, changed.body).toBe(200);
    const mails = outboxOf(t.app).slice(mailsBefore);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.to).toBe(site.owner.email);
    expect(mail!.subject).toBe('The UPI ID for shagun on your invitation was changed');
    expect(mail!.text).toContain('UPI ID: ananya.rao@okhdfcbank -> rohan.rao@oksbi');
    expect(mail!.text).toContain('Name guests see: Ananya Rao -> Rohan Rao');
    expect(mail!.text).toContain(`Changed by: ${site.owner.email}`);
    expect(mail!.text).toContain('When: 15 January 2027 at 3:30 pm IST');
    expect(mail!.text).toContain(`/invite/${site.slug}`);

    const history = await t.app.ctx.db
      .select()
      .from(guestListChanges)
      .where(and(eq(guestListChanges.liveId, site.liveId), eq(guestListChanges.action, 'shagun.payee')));
    expect(history.at(-1)).toMatchObject({
      actorEmail: site.owner.email,
      details: {
        from: { enabled: true, upiId: 'ananya.rao@okhdfcbank', payeeName: 'Ananya Rao' },
        to: { enabled: true, upiId: 'rohan.rao@oksbi', payeeName: 'Rohan Rao' },
      },
    });
    expect(history.at(-1)!.createdAt.toISOString()).toBe(t.clock.now().toISOString());

    // Saving the same values again changes nothing: no mail, no history row.
    await owner('PUT', '/shagun', { enabled: true, upiId: 'rohan.rao@oksbi', payeeName: 'Rohan Rao' });
    expect(outboxOf(t.app).slice(mailsBefore)).toHaveLength(1);
    // Back to the first ID for the tests below; that change is mailed too.
    await owner('PUT', '/shagun', { enabled: true, upiId: 'ananya.rao@okhdfcbank', payeeName: 'Ananya Rao' });
    expect(outboxOf(t.app).slice(mailsBefore)).toHaveLength(2);
  });

  it('stays private on a private site: nothing of it without the code', async () => {
    const hidden = await hostSite(t, { accessCode: 'mehendi-2027' });
    await t.app.inject({
      method: 'PUT',
      url: `/rest/api/private/live/${hidden.liveId}/shagun`,
      headers: { authorization: hidden.owner.authorization },
      payload: { enabled: true, upiId: 'secret.family@okaxis', payeeName: 'Secret family' },
    });
    const gate = (await t.app.inject({ method: 'GET', url: `/invite/${hidden.slug}` })).body;
    expect(gate).not.toContain('secret.family');
    expect(gate).not.toContain('upi://');
  });
});

describe('the shagun book', () => {
  let gifts: ShagunGift[] = [];

  it('records gifts per household (name and side from the guest list) or a typed name, and refuses bad entries', async () => {
    const fromList = await owner('POST', '/shagun/gifts', {
      householdId: sharma.id,
      amount: 5100,
      method: 'upi',
      eventKey: 'schedule-2',
      note: 'Sent from Pune',
    });
    expect(fromList.statusCode, fromList.body).toBe(200);
    expect(fromList.json()).toMatchObject({ name: 'Sharma family', side: "Bride's side", amount: 5100, method: 'upi' });
    const typed = await call('POST', '/shagun/gifts', cohost.authorization, {
      name: '=cmd|"/c calc"!A1',
      side: "Groom's side",
      amount: 1100,
      method: 'cash',
      eventKey: 'schedule-3',
    });
    expect(typed.statusCode, typed.body).toBe(200);
    expect(typed.json().recordedBy).toBe('planner@example.in');
    const item = await owner('POST', '/shagun/gifts', {
      name: 'Menon family',
      amount: 0,
      method: 'gift',
      note: 'Silver lamp',
    });
    expect(item.statusCode, item.body).toBe(200);
    gifts = [fromList.json(), typed.json(), item.json()];

    const other = await hostSite(t);
    const theirs: Household = (
      await t.app.inject({
        method: 'POST',
        url: `/rest/api/private/live/${other.liveId}/households`,
        headers: { authorization: other.owner.authorization },
        payload: { name: 'Not yours', members: [], events: [] },
      })
    ).json();
    const bad = [
      { amount: 100, method: 'cash' },
      { name: '  ', amount: 100, method: 'cash' },
      { name: 'Iyer', amount: -1, method: 'cash' },
      { name: 'Iyer', amount: 1.5, method: 'cash' },
      { name: 'Iyer', amount: 100_000_000, method: 'cash' },
      { name: 'Iyer', amount: 100, method: 'bitcoin' },
      { name: 'Iyer', amount: 100, method: 'cash', eventKey: 'schedule-9' },
      { householdId: theirs.id, amount: 100, method: 'cash' },
      { name: 'Iyer\u0007', amount: 100, method: 'cash' },
    ];
    for (const body of bad) {
      const refused = await owner('POST', '/shagun/gifts', body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('totals per function and per side', async () => {
    const book: ShagunBook = (await owner('GET', '/shagun/gifts')).json();
    expect(book.gifts.map((gift) => gift.id)).toEqual(gifts.map((gift) => gift.id));
    expect(book.totals.all).toEqual({ amount: 6200, count: 3 });
    const byFunction = Object.fromEntries(book.totals.byFunction.map((entry) => [entry.eventKey ?? 'none', entry]));
    expect(byFunction['schedule-1']).toMatchObject({ amount: 0, count: 0 });
    expect(byFunction['schedule-2']).toMatchObject({ title: 'Sangeet', amount: 5100, count: 1 });
    expect(byFunction['schedule-3']).toMatchObject({ amount: 1100, count: 1 });
    expect(byFunction.none).toMatchObject({ amount: 0, count: 1 });
    expect(book.totals.bySide).toEqual([
      { side: "Bride's side", amount: 5100, count: 1 },
      { side: "Groom's side", amount: 1100, count: 1 },
      { side: null, amount: 0, count: 1 },
    ]);
  });

  it('corrects and removes entries of its own site only', async () => {
    const fixed = await owner('PUT', `/shagun/gifts/${gifts[1]!.id}`, {
      name: 'Kumar family',
      side: "Groom's side",
      amount: 2100,
      method: 'cheque',
      eventKey: 'schedule-3',
    });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(fixed.json()).toMatchObject({ name: 'Kumar family', amount: 2100, method: 'cheque' });
    const other = await hostSite(t);
    const elsewhere = await t.app.inject({
      method: 'DELETE',
      url: `/rest/api/private/live/${other.liveId}/shagun/gifts/${gifts[2]!.id}`,
      headers: { authorization: other.owner.authorization },
    });
    expect(elsewhere.statusCode).toBe(404);
    expect((await owner('DELETE', `/shagun/gifts/${gifts[2]!.id}`)).statusCode).toBe(200);
    expect((await owner('DELETE', `/shagun/gifts/${gifts[2]!.id}`)).statusCode).toBe(404);
    expect((await owner('DELETE', '/shagun/gifts/abc')).statusCode).toBe(404);
    const book: ShagunBook = (await owner('GET', '/shagun/gifts')).json();
    expect(book.totals.all).toEqual({ amount: 7200, count: 2 });
  });

  it('exports the book as CSV with its totals, formula cells neutralised', async () => {
    const csv = await owner('GET', '/shagun/gifts.csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="shagun-${site.slug}.csv"`);
    expect(csv.body.startsWith('\uFEFFName,Side,Amount (INR),How,Function,Note,Recorded by,Recorded on\n')).toBe(true);
    expect(csv.body).toContain("Sharma family,Bride's side,5100,UPI,Sangeet,Sent from Pune,");
    expect(csv.body).toContain("Kumar family,Groom's side,2100,Cheque,Muhurtham and Reception,");
    expect(csv.body).toContain('Total,,7200,2 entries');
    expect(csv.body).toContain('Total at Sangeet,,5100,1 entries,Sangeet');
    expect(csv.body).toContain("Total from Bride's side,Bride's side,5100,1 entries");
    await owner('POST', '/shagun/gifts', { name: '=HYPERLINK("http://evil.example")', amount: 1, method: 'cash' });
    expect((await owner('GET', '/shagun/gifts.csv')).body).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
  });

  it('is the hosts’ alone: a stranger gets 404 on every call, and guests never see it', async () => {
    const answers = await Promise.all([
      call('GET', '/shagun/gifts', stranger.authorization),
      call('GET', '/shagun/gifts.csv', stranger.authorization),
      call('POST', '/shagun/gifts', stranger.authorization, { name: 'X', amount: 1, method: 'cash' }),
      call('PUT', `/shagun/gifts/${gifts[0]!.id}`, stranger.authorization, { name: 'X', amount: 1, method: 'cash' }),
      call('DELETE', `/shagun/gifts/${gifts[0]!.id}`, stranger.authorization),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([404, 404, 404, 404, 404]);
    expect((await call('GET', '/shagun/gifts', undefined)).statusCode).toBe(401);
    expect((await call('GET', '/shagun/gifts.csv', cohost.authorization)).statusCode).toBe(200);
    const html = await page();
    expect(html).not.toContain('5100');
    expect(html).not.toContain('Sent from Pune');
  });
});

describe('the shagun book cap', () => {
  it('never holds more than its cap when many entries race', async () => {
    const full = await hostSite(t);
    const room = 5;
    const rows = Array.from({ length: SHAGUN_MAX_GIFTS - room }, (_, n) => ({
      liveId: full.liveId,
      name: `Guest ${n}`,
      amount: 101,
      method: 'cash' as const,
      recordedBy: full.owner.email,
    }));
    for (let from = 0; from < rows.length; from += 1000) {
      await t.app.ctx.db.insert(shagunGifts).values(rows.slice(from, from + 1000));
    }
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        t.app.inject({
          method: 'POST',
          url: `/rest/api/private/live/${full.liveId}/shagun/gifts`,
          headers: { authorization: full.owner.authorization },
          payload: { name: `Racer ${n}`, amount: 501, method: 'upi' },
        }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(room);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(20 - room);
    const [{ total } = { total: 0 }] = await t.app.ctx.db
      .select({ total: count() })
      .from(shagunGifts)
      .where(eq(shagunGifts.liveId, full.liveId));
    expect(total).toBe(SHAGUN_MAX_GIFTS);
  });
});

describe('stream addresses and the thank-you page', () => {
  it('takes https addresses on the streaming services only, for functions of the site', async () => {
    const refused = [
      { 'schedule-2': 'http://youtube.com/live/abc' },
      { 'schedule-2': 'https://evil.example/watch' },
      { 'schedule-2': 'https://youtube.com.evil.example/live' },
      { 'schedule-2': 'https://user:pw@zoom.us/j/1' },
      { 'schedule-2': 'javascript:alert(1)' },
      { 'schedule-2': 'not an address' },
      { 'schedule-9': 'https://youtube.com/live/abc' },
    ];
    for (const streams of refused) {
      const answer = await owner('PUT', '/event-day', { streams, thankYouAfterDays: 30 });
      expect(answer.statusCode, JSON.stringify(streams)).toBe(400);
    }
    expect((await owner('PUT', '/event-day', { streams: {}, thankYouAfterDays: 400 })).statusCode).toBe(400);
    expect(
      (await call('PUT', '/event-day', stranger.authorization, { streams: {}, thankYouAfterDays: 1 })).statusCode,
    ).toBe(404);
    const saved = await call('PUT', '/event-day', cohost.authorization, {
      streams: {
        'schedule-2': ' https://www.youtube.com/live/sangeet2027 ',
        'schedule-3': 'https://us02web.zoom.us/j/123456',
        'schedule-1': '',
      },
      thankYouAfterDays: 30,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({
      streams: {
        'schedule-2': 'https://www.youtube.com/live/sangeet2027',
        'schedule-3': 'https://us02web.zoom.us/j/123456',
      },
      thankYouAfterDays: 30,
    });
  });

  it('shows the address before, "Watch live" during the function (India time) and "Watch the recording" after', async () => {
    // Sangeet: 2027-02-13 from 18:00 to its last item at 21:00 IST (12:30 to 15:30 UTC), plus an hour.
    t.clock.set('2027-02-13T10:00:00.000Z');
    let html = await page();
    expect(html).toContain('Watch online');
    expect(html).toMatch(
      /Sangeet<\/span><a class="inv-button inv-button--ghost" href="https:\/\/www.youtube.com\/live\/sangeet2027"[^>]*>Link to watch online/,
    );
    t.clock.set('2027-02-13T13:00:00.000Z');
    html = await page();
    expect(html).toMatch(
      /Sangeet<span class="live-streams__now">Live now<\/span><\/span><a class="inv-button" href="https:\/\/www.youtube.com\/live\/sangeet2027"[^>]*>Watch live/,
    );
    t.clock.set('2027-02-13T17:00:00.000Z');
    html = await page();
    expect(html).toMatch(/href="https:\/\/www.youtube.com\/live\/sangeet2027"[^>]*>Watch the recording/);
    expect(html).not.toContain('Live now');
  });

  it('carries the address in the function’s calendar file', async () => {
    const ics = await t.app.inject({
      method: 'GET',
      url: `/rest/api/public/live/${site.slug}/calendar/schedule-2.ics`,
    });
    expect(ics.statusCode).toBe(200);
    expect(ics.body.replace(/\r\n[ \t]/g, '')).toContain('Watch live: https://www.youtube.com/live/sangeet2027');
  });

  it('becomes a thank-you page the set days after the last function, and RSVP closes politely', async () => {
    // The last function is on 2027-02-14: thirty days later is the end of 2027-03-16 in India.
    t.clock.set('2027-03-16T18:00:00.000Z');
    expect(await page()).not.toContain('Thank you for celebrating with us');
    expect((await guestRsvp()).statusCode).toBe(200);

    t.clock.set('2027-03-16T18:31:00.000Z');
    const html = await page();
    expect(html).toContain('Thank you for celebrating with us');
    expect(html).toContain('Blessings to you both!');
    expect(html).toContain('RSVP has closed');
    expect(html).toContain('Watch the recording');
    expect(html).toContain('id="inv-live-shagun"');
    expect(html).not.toContain('name="attending:');
    expect(html).not.toContain('id="inv-schedule"');

    const json = await guestRsvp();
    expect(json.statusCode).toBe(410);
    expect(json.json().message).toBe(RSVP_CLOSED);

    const form = await t.app.inject({
      method: 'POST',
      url: `/invite/${site.slug}/rsvp`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost:8080' },
      remoteAddress: '10.9.1.1',
      payload: new URLSearchParams({ name: 'Meera', phone: '98765 43210', 'attending:schedule-1': 'no' }).toString(),
    });
    expect(form.statusCode).toBe(410);
    expect(form.body).toContain('Thank you for celebrating with us');

    const token = sharma.link.split('/g/')[1]!;
    const household = await t.app.inject({
      method: 'POST',
      url: `/rest/api/public/live/${site.slug}/g/${token}/rsvp`,
      remoteAddress: '10.9.1.2',
      payload: { events: [{ eventKey: 'schedule-2', attending: true, adults: 2, children: 0 }] },
    });
    expect(household.statusCode).toBe(410);
    const personalForm = await t.app.inject({
      method: 'POST',
      url: `/invite/${site.slug}/g/${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      remoteAddress: '10.9.1.3',
      payload: new URLSearchParams({ 'attending:schedule-2': 'yes', 'adults:schedule-2': '2' }).toString(),
    });
    expect(personalForm.statusCode).toBe(410);
    expect(personalForm.body).toContain('Thank you for celebrating with us');
    // The addresses keep working.
    const personal = await t.app.inject({ method: 'GET', url: `/invite/${site.slug}/g/${token}` });
    expect(personal.statusCode).toBe(200);
    expect(personal.body).toContain('Dear Sharma family');
    expect(personal.body).toContain('Thank you for celebrating with us');
    expect(personal.body).toContain('id="inv-live-shagun"');
    expect(personal.body).toContain('Watch the recording');
  });

  it('follows the days the host sets: more days bring the invitation and its RSVP back', async () => {
    // The host's session is from the test's first day.
    t.clock.set('2027-01-15T10:00:00.000Z');
    const longer = await owner('PUT', '/event-day', {
      ...((await owner('GET', '/event-day')).json() as object),
      thankYouAfterDays: 60,
    });
    expect(longer.statusCode, longer.body).toBe(200);
    t.clock.set('2027-03-16T18:31:00.000Z');
    expect(await page()).not.toContain('Thank you for celebrating with us');
    expect((await guestRsvp()).statusCode).toBe(200);
  });
});
