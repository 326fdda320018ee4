/**
 * The card is the invitation's link preview: a household's page shows its own card of its first function as
 * og:image once that card is kept (the one sending draws), an open site's general page its first function's
 * general card through the public card route, and a private site never. The card route is as private as the
 * function's film. Cards are put in place through card-files.ts as the card job keeps them (drawing a real one
 * needs Chromium), named from the document cardSource makes, as a drawn card is.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Household } from '../../shared/api/guests';
import { hostSite, type HostSite } from '../guests/testing/fixtures';
import { publishedSite } from '../live';
import { createTestApp, type TestApp } from '../testing/test-app';
import { addHousehold, cookieOf, guestGetter } from './testing/guest-calls';
import { keepCard, replaceInSlot, slotOf } from './card-files';
import { cardFileName } from './card-names';
import { cardSource } from './card-source';

let t: TestApp;
let openSite: HostSite;
let privateSite: HostSite;
/** Invited to the Sangeet and the Muhurtham on the open site: its page leads with the Sangeet. */
let sharmas: Household;
/** Invited to the Haldi only, on the private site. */
let bhats: Household;
let ip = 0;

const CODE = 'sangeet-2027';
const get = guestGetter(() => t, '10.9.0');
const cardUrl = (slug: string, eventKey: string, query = 'lang=en') =>
  `/rest/api/public/live/${slug}/cards/${eventKey}?${query}`;
const pathOf = (household: Household) => new URL(household.link).pathname;

/** The page's link-preview picture as its meta tags name it. */
function previewOf(html: string): { url: string; width: string; height: string } | null {
  const meta = (property: string) =>
    html.match(new RegExp(`<meta property="${property}" content="([^"]*)">`))?.[1]?.replace(/&amp;/g, '&');
  const url = meta('og:image');
  return url ? { url, width: meta('og:image:width')!, height: meta('og:image:height')! } : null;
}

/** The address a preview robot fetches, as this app answers it. */
const local = (url: string) => url.replace(t.config.publicUrl, '');

/** Keeps a card as the card job does (the file first, then the slot's note) and answers its bytes and name. */
async function putCard(
  site: HostSite,
  ask: { eventKey: string; lang: 'en'; householdId?: number },
): Promise<{ png: Buffer; name: string }> {
  const ctx = t.app.ctx;
  const row = await publishedSite(ctx, site.slug);
  const source = await cardSource(ctx, row, { kind: 'card', ...ask });
  const name = cardFileName(row.id, source.id);
  // Not a drawn card: the routes send the bytes as they are kept.
  const png = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), randomBytes(3000)]);
  await keepCard(ctx, name, png);
  await replaceInSlot(ctx, row.id, slotOf({ kind: 'card', ...ask }), name);
  return { png, name };
}

/** The pages are kept a few seconds per variant: the next request draws them again. */
const nextDrawing = () => t.clock.advance(t.config.siteCacheTtlMs + 1);

async function typeCode(): Promise<string> {
  const typed = await t.app.inject({
    method: 'POST',
    url: `/rest/api/public/live/${privateSite.slug}/access`,
    payload: { code: CODE },
    remoteAddress: `10.9.1.${++ip}`,
  });
  expect(typed.statusCode, typed.body).toBe(200);
  return cookieOf(typed);
}

beforeAll(async () => {
  t = await createTestApp();
  openSite = await hostSite(t);
  privateSite = await hostSite(t, { accessCode: CODE });
  sharmas = await addHousehold(t, openSite, 'Sharma family', ['schedule-2', 'schedule-3']);
  bhats = await addHousehold(t, privateSite, 'Bhat family', ['schedule-1']);
  // A busy two-core machine takes long to start an app with its migrations.
}, 180_000);
afterAll(() => t?.close());

