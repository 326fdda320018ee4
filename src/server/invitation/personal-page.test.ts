import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Household } from '../../shared/api/guests';
import { households } from '../db/schema';
import { hostSite, type HostSite } from '../guests/testing/fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
let site: HostSite;
let privateSite: HostSite;
let sangeetOnly: Household;
let secret: Household;

const PERSON =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const WHATSAPP = 'WhatsApp/2.24.8.78 A';

async function addHousehold(target: HostSite, body: Record<string, unknown>): Promise<Household> {
  const response = await t.app.inject({
    method: 'POST',
    url: `/rest/api/private/live/${target.liveId}/households`,
    headers: { authorization: target.owner.authorization },
    payload: { members: [], ...body },
  });
  if (response.statusCode !== 200) throw new Error(response.body);
  return response.json();
}
const path = (household: Household) => new URL(household.link).pathname;
const open = (household: Household, userAgent = PERSON, query = '') =>
  t.app.inject({ method: 'GET', url: `${path(household)}${query}`, headers: { 'user-agent': userAgent } });
const statusOf = async (household: Household) =>
  (await t.app.ctx.db.select().from(households).where(eq(households.id, household.id)))[0]!;

beforeAll(async () => {
  t = await createTestApp();
  site = await hostSite(t);
  privateSite = await hostSite(t, { accessCode: 'mehendi-2027' });
  sangeetOnly = await addHousehold(site, {
    name: 'Sharma <family>',
    phone: '9876543210',
    events: [{ eventKey: 'schedule-2', seats: 3 }],
  });
  secret = await addHousehold(privateSite, { name: 'Rao family', events: [{ eventKey: 'schedule-1', seats: 2 }] });
});
afterAll(() => t.close());

