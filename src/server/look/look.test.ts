import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findTemplate } from '../../shared/catalogue';
import { paletteChoices, type SiteLook } from '../../shared/look';
import { multipartBody, SAMPLE_FILES } from '../media/testing/sample-files';
import { createOrder, markPaid } from '../orders';
import { createTestApp, createUserWithToken, type TestApp } from '../testing/test-app';
import { siteLookOf } from './look-service';
import { MUSIC_TOO_LARGE, UNSUPPORTED_MUSIC } from './routes';

let t: TestApp;
type Account = Awaited<ReturnType<typeof createUserWithToken>>;
let basic: Account;
let premium: Account;
let luxury: Account;

async function buyer(pack: 'basic' | 'premium' | 'luxury', templateId = 'wed001'): Promise<Account> {
  const account = await createUserWithToken(t);
  const order = await createOrder(t.app.ctx.db, {
    userId: account.id,
    template: findTemplate(templateId)!,
    packType: pack,
    provider: 'sandbox',
    now: t.clock.now(),
  });
  await markPaid(t.app.ctx.db, order.id, { at: t.clock.now() });
  return account;
}

const put = (account: Account, body: unknown, templateId = 'wed001') =>
  t.app.inject({
    method: 'PUT',
    url: `/rest/api/private/look/${templateId}`,
    headers: { authorization: account.authorization },
    payload: body as object,
  });
const get = (account: Account, templateId = 'wed001') =>
  t.app.inject({
    method: 'GET',
    url: `/rest/api/private/look/${templateId}`,
    headers: { authorization: account.authorization },
  });
const uploadTrack = (account: Account, data: Buffer, filename = 'Our song.mp3') => {
  const body = multipartBody([{ field: 'file', filename, contentType: 'audio/mpeg', data }]);
  return t.app.inject({
    method: 'POST',
    url: '/rest/api/private/look/wed001/music',
    headers: { ...body.headers, authorization: account.authorization },
    payload: body.payload,
  });
};

/** A look with nothing chosen, as it travels (no music is no `music`). */
const NONE = { palette: null, accent: null, fonts: null, texts: [] };
const wed001 = findTemplate('wed001')!;
const secondPalette = paletteChoices(wed001)[1]!.name;
const fullLook: SiteLook = {
  palette: secondPalette,
  accent: '#15803d',
  fonts: 'modern',
  music: { source: 'bundled', track: 'sitar-breeze' },
  texts: [
    { lang: 'hi', field: 'BrideName', text: 'प्रिया' },
    { lang: 'kn', field: 'GroomName', text: 'ರಾಹುಲ್' },
  ],
  languages: ['en', 'ta', 'hi'],
  defaultLanguage: 'ta',
};

beforeAll(async () => {
  t = await createTestApp();
  basic = await buyer('basic');
  premium = await buyer('premium');
  luxury = await buyer('luxury');
});
afterAll(() => t.close());

describe('the look of a bought template', () => {
  it('starts empty and tells what the pack includes', async () => {
    const response = await get(premium);
    expect(response.statusCode).toBe(200);
    expect(response.json().responceId).toEqual({
      templateId: 'wed001',
      pack: 'premium',
      features: { colors: true, music: true, fonts: false, languages: false },
      look: NONE,
    });
  });

  it('keeps everything a luxury buyer picks', async () => {
    const saved = await put(luxury, fullLook);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await get(luxury)).json().responceId.look).toEqual(fullLook);
  });

  it('lets a basic buyer pick colours', async () => {
    const response = await put(basic, { ...NONE, palette: secondPalette, accent: '#be185d' });
    expect(response.statusCode, response.body).toBe(200);
    expect((await get(basic)).json().responceId.look.palette).toBe(secondPalette);
  });

  it.each([
    ['music', { music: { source: 'bundled', track: 'festive-bells' } }, 'Music Embed comes with the Premium pack.'],
    ['fonts', { fonts: 'regal' }, 'Custom Fonts comes with the Luxury pack.'],
    [
      'languages',
      { texts: [{ lang: 'hi', field: 'BrideName', text: 'प्रिया' }] },
      'Multi-language Support comes with the Luxury pack.',
    ],
    [
      'choice of languages',
      { languages: ['en', 'ta'], defaultLanguage: 'ta' },
      'Multi-language Support comes with the Luxury pack.',
    ],
  ])("refuses a basic buyer's %s with 403 naming the pack, and stores nothing", async (_, change, message) => {
    const before = (await get(basic)).json().responceId.look;
    const response = await put(basic, { ...NONE, ...change });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(message);
    expect((await get(basic)).json().responceId.look).toEqual(before);
  });

  it("refuses a premium buyer's fonts but keeps their music", async () => {
    expect((await put(premium, { ...NONE, fonts: 'playful' })).json().message).toBe(
      'Custom Fonts comes with the Luxury pack.',
    );
    const music = await put(premium, { ...NONE, music: { source: 'bundled', track: 'shehnai-dawn' } });
    expect(music.statusCode).toBe(200);
  });

  it.each([
    ['an unknown palette', { palette: 'Neon Nights' }, /palette/],
    ['an accent that is not a colour', { accent: 'red' }, /accent/],
    ['an unknown font pair', { fonts: 'comic' }, /fonts/],
    ['an unknown track', { music: { source: 'bundled', track: 'not-a-track' } }, /music/],
    [
      'a text for a field the template lacks',
      { texts: [{ lang: 'hi', field: 'SchoolName', text: 'x' }] },
      /SchoolName/,
    ],
    ['a language we do not offer', { texts: [{ lang: 'fr', field: 'BrideName', text: 'x' }] }, /lang/],
    ['more than three languages on the switch', { languages: ['en', 'hi', 'ta', 'te'] }, /languages/],
    ['a language offered twice', { languages: ['ta', 'ta'] }, /languages/],
    ['an unknown language on the switch', { languages: ['en', 'fr'] }, /languages/],
    ['a default the switch does not offer', { languages: ['en', 'hi'], defaultLanguage: 'ta' }, /defaultLanguage/],
    ['a default outside the usual three', { languages: undefined, defaultLanguage: 'bn' }, /defaultLanguage/],
    ['a music of no known source', { music: { source: 'radio', track: 'x' } }, /music/],
    ['an unknown property', { theme: 'dark' }, /theme/],
    ['a number for the palette', { palette: 3 }, /palette/],
  ])('refuses %s with a 400 naming it', async (_, change, field) => {
    const before = (await get(luxury)).json().responceId.look;
    const response = await put(luxury, { ...fullLook, ...change });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toMatch(field);
    expect((await get(luxury)).json().responceId.look).toEqual(before);
  });

  it('refuses a missing body with 400', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/rest/api/private/look/wed001',
      headers: { authorization: luxury.authorization },
    });
    expect(response.statusCode).toBe(400);
  });

  it('refuses a template the caller did not buy (403) and one that does not exist (404)', async () => {
    expect((await get(luxury, 'wed002')).statusCode).toBe(403);
    expect((await put(luxury, fullLook, 'wed002')).statusCode).toBe(403);
    expect((await get(luxury, 'zzz999')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/rest/api/private/look/wed001' })).statusCode).toBe(401);
  });

  it("never shows or changes another buyer's look", async () => {
    const other = await buyer('luxury');
    expect((await get(other)).json().responceId.look.fonts).toBeNull();
    await put(other, { ...NONE, fonts: 'playful' });
    expect((await get(luxury)).json().responceId.look).toEqual(fullLook);
  });
});