describe("the invitation's card as its link preview", () => {
  it("shows a household's own card of its first function once kept, and og.png until then", async () => {
    const before = previewOf((await get(pathOf(sharmas))).body);
    expect(before).toEqual({ url: expect.stringMatching(/\/g\/[\w-]+\/og\.png$/), width: '1200', height: '630' });

    // A note naming another drawing (made before the invitation changed) is not the card the household's route finds.
    await replaceInSlot(
      t.app.ctx,
      openSite.liveId,
      slotOf({ kind: 'card', eventKey: 'schedule-2', lang: 'en', householdId: sharmas.id }),
      cardFileName(openSite.liveId, randomBytes(16).toString('hex')),
    );
    nextDrawing();
    expect(previewOf((await get(pathOf(sharmas))).body)?.url).toBe(before!.url);

    const { png } = await putCard(openSite, { eventKey: 'schedule-2', lang: 'en', householdId: sharmas.id });
    nextDrawing();
    const preview = previewOf((await get(pathOf(sharmas))).body);
    const token = pathOf(sharmas).split('/').pop();
    expect(preview).toEqual({
      url: `${t.config.publicUrl}/rest/api/public/live/${openSite.slug}/g/${token}/media?kind=card&eventKey=schedule-2&lang=en`,
      width: '1080',
      height: '1350',
    });
    // A robot fetching it gets the card, with no cookie.
    const picture = await get(local(preview!.url));
    expect(picture.statusCode, picture.body).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    expect(picture.rawPayload.equals(png)).toBe(true);
  });

  it("shows an open site's general card of its first function through the card route once kept", async () => {
    const before = previewOf((await get(`/invite/${openSite.slug}`)).body);
    expect(before).toEqual({
      url: `${t.config.publicUrl}/rest/api/public/live/${openSite.slug}/og.png`,
      width: '1200',
      height: '630',
    });
    // Another function's card is not the one the page leads with.
    await putCard(openSite, { eventKey: 'schedule-2', lang: 'en' });
    nextDrawing();
    expect(previewOf((await get(`/invite/${openSite.slug}`)).body)).toEqual(before);

    const { png, name } = await putCard(openSite, { eventKey: 'schedule-1', lang: 'en' });
    const version = name.replace(/\.png$/, '');
    nextDrawing();
    const preview = previewOf((await get(`/invite/${openSite.slug}`)).body);
    expect(preview).toEqual({
      url: `${t.config.publicUrl}${cardUrl(openSite.slug, 'schedule-1', `lang=en&v=${version}`)}`,
      width: '1080',
      height: '1350',
    });
    // As a robot fetches it: no cookie. The same for everyone, so shared caches may keep it, asking each time.
    const picture = await get(local(preview!.url));
    expect(picture.statusCode, picture.body).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    expect(picture.rawPayload.equals(png)).toBe(true);
    expect(picture.headers['cache-control']).toBe('public, no-cache');
    expect(picture.headers.etag).toBe(`"${version}"`);
    const again = await get(cardUrl(openSite.slug, 'schedule-1'), { 'if-none-match': picture.headers.etag! });
    expect(again.statusCode).toBe(304);
  });

  it("never shows a private site's card, to a robot or to a guest let in", async () => {
    await putCard(privateSite, { eventKey: 'schedule-1', lang: 'en' });
    await putCard(privateSite, { eventKey: 'schedule-1', lang: 'en', householdId: bhats.id });
    nextDrawing();
    expect(previewOf((await get(`/invite/${privateSite.slug}`)).body)).toBeNull();
    const withCode = previewOf((await get(`/invite/${privateSite.slug}`, { cookie: await typeCode() })).body);
    expect(withCode?.url).toBe(`${t.config.publicUrl}/rest/api/public/live/${privateSite.slug}/og.png`);
    expect(previewOf((await get(pathOf(bhats))).body)).toBeNull();
  });
});

describe('GET /rest/api/public/live/{slug}/cards/{eventKey}', () => {
  it("shows a private site's card only to the code or to a household invited to that function", async () => {
    await putCard(privateSite, { eventKey: 'schedule-3', lang: 'en' });
    const unknown = await get(cardUrl('no-such-wedding', 'schedule-1'));
    const stranger = await get(cardUrl(privateSite.slug, 'schedule-1'));
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().message).toBe(unknown.json().message);

    const code = await typeCode();
    const withCode = await get(cardUrl(privateSite.slug, 'schedule-1'), { cookie: code });
    expect(withCode.statusCode, withCode.body).toBe(200);
    expect(withCode.headers['content-type']).toBe('image/png');
    expect(withCode.headers['cache-control']).toBe('private, no-cache');
    const named = await get(
      cardUrl(privateSite.slug, 'schedule-1', `lang=en&v=${withCode.headers.etag!.slice(1, -1)}`),
      {
        cookie: code,
      },
    );
    expect(named.headers['cache-control']).toMatch(/^private, max-age=\d{8}, immutable$/);

    // The household's page leaves its cookie on the device: its own function's card shows, another's does not.
    const household = cookieOf(await get(pathOf(bhats)));
    expect(household).toMatch(/^household\./);
    expect((await get(cardUrl(privateSite.slug, 'schedule-1'), { cookie: household })).statusCode).toBe(200);
    const other = await get(cardUrl(privateSite.slug, 'schedule-3'), { cookie: household });
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe(unknown.json().message);
    expect((await get(cardUrl(privateSite.slug, 'schedule-3'), { cookie: code })).statusCode).toBe(200);
  });

  it('answers 404 for a function without a card (or not in that language) and 400 for bad input', async () => {
    expect((await get(cardUrl(openSite.slug, 'schedule-3'))).statusCode).toBe(404);
    expect((await get(cardUrl(openSite.slug, 'schedule-1', 'lang=hi'))).statusCode).toBe(404);
    expect((await get(cardUrl(openSite.slug, 'schedule-9'))).statusCode).toBe(404);
    for (const bad of [
      cardUrl(openSite.slug, 'schedule-1', 'lang=xx'),
      cardUrl(openSite.slug, 'schedule-1', ''),
      cardUrl(openSite.slug, 'schedule-1', 'lang=en&v=..%2F..'),
      cardUrl(openSite.slug, 'schedule-1', 'lang=en&kind=story'),
      cardUrl(openSite.slug, 'Schedule%201'),
      cardUrl('AB', 'schedule-1'),
    ]) {
      const answer = await get(bad);
      expect(answer.statusCode, bad).toBe(400);
      expect(answer.json().message, bad).toEqual(expect.any(String));
    }
  });
});