describe('GET /invite/{slug}/g/{token}', () => {
  it('greets the household and shows only its functions: the others are absent from the HTML', async () => {
    const response = await open(sangeetOnly);
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-robots-tag']).toBe('noindex');
    expect(response.headers['referrer-policy']).toBe('same-origin');
    const html = response.body;
    expect(html).toContain('Sharma &lt;family&gt;');
    expect(html).toContain('Sangeet');
    expect(html).toContain('Palace Grounds');
    expect(html).not.toContain('Haldi and Mehendi');
    expect(html).not.toContain('Iyer residence');
    expect(html).not.toContain('Muhurtham and Reception');
    // Its own form (a real HTML form posting to the link) instead of the general RSVP island.
    expect(html).toContain(`action="${path(sangeetOnly)}"`);
    expect(html).toContain('method="post"');
    expect(html).toContain('name="attending.schedule-2"');
    expect(html).not.toContain('name="attending.schedule-1"');
    expect(html).not.toContain('data-island="rsvp"');
    // Calendar links go through the personal link, for its functions only.
    const token = sangeetOnly.link.split('/g/')[1];
    expect(html).toContain(`/rest/api/public/live/${site.slug}/g/${token}/calendar/schedule-2.ics`);
    expect(html).not.toContain('schedule-1.ics');
    // Its preview card names its functions, not the others.
    expect(html).toContain(`/rest/api/public/live/${site.slug}/g/${token}/og.png`);
    expect(html).toContain('You are invited to Sangeet.');
  });

  it('counts a person opening it as opened, and a link-preview robot as delivered only', async () => {
    const fresh = await addHousehold(site, { name: 'Kumar family', events: [{ eventKey: 'schedule-1', seats: 2 }] });
    t.clock.advance(1000);
    expect((await open(fresh, WHATSAPP)).statusCode).toBe(200);
    expect(await statusOf(fresh)).toMatchObject({ deliveredAt: t.clock.now(), openedAt: null });
    for (const robot of ['facebookexternalhit/1.1', 'TelegramBot (like TwitterBot)', 'Slackbot-LinkExpanding 1.0']) {
      await open(fresh, robot);
    }
    expect((await statusOf(fresh)).openedAt).toBeNull();
    t.clock.advance(1000);
    await open(fresh);
    expect(await statusOf(fresh)).toMatchObject({ openedAt: t.clock.now() });
  });

  it('answers 404 for a wrong token, a rotated one, or another site’s address', async () => {
    const wrong = await t.app.inject({ method: 'GET', url: `/invite/${site.slug}/g/AAAAAAAAAAAAAAAAAAAAAA` });
    expect(wrong.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/invite/${site.slug}/g/x` })).statusCode).toBe(404);
    const token = sangeetOnly.link.split('/g/')[1];
    expect((await t.app.inject({ method: 'GET', url: `/invite/${privateSite.slug}/g/${token}` })).statusCode).toBe(404);
  });

  it('opens a private site without the code, with a cookie for what its page offers, and a generic card', async () => {
    const general = await t.app.inject({ method: 'GET', url: `/invite/${privateSite.slug}` });
    expect(general.body).not.toContain('Haldi and Mehendi');
    const response = await open(secret);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Rao family');
    expect(response.body).toContain('Haldi and Mehendi');
    expect(response.body).toContain('<meta property="og:title" content="A private invitation">');
    expect(response.body).not.toContain('og.png');
    const cookie = String(response.headers['set-cookie']).split(';')[0]!;
    // The cookie is no access code: the general page still asks for it.
    const after = await t.app.inject({ method: 'GET', url: `/invite/${privateSite.slug}`, headers: { cookie } });
    expect(after.body).toContain('This invitation is private');
    expect(after.body).not.toContain('Haldi and Mehendi');
    // The household's device may send wishes to the private site (its page offers the form); another may not.
    const wish = { name: 'Rao family', message: 'See you at the haldi!' };
    const url = `/rest/api/public/live/${privateSite.slug}/wishes`;
    expect((await t.app.inject({ method: 'POST', url, payload: wish, headers: { cookie } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url, payload: wish })).statusCode).toBe(403);
    // A robot fetching the card gets no cookie.
    expect((await open(secret, WHATSAPP)).headers['set-cookie']).toBeUndefined();
    // A new link ends the old one's grant on that device too.
    await t.app.inject({
      method: 'POST',
      url: `/rest/api/private/live/${privateSite.liveId}/households/${secret.id}/link`,
      headers: { authorization: privateSite.owner.authorization },
    });
    expect((await t.app.inject({ method: 'POST', url, payload: wish, headers: { cookie } })).statusCode).toBe(403);
  });

  it('saves the HTML form and answers 303 back to the page, which shows the saved answer', async () => {
    const form = new URLSearchParams({
      'attending.schedule-2': 'yes',
      'adults.schedule-2': '2',
      'children.schedule-2': '1',
      'meal.schedule-2.Veg': '3',
    });
    const posted = await t.app.inject({
      method: 'POST',
      url: path(sangeetOnly),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form.toString(),
    });
    expect(posted.statusCode, posted.body).toBe(303);
    expect(posted.headers.location).toBe(`${path(sangeetOnly)}?saved=1#rsvp`);
    const page = await open(sangeetOnly, PERSON, '?saved=1');
    expect(page.body).toContain('role="status"');
    expect(page.body).toMatch(/name="adults\.schedule-2"[^>]*value="2"|value="2"[^>]*name="adults\.schedule-2"/);
    expect((await statusOf(sangeetOnly)).answeredAt).not.toBeNull();

    // Refused: the page comes back at once with the reason above the form and what was typed in its fields.
    form.set('adults.schedule-2', '3');
    form.set('meal.schedule-2.Jain', '1');
    const tooMany = await t.app.inject({
      method: 'POST',
      url: path(sangeetOnly),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form.toString(),
    });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.headers['cache-control']).toBe('no-store');
    expect(tooMany.headers['referrer-policy']).toBe('same-origin');
    expect(tooMany.body).toMatch(/role="alert">Please keep to the number of seats in your invitation/);
    expect(tooMany.body).toMatch(/name="adults\.schedule-2"[^>]*value="3"|value="3"[^>]*name="adults\.schedule-2"/);
    expect(tooMany.body).toMatch(
      /name="meal\.schedule-2\.Jain"[^>]*value="1"|value="1"[^>]*name="meal\.schedule-2\.Jain"/,
    );
    // Nothing of it was stored: the page opened again shows the saved answer.
    const again = await open(sangeetOnly);
    expect(again.body).toMatch(/name="adults\.schedule-2"[^>]*value="2"|value="2"[^>]*name="adults\.schedule-2"/);
  });

  it('takes the form as a browser sends it: emptied number boxes are none, and a "no" ignores the hidden counts', async () => {
    const send = (fields: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: path(sangeetOnly),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(fields).toString(),
      });
    const emptied = await send({
      'attending.schedule-2': 'yes',
      'adults.schedule-2': '2',
      'children.schedule-2': '',
      'meal.schedule-2.Veg': '2',
      'meal.schedule-2.Jain': '',
    });
    expect(emptied.headers.location).toBe(`${path(sangeetOnly)}?saved=1#rsvp`);
    const declined = await send({
      'attending.schedule-2': 'no',
      'adults.schedule-2': '',
      'children.schedule-2': '99',
      'meal.schedule-2.Veg': 'x',
    });
    expect(declined.headers.location).toBe(`${path(sangeetOnly)}?saved=1#rsvp`);
  });
});

