import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findTemplate } from '../../shared/catalogue';
import type { Component } from '../../shared/content';
import { liveSites } from '../db/schema';
import { croppedImageBody, SAMPLE_FILES } from '../media/testing/sample-files';
import { createOrder, markPaid } from '../orders';
import { createTestApp, createUserWithToken, type TestApp } from '../testing/test-app';
import { SAVED_MESSAGE } from './routes';

let t: TestApp;
type User = Awaited<ReturnType<typeof createUserWithToken>>;

async function buy(user: User, templateId: string, packType: 'basic' | 'premium' | 'luxury' = 'luxury') {
  const order = await createOrder(t.app.ctx.db, {
    userId: user.id,
    template: findTemplate(templateId)!,
    packType,
    provider: 'sandbox',
    now: t.clock.now(),
  });
  await markPaid(t.app.ctx.db, order.id, { at: t.clock.now() });
}

async function upload(user: User): Promise<string> {
  const body = croppedImageBody(SAMPLE_FILES.jpeg);
  const response = await t.app.inject({
    method: 'POST',
    url: '/rest/api/public/upload',
    payload: body.payload,
    headers: { ...body.headers, authorization: user.authorization },
  });
  return response.body;
}

function save(user: User, body: unknown) {
  return t.app.inject({
    method: 'POST',
    url: '/rest/api/private/createuserdata',
    payload: body as object,
    headers: { authorization: user.authorization },
  });
}

function fetchContent(user: User, query: string) {
  return t.app.inject({
    method: 'GET',
    url: `/rest/api/private/get_userdata_component_fromuser?${query}`,
    headers: { authorization: user.authorization },
  });
}

const text = (field: string, value: string, template = 'wed001'): Component => ({
  comp_id: `${template}-${field}`,
  comp_type: 'TEXT',
  comp_value: value,
});
const image = (field: string, value: string, template = 'wed001'): Component => ({
  comp_id: `${template}-${field}`,
  comp_type: 'IMAGE',
  comp_value: value,
});

let asha: User;
let ravi: User;
let photo: string;

beforeAll(async () => {
  t = await createTestApp();
  asha = await createUserWithToken(t, { email: 'asha@example.in' });
  ravi = await createUserWithToken(t, { email: 'ravi@example.in' });
  await buy(asha, 'wed001');
  await buy(ravi, 'wed001');
  photo = await upload(asha);
});
afterAll(() => t.close());

