/**
 * What a household's personal link grants: its own view (its functions, their venues, dates and calendar files),
 * never the general page of a private site nor any other function, whether the link's token comes in the address
 * or in the cookie its page leaves on the device.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Household } from '../../shared/api/guests';
import { hostSite, type HostSite } from '../guests/testing/fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
let privateSite: HostSite;
let openSite: HostSite;
let receptionOnly: Household;
let haldiOnly: Household;
let openHaldiOnly: Household;
let nothingYet: Household;
/** The Cookie header the reception-only household's page leaves on its device. */
let receptionCookie: string;
let ip = 0;

const PERSON =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
/** Everything that tells of the sample wedding's Muhurtham and Reception: its hall, its day, its times. */
const RECEPTION_WORDS = [
  'Muhurtham',
  'Reception',
  'Sri Krishna Convention Hall',
  'Basavanagudi',
  'Bull Temple Road',
  'Hotel Sai Residency',
  '2027-02-14',
  '14 February',
  'February 14',
  '14 Feb',
  '10:30',
  '19:00',
  '7:00 PM',
  '7:00 pm',
  'schedule-3',
];

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { 'user-agent': PERSON, ...headers }, remoteAddress: `10.9.0.${++ip}` });
const tokenOf = (household: Household) => household.link.split('/g/')[1]!;
const pathOf = (household: Household) => new URL(household.link).pathname;

async function addHousehold(target: HostSite, name: string, eventKeys: string[]): Promise<Household> {
  const response = await t.app.inject({
    method: 'POST',
    url: `/rest/api/private/live/${target.liveId}/households`,
    headers: { authorization: target.owner.authorization },
    payload: { name, members: [], events: eventKeys.map((eventKey) => ({ eventKey, seats: 2 })) },
  });
  if (response.statusCode !== 200) throw new Error(response.body);
  return response.json();
}

/** The instant the cover's countdown counts to, as the page's clock reads it. */
function countdownStart(html: string): number | null {
  const found = /data-countdown="([^"]*)"/.exec(html);
  if (!found) return null;
  const data = JSON.parse(found[1]!.replace(/&quot;/g, '"').replace(/&amp;/g, '&')) as { span: { start: number } };
  return data.span.start;
}

beforeAll(async () => {
  t = await createTestApp();
  privateSite = await hostSite(t, { accessCode: 'sangeet-2027' });
  openSite = await hostSite(t);
  receptionOnly = await addHousehold(privateSite, 'Menon family', ['schedule-3']);
  haldiOnly = await addHousehold(privateSite, 'Bhat family', ['schedule-1']);
  openHaldiOnly = await addHousehold(openSite, 'Kamath family', ['schedule-1']);
  nothingYet = await addHousehold(openSite, 'Shetty family', []);
  const opened = await get(pathOf(receptionOnly));
  expect(opened.statusCode, opened.body).toBe(200);
  receptionCookie = String(opened.headers['set-cookie']).split(';')[0]!;
  expect(receptionCookie).toMatch(/^household\./);
});
afterAll(() => t.close());

describe("a personal link's grant on a private site", () => {
  it('never opens the general page: its cookie and its token both meet the code form', async () => {
    const withCookie = await get(`/invite/${privateSite.slug}`, { cookie: receptionCookie });
    expect(withCookie.body).toContain('This invitation is private');
    expect(withCookie.body).not.toContain('Haldi and Mehendi');
    expect(withCookie.body).not.toContain('Sangeet');
    const withToken = await get(`/invite/${privateSite.slug}`, {
      cookie: `household.${privateSite.slug}=${tokenOf(receptionOnly)}`,
    });
    expect(withToken.body).toContain('This invitation is private');
    expect(withToken.body).not.toContain('Palace Grounds');
  });

  it("serves no other function's calendar file, on the site's address or the link's: refused like a stranger", async () => {
    const general = (key: string, cookie?: string) =>
      get(`/rest/api/public/live/${privateSite.slug}/calendar/${key}.ics`, cookie ? { cookie } : {});
    const stranger = await general('schedule-1');
    expect(stranger.statusCode).toBe(404);
    for (const key of ['schedule-1', 'schedule-2', 'schedule-3']) {
      const asked = await general(key, receptionCookie);
      expect(asked.statusCode, key).toBe(404);
      expect(asked.json().message).toBe(stranger.json().message);
    }
    const base = `/rest/api/public/live/${privateSite.slug}/g/${tokenOf(receptionOnly)}/calendar`;
    const own = await get(`${base}/schedule-3.ics`);
    expect(own.statusCode).toBe(200);
    expect(own.body).toContain('Muhurtham and Reception');
    for (const key of ['schedule-1', 'schedule-2']) {
      const other = await get(`${base}/${key}.ics`);
      expect(other.statusCode, key).toBe(404);
      expect(other.body).not.toContain('BEGIN:VCALENDAR');
    }
  });

  it("refuses the site's general calls that would answer about other functions, and keeps its card generic", async () => {
    const rsvp = await t.app.inject({
      method: 'POST',
      url: `/rest/api/public/live/${privateSite.slug}/rsvp`,
      headers: { cookie: receptionCookie },
      payload: { name: 'Menon', events: [{ eventKey: 'schedule-1', attending: true, adults: 2, children: 0 }] },
      remoteAddress: `10.9.1.${++ip}`,
    });
    expect(rsvp.statusCode).toBe(403);
    const stranger = await get(`/rest/api/public/live/${privateSite.slug}/og.png`);
    const card = await get(`/rest/api/public/live/${privateSite.slug}/og.png`, { cookie: receptionCookie });
    expect(card.statusCode).toBe(200);
    expect(card.headers.etag).toBe(stranger.headers.etag);
    // What its own page offers every guest stays open to the household: a wish.
    const wish = await t.app.inject({
      method: 'POST',
      url: `/rest/api/public/live/${privateSite.slug}/wishes`,
      headers: { cookie: receptionCookie },
      payload: { name: 'Menon family', message: 'See you at the reception!' },
      remoteAddress: `10.9.1.${++ip}`,
    });
    expect(wish.statusCode).toBe(200);
  });
});