describe('the guest forms of a personal page', () => {
  const wishFrom = (household: Household, fields: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: `/invite/${site.slug}/wishes?lang=en`,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'http://localhost:8080',
        referer: `http://localhost:8080${path(household)}`,
      },
      payload: new URLSearchParams(fields).toString(),
    });

  it('shows a refused wish on the household’s own page, under its field, with what was typed', async () => {
    const typed = `Congratulations! ${'दुआएँ '.repeat(200)}`;
    const refused = await wishFrom(sangeetOnly, { name: 'Sharma family', message: typed });
    expect(refused.statusCode).toBe(422);
    expect(refused.headers['referrer-policy']).toBe('same-origin');
    expect(refused.body).toMatch(/id="wish-message-error">[^<]*too long/i);
    expect(refused.body).toContain(typed.trim());
    expect(refused.body).toContain('value="Sharma family"');
    // The household's page: its own RSVP form and functions, not the general page.
    expect(refused.body).toContain(`action="${path(sangeetOnly)}"`);
    expect(refused.body).not.toContain('Haldi and Mehendi');
  });

  it('sends a saved wish back to the household’s page, and ignores a page address of no household', async () => {
    const sent = await wishFrom(sangeetOnly, { name: 'Sharma family', message: 'Many blessings' });
    expect(sent.statusCode).toBe(303);
    expect(sent.headers.location).toBe(`${path(sangeetOnly)}#live-wish-form`);
    const stranger = { ...sangeetOnly, link: `http://localhost:8080/invite/${site.slug}/g/AAAAAAAAAAAAAAAAAAAAAA` };
    const elsewhere = await wishFrom(stranger, { name: 'Someone', message: 'Hello' });
    expect(elsewhere.headers.location).toBe(`/invite/${site.slug}#live-wish-form`);
  });
});

describe('the personal calendar files and preview picture', () => {
  it('serves the calendar file of an invited function only', async () => {
    const token = sangeetOnly.link.split('/g/')[1];
    const base = `/rest/api/public/live/${site.slug}/g/${token}/calendar`;
    const mine = await t.app.inject({ method: 'GET', url: `${base}/schedule-2.ics` });
    expect(mine.statusCode).toBe(200);
    expect(mine.body).toContain('Sangeet');
    expect((await t.app.inject({ method: 'GET', url: `${base}/schedule-1.ics` })).statusCode).toBe(404);
    const png = await t.app.inject({ method: 'GET', url: `/rest/api/public/live/${site.slug}/g/${token}/og.png` });
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
  });
});