describe('POST /rest/api/private/createuserdata', () => {
  it('saves valid content and gives it back, matching ids without regard to case', async () => {
    const response = await save(asha, {
      baseTempID: 'WED001',
      userName: 'Asha@Example.in',
      liveID: '',
      components: [
        text('bridename', '  Ananya '),
        text('GroomName', 'Rohan'),
        text('WeddingDate', '2027-02-14'),
        image('CoverPhoto', photo),
        text('LoveStory1Year', '2019'),
        text('LoveStory1Date', '17'),
        text('ShowGallery', 'false'),
        image('GalleryImage3', photo),
        text('ContactNumber', ''),
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const expected = [
      text('BrideName', 'Ananya'),
      text('GroomName', 'Rohan'),
      text('WeddingDate', '2027-02-14'),
      image('CoverPhoto', photo),
      text('LoveStory1Year', '2019'),
      text('LoveStory1Date', '17'),
      text('ShowGallery', 'false'),
      image('GalleryImage1', photo),
    ];
    expect(response.json()).toEqual({
      responce: SAVED_MESSAGE,
      responceId: { baseTempID: 'wed001', liveID: '', components: expected },
    });

    const back = await fetchContent(asha, 'baseTempID=wed001&userName=asha@example.in');
    expect(back.statusCode).toBe(200);
    expect(back.json()).toEqual({
      responce: 'OK',
      responceId: { baseTempID: 'wed001', liveID: '', components: expected },
    });
  });

  it('replaces the whole content on the next save', async () => {
    expect((await save(asha, { baseTempID: 'wed001', components: [text('BrideName', 'Ananya')] })).statusCode).toBe(
      200,
    );
    const back = await fetchContent(asha, 'baseTempID=wed001');
    expect(back.json().responceId.components).toEqual([text('BrideName', 'Ananya')]);
  });

  it('refuses unknown fields, wrong types and junk with 400 naming each, storing nothing', async () => {
    await save(asha, { baseTempID: 'wed001', components: [text('BrideName', 'Kept')] });
    const response = await save(asha, {
      baseTempID: 'wed001',
      components: [
        text('BrideName', 'Changed'),
        text('FavouriteColour', 'blue'),
        text('BrideName', 'x', 'eng001'),
        text('LoveStory1Date', 'seventeenth'),
        text('ShowGallery', 'maybe'),
        text('WeddingDate', '14/02/2027'),
        text('WeddingTime', '7pm'),
        text('ContactNumber', '+91 98450 12345'),
        text('VenueMapLink', 'javascript:alert(1)'),
        text('GroomName', 'x'.repeat(61)),
        text('CoverPhoto', photo),
        text('GalleryImage9', 'x'),
      ],
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.message).toMatch(/^Bad Request: /);
    expect(body.problems).toEqual(
      expect.arrayContaining([
        { field: 'wed001-FavouriteColour', message: 'is not a field of this template' },
        { field: 'eng001-BrideName', message: 'is not a field of this template' },
        { field: 'wed001-GalleryImage9', message: 'is not a field of this template' },
        { field: 'LoveStory1Date', message: 'must be a number' },
        { field: 'ShowGallery', message: 'must be true or false' },
        { field: 'CoverPhoto', message: 'comp_type must be IMAGE' },
        { field: 'WeddingDate', message: 'must be a date (YYYY-MM-DD)' },
        { field: 'WeddingTime', message: 'must be a time (HH:MM)' },
        { field: 'ContactNumber', message: 'must be a 10-digit phone number' },
        { field: 'VenueMapLink', message: 'must be a web address starting with https://' },
        { field: 'GroomName', message: 'must be at most 60 characters' },
      ]),
    );
    expect((await fetchContent(asha, 'baseTempID=wed001')).json().responceId.components).toEqual([
      text('BrideName', 'Kept'),
    ]);
  });

  it("refuses images that are not the caller's own uploads", async () => {
    const ravisPhoto = await upload(ravi);
    const response = await save(asha, {
      baseTempID: 'wed001',
      components: [
        image('CoverPhoto', ravisPhoto),
        image('BridePhoto', 'sample:bride'),
        image('GroomPhoto', '../../jwt-secret'),
        image('VenuePhoto', `${'0'.repeat(32)}.jpg`),
        image('GalleryImage1', photo),
      ],
    });
    expect(response.statusCode).toBe(400);
    const fields = response.json().problems.map((p: { field: string }) => p.field);
    expect(fields).toEqual(expect.arrayContaining(['CoverPhoto', 'BridePhoto', 'GroomPhoto', 'VenuePhoto']));
    expect(fields).not.toContain('GalleryImage1');
  });

  it('refuses fields beyond the pack bought', async () => {
    const basic = await createUserWithToken(t);
    await buy(basic, 'wed002', 'basic');
    const response = await save(basic, {
      baseTempID: 'wed002',
      components: [
        text('BrideName', 'Ananya', 'wed002'),
        text('LoveStory1Year', '2019', 'wed002'),
        text('LiveStreamLink', 'https://youtu.be/x', 'wed002'),
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().problems).toEqual([
      { field: 'LoveStory1Year', message: 'needs the premium pack' },
      { field: 'LiveStreamLink', message: 'needs the luxury pack' },
    ]);
  });

  it('needs a bought (paid) order for the template', async () => {
    const response = await save(asha, { baseTempID: 'eng001', components: [text('BrideName', 'Sneha', 'eng001')] });
    expect(response.statusCode).toBe(403);
    const unpaid = await createUserWithToken(t);
    await createOrder(t.app.ctx.db, {
      userId: unpaid.id,
      template: findTemplate('wed001')!,
      packType: 'basic',
      provider: 'sandbox',
      now: t.clock.now(),
    });
    expect((await save(unpaid, { baseTempID: 'wed001', components: [] })).statusCode).toBe(403);
  });

  it("never writes another user's content", async () => {
    expect((await save(asha, { baseTempID: 'wed001', userName: 'ravi@example.in', components: [] })).statusCode).toBe(
      403,
    );
    await t.app.ctx.db
      .insert(liveSites)
      .values({ id: 'ravi-site', userId: ravi.id, tempId: 'wed001', slug: 'ravi-site' });
    expect((await save(asha, { baseTempID: 'wed001', liveID: 'ravi-site', components: [] })).statusCode).toBe(403);
  });

  it('keeps content per live id', async () => {
    expect(
      (await save(ravi, { baseTempID: 'wed001', liveID: 'ravi-site', components: [text('BrideName', 'Meera')] }))
        .statusCode,
    ).toBe(200);
    expect(
      (await save(ravi, { baseTempID: 'wed001', liveID: 'draft-2', components: [text('BrideName', 'Latest')] }))
        .statusCode,
    ).toBe(200);
    expect((await fetchContent(ravi, 'baseTempID=wed001&liveID=ravi-site')).json().responceId.components).toEqual([
      text('BrideName', 'Meera'),
    ]);
    expect((await fetchContent(ravi, 'baseTempID=wed001')).json().responceId).toMatchObject({ liveID: 'draft-2' });
  });

  it('answers malformed requests with 400 or 401, never 500', async () => {
    const bad: unknown[] = [
      {},
      { baseTempID: 'wed001' },
      { baseTempID: 'wed001', components: 'nope' },
      { baseTempID: 'wed001', components: [{ comp_id: 'wed001-BrideName' }] },
      { baseTempID: 'wed001', components: [{ comp_id: 'wed001-BrideName', comp_type: 'VIDEO', comp_value: 'x' }] },
      { baseTempID: 'wed001', components: [{ comp_id: 'wed001-BrideName', comp_value: 'x', extra: 1 }] },
      { baseTempID: 'wed001', components: [], liveID: '../x' },
      { baseTempID: 'nope999', components: [] },
      { baseTempID: 'wed001', components: Array.from({ length: 1001 }, () => text('BrideName', 'x')) },
      [],
    ];
    for (const body of bad) {
      const response = await save(asha, body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/rest/api/private/createuserdata',
      payload: '{"baseTempID":',
      headers: { authorization: asha.authorization, 'content-type': 'application/json' },
    });
    expect(notJson.statusCode).toBe(400);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/rest/api/private/createuserdata',
      payload: { baseTempID: 'wed001', components: [] },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('GET /rest/api/private/get_userdata_component_fromuser', () => {
  it("answers an empty list before anything is saved, and never another user's content", async () => {
    const newcomer = await createUserWithToken(t);
    expect((await fetchContent(newcomer, 'baseTempID=wed001')).json()).toEqual({
      responce: 'OK',
      responceId: { baseTempID: 'wed001', liveID: '', components: [] },
    });
    expect((await fetchContent(newcomer, 'baseTempID=wed001&userName=asha@example.in')).statusCode).toBe(403);
  });

  it('refuses bad queries and anonymous callers', async () => {
    expect((await fetchContent(asha, '')).statusCode).toBe(400);
    expect((await fetchContent(asha, 'baseTempID=zzz000')).statusCode).toBe(400);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/rest/api/private/get_userdata_component_fromuser?baseTempID=wed001',
        })
      ).statusCode,
    ).toBe(401);
  });
});