describe("the household's page's forms without script, on a private site", () => {
  const postForm = (url: string, fields: Record<string, string>, cookie: string) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
      remoteAddress: `10.9.2.${++ip}`,
    });

  it('take its wish and lead back to its own page, which thanks it; the general RSVP form stays closed', async () => {
    const own = pathOf(receptionOnly);
    const sent = await postForm(
      `/invite/${privateSite.slug}/wishes?lang=en&to=Menon+family`,
      { name: 'Menon family', message: 'Congratulations!' },
      receptionCookie,
    );
    expect(sent.statusCode).toBe(303);
    expect(sent.headers.location).toBe(`${own}#live-wish-form`);
    const flash = [sent.headers['set-cookie']]
      .flat()
      .map((cookie) => String(cookie).split(';')[0]!)
      .find((cookie) => cookie.startsWith('guest-form-flash='))!;
    const back = await get(own, { cookie: `${receptionCookie}; ${flash}` });
    expect(back.body).toContain('Thank you for your wish!');
    expect(back.body).toContain('Muhurtham and Reception');
    expect(back.body).not.toContain('Haldi and Mehendi');
    // A refused wish is drawn again on its own page too, not on the code form.
    const refused = await postForm(
      `/invite/${privateSite.slug}/wishes?lang=en&to=Menon+family`,
      { name: 'Menon family', message: '' },
      receptionCookie,
    );
    expect(refused.body).toContain('Menon family');
    expect(refused.body).not.toContain('This invitation is private');
    expect(refused.body).not.toContain('Haldi and Mehendi');
    const rsvp = await postForm(
      `/invite/${privateSite.slug}/rsvp?lang=en`,
      { name: 'Menon', 'attending:schedule-1': 'yes', 'adults:schedule-1': '2' },
      receptionCookie,
    );
    expect(rsvp.statusCode).toBe(303);
    expect(rsvp.headers.location).toBe(`/invite/${privateSite.slug}`);
  });
});

describe("a haldi-only household's own page", () => {
  for (const which of ['private', 'open'] as const) {
    it(`on the ${which} site names nothing of the reception: cover, countdown, venue, schedule, card, title`, async () => {
      const household = which === 'private' ? haldiOnly : openHaldiOnly;
      const page = await get(pathOf(household));
      expect(page.statusCode).toBe(200);
      const html = page.body;
      expect(html).toContain('Haldi and Mehendi');
      expect(html).toContain('Iyer residence');
      for (const word of RECEPTION_WORDS) expect(html, word).not.toContain(word);
      // The cover's countdown counts to the haldi (09:00 in India on 12 February 2027).
      expect(countdownStart(html)).toBe(Date.parse('2027-02-12T03:30:00Z'));
      const title = /<title>([^<]*)<\/title>/.exec(html)![1]!;
      const description = /<meta name="description" content="([^"]*)"/.exec(html)![1]!;
      for (const word of RECEPTION_WORDS) {
        expect(title, word).not.toContain(word);
        expect(description, word).not.toContain(word);
      }
      // Its calendar links are its own function's, through its link.
      const base = `/rest/api/public/live/${household === haldiOnly ? privateSite.slug : openSite.slug}/g/${tokenOf(household)}/calendar`;
      expect(html).toContain(`${base}/schedule-1.ics`);
      const own = await get(`${base}/schedule-1.ics`);
      expect(own.statusCode).toBe(200);
      expect(own.body).toContain('Haldi and Mehendi');
      expect(own.body).not.toContain('Sri Krishna Convention Hall');
      expect((await get(`${base}/schedule-3.ics`)).statusCode).toBe(404);
    });
  }

  it('with no function yet is a polite greeting with no venue, date or countdown', async () => {
    const page = await get(pathOf(nothingYet));
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Shetty family');
    for (const word of [...RECEPTION_WORDS, 'Haldi', 'Sangeet', 'Iyer residence', 'Palace Grounds', '2027-02-1']) {
      expect(page.body, word).not.toContain(word);
    }
    expect(countdownStart(page.body)).toBeNull();
  });
});
