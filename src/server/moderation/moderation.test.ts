import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestPhotos, wishes } from '../db/schema';
import { createTestApp, createUserWithToken, type TestApp } from '../testing/test-app';
import { seedLiveSite, seedPaidOrder, seedPhoto, seedRsvp, seedWish } from './testing/seed';
import { zipEntries } from './testing/zip-entries';

let t: TestApp;
let owner: Awaited<ReturnType<typeof createUserWithToken>>;
let other: Awaited<ReturnType<typeof createUserWithToken>>;
let liveId: string;
let otherLiveId: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createUserWithToken(t, { email: 'meera.owner@example.in' });
  other = await createUserWithToken(t, { email: 'kiran.other@example.in' });
  const orderId = await seedPaidOrder(t.app.ctx, owner.id);
  liveId = await seedLiveSite(t.app.ctx, { userId: owner.id, orderId, slug: 'meera-weds-arjun' });
  otherLiveId = await seedLiveSite(t.app.ctx, { userId: other.id, slug: 'kiran-weds-someone' });
});
afterAll(() => t.close());

const get = (url: string, authorization = owner.authorization) =>
  t.app.inject({ method: 'GET', url, headers: { authorization } });

describe('wishes', () => {
  it('lists the site wishes newest first, unread ones with visflag null', async () => {
    await seedWish(t.app.ctx, liveId, { name: 'Lata', message: 'Blessings!', at: new Date('2027-01-15T08:00:00Z') });
    await seedWish(t.app.ctx, liveId, { name: 'Ravi', message: 'Congrats', at: new Date('2027-01-15T09:00:00Z') });
    await seedWish(t.app.ctx, otherLiveId, { name: 'Elsewhere', message: 'Not for Meera' });
    const response = await get(`/rest/api/private/get_all_wishmessage/${liveId}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.responce).toBe('OK');
    expect(body.responceId.wmdto.map((w: { name: string }) => w.name)).toEqual(['Ravi', 'Lata']);
    expect(body.responceId.wmdto[0]).toMatchObject({ visflag: null, date: '2027-01-15T09:00:00.000Z' });
  });

  it('shows and hides a wish; another site is GWCF_LIDNE and nothing changes', async () => {
    const id = await seedWish(t.app.ctx, liveId, { name: 'Asha', message: 'Much love' });
    expect((await get(`/rest/api/private/modify_wish_message/${liveId}/${id}/true`)).json().responceId).toBe(id);
    expect((await t.app.ctx.db.select().from(wishes).where(eq(wishes.id, id)))[0]!.visflag).toBe(true);
    await get(`/rest/api/private/modify_wish_message/${liveId}/${id}/false`);
    expect((await t.app.ctx.db.select().from(wishes).where(eq(wishes.id, id)))[0]!.visflag).toBe(false);

    const intruding = await get(`/rest/api/private/modify_wish_message/${liveId}/${id}/true`, other.authorization);
    expect(intruding.statusCode).toBe(404);
    expect(intruding.json()).toMatchObject({ responceId: 'GWCF_LIDNE', message: 'Live ID does not exist.' });
    const viaOwnSite = await get(
      `/rest/api/private/modify_wish_message/${otherLiveId}/${id}/true`,
      other.authorization,
    );
    expect(viaOwnSite.statusCode).toBe(404);
    expect((await t.app.ctx.db.select().from(wishes).where(eq(wishes.id, id)))[0]!.visflag).toBe(false);
  });

  it('answers GWCF_LIDNE for a live id that does not exist, and 400 for a bad visibility word', async () => {
    const missing = await get('/rest/api/private/get_all_wishmessage/no-such-site');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().responceId).toBe('GWCF_LIDNE');
    expect((await get(`/rest/api/private/get_all_wishmessage/${liveId}`, other.authorization)).statusCode).toBe(404);
    const bad = await get(`/rest/api/private/modify_wish_message/${liveId}/1/maybe`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('visflag');
    expect((await get(`/rest/api/private/get_all_wishmessage/${liveId}`, 'Bearer nope')).statusCode).toBe(401);
  });
});

describe('guest photos', () => {
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
    'base64',
  );

  it('lists, moderates with the spec text, and refuses another buyer', async () => {
    const photo = await seedPhoto(t.app.ctx, liveId, { name: 'Gopal', bytes: png });
    const list = (await get(`/rest/api/private/get_all_galeryimage/${liveId}`)).json();
    expect(list.responceId.wmdto[0]).toMatchObject({
      id: photo.id,
      name: 'Gopal',
      image_url: photo.fileName,
      visflag: null,
    });
    const shown = await get(`/rest/api/private/modify_gallery_image/${liveId}/${photo.id}/true`);
    expect(shown.json().responce).toBe(`Successfully modified image ${photo.id} to show.`);
    const hidden = await get(`/rest/api/private/modify_gallery_image/${liveId}/${photo.id}/false`);
    expect(hidden.json().responce).toBe(`Successfully modified image ${photo.id} to hide.`);
    const intruding = await get(
      `/rest/api/private/modify_gallery_image/${liveId}/${photo.id}/true`,
      other.authorization,
    );
    expect(intruding.statusCode).toBe(404);
    expect((await get(`/rest/api/private/modify_gallery_image/${liveId}/999999/true`)).json().message).toBe(
      'Image not found.',
    );
    const [row] = await t.app.ctx.db.select().from(guestPhotos).where(eq(guestPhotos.id, photo.id));
    expect(row!.visflag).toBe(false);
  });

  it('zips the chosen originals, streamed, and refuses ids of another site', async () => {
    const a = await seedPhoto(t.app.ctx, liveId, { name: 'A', bytes: png });
    const b = await seedPhoto(t.app.ctx, liveId, { name: 'B', bytes: Buffer.concat([png, Buffer.alloc(100)]) });
    const foreign = await seedPhoto(t.app.ctx, otherLiveId, { name: 'F', bytes: png });
    const zip = await t.app.inject({
      method: 'POST',
      url: `/rest/api/private/gallery_zip/${liveId}`,
      headers: { authorization: owner.authorization },
      payload: { ids: [a.id, b.id] },
    });
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    expect(zip.headers['content-disposition']).toContain('guest-photos-meera-weds-arjun.zip');
    expect(zipEntries(zip.rawPayload)).toEqual([
      { name: `image_${a.id}.png`, size: png.length },
      { name: `image_${b.id}.png`, size: png.length + 100 },
    ]);
    const mixed = await t.app.inject({
      method: 'POST',
      url: `/rest/api/private/gallery_zip/${liveId}`,
      headers: { authorization: owner.authorization },
      payload: { ids: [a.id, foreign.id] },
    });
    expect(mixed.statusCode).toBe(404);
    const empty = await t.app.inject({
      method: 'POST',
      url: `/rest/api/private/gallery_zip/${liveId}`,
      headers: { authorization: owner.authorization },
      payload: { ids: [] },
    });
    expect(empty.statusCode).toBe(400);
  });
});

describe('RSVPs', () => {
  let rsvpSite: string;
  beforeAll(async () => {
    rsvpSite = await seedLiveSite(t.app.ctx, { userId: owner.id, tempId: 'wed002', slug: 'rsvp-site' });
    const saved = await seedPaidOrder(t.app.ctx, owner.id, 'wed002');
    expect(saved).toBeTruthy();
    const content = await t.app.inject({
      method: 'POST',
      url: '/rest/api/private/createuserdata',
      headers: { authorization: owner.authorization },
      payload: {
        baseTempID: 'wed002',
        liveID: rsvpSite,
        components: [
          { comp_id: 'wed002-Schedule1EventName', comp_type: 'TEXT', comp_value: 'Haldi' },
          { comp_id: 'wed002-Schedule1Date', comp_type: 'TEXT', comp_value: '2027-02-10' },
          { comp_id: 'wed002-Schedule2EventName', comp_type: 'TEXT', comp_value: 'Wedding' },
          { comp_id: 'wed002-Schedule2Date', comp_type: 'TEXT', comp_value: '2027-02-11' },
        ],
      },
    });
    expect(content.statusCode, content.body).toBe(200);
    await seedRsvp(t.app.ctx, rsvpSite, {
      name: 'Sunita Iyer',
      events: [
        { eventKey: 'schedule-1', attending: true, adults: 2, children: 1, meal: 'Veg' },
        { eventKey: 'schedule-2', attending: true, adults: 2, children: 1, meal: 'Jain' },
      ],
    });
    await seedRsvp(t.app.ctx, rsvpSite, {
      name: '=HYPERLINK("http://evil")',
      events: [
        { eventKey: 'schedule-1', attending: false },
        { eventKey: 'schedule-2', attending: true, adults: 1, meal: 'Veg' },
      ],
    });
  });

  it('reports per event with titles from the schedule and the caterer totals', async () => {
    const body = (await get(`/rest/api/private/rsvps/${rsvpSite}`)).json();
    expect(body.responceId.answers).toBe(2);
    const [haldi, wedding] = body.responceId.events;
    expect(haldi).toMatchObject({
      eventKey: 'schedule-1',
      title: 'Haldi',
      date: '2027-02-10',
      totals: { attending: 1, declined: 1, adults: 2, children: 1, meals: { Veg: 3 } },
    });
    expect(wedding.totals).toEqual({
      attending: 2,
      declined: 0,
      adults: 3,
      children: 1,
      meals: { Jain: 3, Veg: 1 },
      sameNumber: 0,
    });
    expect(wedding.guests.map((g: { name: string }) => g.name)).toEqual(['Sunita Iyer', '=HYPERLINK("http://evil")']);
  });

  it('searches guests by name without changing the totals', async () => {
    const body = (await get(`/rest/api/private/rsvps/${rsvpSite}?q=sunita`)).json();
    expect(body.responceId.events[1].guests.map((g: { name: string }) => g.name)).toEqual(['Sunita Iyer']);
    expect(body.responceId.events[1].totals.attending).toBe(2);
  });

  it('downloads a CSV with a BOM, one row per guest and event, formulas neutralised', async () => {
    const response = await get(`/rest/api/private/rsvps/${rsvpSite}/csv`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = response.rawPayload.toString('utf8').slice(1).trim().split('\n');
    expect(lines[0]).toBe('Event,Date,Name,Phone,Attending,Adults,Children,Meal,Answered at,Same number as');
    expect(lines).toHaveLength(5);
    expect(lines[1]).toMatch(/^Haldi,2027-02-10,Sunita Iyer,98765\d{5},Yes,2,1,Veg,/);
    expect(lines.find((line) => line.includes('HYPERLINK'))).toContain(`"'=HYPERLINK(""http://evil"")"`);
  });

  it('refuses another buyer', async () => {
    expect((await get(`/rest/api/private/rsvps/${rsvpSite}`, other.authorization)).statusCode).toBe(404);
    expect((await get(`/rest/api/private/rsvps/${rsvpSite}/csv`, other.authorization)).statusCode).toBe(404);
  });
});