describe('the look guests get', () => {
  it('is the saved look limited to the pack, with the chosen palette and fonts in the design', async () => {
    const site = await siteLookOf(t.app.ctx, luxury.id, 'wed001');
    expect(site?.design.palette.name).toBe(secondPalette);
    expect(site?.design.fonts).toBe('modern');
    expect(site?.languages).toBe(true);
    expect(site?.offered).toEqual(['en', 'ta', 'hi']);
    expect(site?.defaultLanguage).toBe('ta');
    const plain = await siteLookOf(t.app.ctx, basic.id, 'wed001');
    expect(plain?.music).toBeNull();
    expect(plain?.languages).toBe(false);
    expect(await siteLookOf(t.app.ctx, basic.id, 'wed002')).toBeNull();
  });
});

describe('uploading a track', () => {
  it("stores a premium buyer's MP3 and makes it the music", async () => {
    const response = await uploadTrack(premium, SAMPLE_FILES.mp3);
    expect(response.statusCode, response.body).toBe(200);
    const music = response.json().responceId.look.music;
    expect(music).toMatchObject({ source: 'upload', title: 'Our song' });
    expect(music.file).toMatch(/^[a-f0-9]{32}\.mp3$/);
    const download = await t.app.inject({ method: 'GET', url: `/rest/api/public/download?filename=${music.file}` });
    expect(download.headers['content-type']).toBe('audio/mpeg');
  });

  it('takes OGG too, and the saved look can point at the upload again', async () => {
    const response = await uploadTrack(premium, SAMPLE_FILES.ogg, 'dhol.ogg');
    expect(response.statusCode).toBe(200);
    const music = response.json().responceId.look.music;
    expect((await put(premium, { ...NONE, music })).statusCode).toBe(200);
  });

  it('takes AAC by its bytes, as an ADTS stream or in an M4A file, whatever its name', async () => {
    const cases = [
      { data: SAMPLE_FILES.aac, filename: 'mehendi.aac', ext: 'aac', type: 'audio/aac' },
      // A phone may name a file anything: the bytes decide what is stored and how it is served.
      { data: SAMPLE_FILES.aac, filename: 'sangeet.mp3', ext: 'aac', type: 'audio/aac' },
      { data: SAMPLE_FILES.m4a, filename: 'Voice memo.m4a', ext: 'm4a', type: 'audio/x-m4a' },
    ];
    for (const { data, filename, ext, type } of cases) {
      const response = await uploadTrack(premium, data, filename);
      expect(response.statusCode, `${filename}: ${response.body}`).toBe(200);
      const music = response.json().responceId.look.music;
      expect(music.file, filename).toMatch(new RegExp(`^[a-f0-9]{32}\\.${ext}$`));
      const download = await t.app.inject({ method: 'GET', url: `/rest/api/public/download?filename=${music.file}` });
      expect(download.headers['content-type'], filename).toBe(type);
      expect(download.rawPayload.equals(data), filename).toBe(true);
    }
  });

  it('refuses what is not audio by its bytes, whatever its name', async () => {
    const response = await uploadTrack(premium, SAMPLE_FILES.png, 'song.mp3');
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe(UNSUPPORTED_MUSIC);
  });

  it('refuses a track over 8 MB', async () => {
    const big = Buffer.concat([SAMPLE_FILES.mp3, Buffer.alloc(8 * 1024 * 1024)]);
    const response = await uploadTrack(premium, big);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(MUSIC_TOO_LARGE);
  });

  it('refuses a basic buyer with 403 naming the pack', async () => {
    const response = await uploadTrack(basic, SAMPLE_FILES.mp3);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Music Embed comes with the Premium pack.');
  });

  it("refuses pointing the look at another buyer's upload or at an image", async () => {
    const theirs = (await uploadTrack(premium, SAMPLE_FILES.mp3)).json().responceId.look.music;
    const response = await put(luxury, { ...fullLook, music: theirs });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/music\.file/);
  });
});
