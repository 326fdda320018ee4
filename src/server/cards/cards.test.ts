/**
 * Invitation cards end to end on the app's routes and job engine, with Debian's Chromium: who may make and read
 * them, a household's card carries exactly its personal link in its QR code, and Indian scripts are drawn as
 * shaped text in their Noto faces.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MediaStatus } from '../../shared/api/cards';
import { cohosts, households, liveSites } from '../db/schema';
import { freshLink, personalLink, tokenOf } from '../guests/links';
import { hostSite, type HostSite } from '../guests/testing/fixtures';
import { inChromium } from '../keepsake/printer';
import { createTestApp, createUserWithToken, type TestApp } from '../testing/test-app';
import { cardSource } from './card-source';

let t: TestApp;
let site: HostSite;
let other: HostSite;
let household: { id: number; linkNonce: string };
let othersHousehold: number;

const api = (liveId: string, path = '') => `/rest/api/private/live/${liveId}/media${path}`;

function call(method: 'GET' | 'POST', url: string, authorization?: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    ...(authorization ? { headers: { authorization } } : {}),
    ...(payload ? { payload } : {}),
  });
}

async function addHousehold(liveId: string, name: string) {
  const [row] = await t.app.ctx.db
    .insert(households)
    .values({ liveId, name, ...freshLink(t.config) })
    .returning({ id: households.id, linkNonce: households.linkNonce });
  return row!;
}

/** Asks for a card, watches it as the host's page does until it is done, and downloads it. */
async function drawn(body: object): Promise<{ id: string; png: Buffer }> {
  const started = await call('POST', api(site.liveId), site.owner.authorization, body);
  expect(started.statusCode, started.body).toBe(202);
  const { id } = started.json() as { id: string };
  const seen: number[] = [];
  let status: MediaStatus;
  for (;;) {
    const answer = await call('GET', api(site.liveId, `/${id}`), site.owner.authorization);
    expect(answer.statusCode, answer.body).toBe(200);
    status = answer.json() as MediaStatus;
    seen.push(status.progress);
    if (status.state === 'done' || status.state === 'failed') break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(status.state, status.message ?? '').toBe('done');
  expect(seen).toEqual([...seen].sort((a, b) => a - b));
  const file = await call('GET', status.url!, site.owner.authorization);
  expect(file.statusCode).toBe(200);
  expect(file.headers['content-type']).toBe('image/png');
  const png = file.rawPayload;
  // Set CARD_SHOTS to a folder to look at the cards.
  if (process.env.CARD_SHOTS) {
    mkdirSync(process.env.CARD_SHOTS, { recursive: true });
    writeFileSync(join(process.env.CARD_SHOTS, `${Object.values(body).join('-')}.png`), png);
  }
  return { id, png };
}

async function qrOf(png: Buffer): Promise<string | undefined> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data;
}

beforeAll(async () => {
  t = await createTestApp();
  site = await hostSite(t);
  other = await hostSite(t);
  household = await addHousehold(site.liveId, 'Sharma family');
  othersHousehold = (await addHousehold(other.liveId, 'Another family')).id;
});
afterAll(() => t.close());

describe('invitation cards: who may ask', () => {
  it('answers another buyer and a stranger 404 for the site, its cards and their files, and 401 without a token', async () => {
    const { id } = await drawn({ kind: 'card', eventKey: 'schedule-2', lang: 'en' });
    const body = { kind: 'card', eventKey: 'schedule-2', lang: 'en' };
    expect((await call('POST', api(site.liveId), other.owner.authorization, body)).statusCode).toBe(404);
    expect((await call('GET', api(site.liveId, `/${id}`), other.owner.authorization)).statusCode).toBe(404);
    expect((await call('GET', api(site.liveId, `/${id}/file`), other.owner.authorization)).statusCode).toBe(404);
    // The id asked of the other buyer's own site names nothing there.
    expect((await call('GET', api(other.liveId, `/${id}`), other.owner.authorization)).statusCode).toBe(404);
    expect((await call('GET', api(other.liveId, `/${id}/file`), other.owner.authorization)).statusCode).toBe(404);
    // A co-host of the site asks for the same card and downloads it.
    const cohost = await createUserWithToken(t, { email: 'planner@example.in' });
    await t.app.ctx.db.insert(cohosts).values({ liveId: site.liveId, email: cohost.email, addedBy: site.owner.email });
    expect((await call('POST', api(site.liveId), cohost.authorization, body)).json()).toEqual({ id });
    expect((await call('GET', api(site.liveId, `/${id}/file`), cohost.authorization)).statusCode).toBe(200);
    expect((await call('GET', api(site.liveId, `/${id}`))).statusCode).toBe(401);
    expect((await call('GET', api(site.liveId, `/${id}/file`))).statusCode).toBe(401);
  });

  it('refuses what is not a card of this site: 400 for a bad field, 404 for another site household, card or film', async () => {
    const { authorization } = site.owner;
    for (const body of [
      {},
      { kind: 'poster', eventKey: 'schedule-1', lang: 'en' },
      { kind: 'card', eventKey: 'schedule-1', lang: 'fr' },
      { kind: 'card', eventKey: 'schedule-9', lang: 'en' },
      { kind: 'card', eventKey: '../x', lang: 'en' },
      { kind: 'card', eventKey: 'schedule-1', lang: 'en', householdId: 'one' },
      { kind: 'card', eventKey: 'schedule-1', lang: 'en', extra: 1 },
    ]) {
      const answer = await call('POST', api(site.liveId), authorization, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
    }
    const foreign = { kind: 'card', eventKey: 'schedule-1', lang: 'en', householdId: othersHousehold };
    expect((await call('POST', api(site.liveId), authorization, foreign)).statusCode).toBe(404);
    // A film of another site's household is refused before anything is made, as its card is.
    const foreignFilm = { ...foreign, kind: 'film' };
    expect((await call('POST', api(site.liveId), authorization, foreignFilm)).statusCode).toBe(404);
    expect((await call('POST', api(site.liveId), authorization, { ...foreignFilm, lang: 'xx' })).statusCode).toBe(400);
    expect((await call('GET', api(site.liveId, '/not-an-id'), authorization)).statusCode).toBe(404);
    expect((await call('GET', api(site.liveId, `/${'a'.repeat(65)}`), authorization)).statusCode).toBe(400);
    expect((await call('GET', api(site.liveId, `/${'0'.repeat(32)}`), authorization)).statusCode).toBe(404);
  });
});

describe('invitation cards: what they show', () => {
  it("draws a household's card 1080 x 1350 whose QR code is exactly its personal link, once per content", async () => {
    const body = { kind: 'card', eventKey: 'schedule-3', lang: 'hi', householdId: household.id };
    const { id, png } = await drawn(body);
    expect(await sharp(png).metadata()).toMatchObject({ width: 1080, height: 1350 });
    expect(await qrOf(png)).toBe(personalLink(t.config, site.slug, household.linkNonce));
    // Asked again, the same card is done at once; a changed invitation is a new card.
    const again = await call('POST', api(site.liveId), site.owner.authorization, body);
    expect(again.json()).toEqual({ id });
    const status = await call('GET', api(site.liveId, `/${id}`), site.owner.authorization);
    expect(status.json()).toMatchObject({ state: 'done', progress: 100 });
    // The household reaches its own card through its personal link; another household's link does not.
    const query = `?kind=card&eventKey=schedule-3&lang=hi`;
    const own = `/rest/api/public/live/${site.slug}/g/${tokenOf(t.config, household.linkNonce)}/media${query}`;
    const ownCard = await call('GET', own);
    expect(ownCard.statusCode).toBe(200);
    expect(ownCard.rawPayload.equals(png)).toBe(true);
    const neighbour = await addHousehold(site.liveId, 'Verma family');
    const theirs = `/rest/api/public/live/${site.slug}/g/${tokenOf(t.config, neighbour.linkNonce)}/media${query}`;
    expect((await call('GET', theirs)).statusCode).toBe(404);
    expect((await call('GET', own.replace('lang=hi', 'lang=xx'))).statusCode).toBe(400);
    await t.app.ctx.db
      .update(liveSites)
      .set({ slug: `${site.slug}-new` })
      .where(eq(liveSites.id, site.liveId));
    const changed = await call('POST', api(site.liveId), site.owner.authorization, body);
    expect((changed.json() as { id: string }).id).not.toBe(id);
    await t.app.ctx.db.update(liveSites).set({ slug: site.slug }).where(eq(liveSites.id, site.liveId));
  });

  it("draws the general story 1080 x 1920 in Kannada with the site's address in its QR code", async () => {
    const { png } = await drawn({ kind: 'story', eventKey: 'schedule-2', lang: 'kn' });
    expect(await sharp(png).metadata()).toMatchObject({ width: 1080, height: 1920 });
    expect(await qrOf(png)).toBe(`${t.config.publicUrl}/invite/${site.slug}`);
  });

  it('keeps Hindi and Kannada as shaped text in their Noto faces: fewer glyphs than letters where letters join', async () => {
    const [row] = await t.app.ctx.db.select().from(liveSites).where(eq(liveSites.id, site.liveId));
    for (const [lang, family, greeting] of [
      ['hi', 'Noto Sans Devanagari', 'प्रिय'],
      ['kn', 'Noto Sans Kannada', 'ಪ್ರಿಯ'],
    ] as const) {
      const source = await cardSource(t.app.ctx, row!, {
        kind: 'card',
        eventKey: 'schedule-1',
        lang,
        householdId: household.id,
      });
      const drawnFonts = await inChromium(
        {
          html: source.html,
          files: source.files,
          viewport: source.size,
          chromiumPath: t.config.keepsake.chromiumPath,
          timeoutMs: t.config.keepsake.renderTimeoutMs,
        },
        async (page) => {
          const text = await page.textContent('[data-card="dear"]');
          // The browser's own account of the faces and glyphs it drew the greeting's text with.
          const cdp = await page.context().newCDPSession(page);
          await cdp.send('DOM.enable');
          await cdp.send('CSS.enable');
          const { root } = await cdp.send('DOM.getDocument');
          const { nodeId } = await cdp.send('DOM.querySelector', {
            nodeId: root.nodeId,
            selector: '[data-card="dear"]',
          });
          const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
          return { text, fonts };
        },
      );
      expect(drawnFonts.text).toBe(`${greeting} Sharma family`);
      const script = drawnFonts.fonts.find((font) => font.familyName === family);
      expect(script, JSON.stringify(drawnFonts.fonts)).toBeDefined();
      // 'प्रिय' is five code points drawn as fewer glyphs (the conjunct प्र, the vowel sign before its letter).
      expect(script!.glyphCount).toBeGreaterThan(0);
      expect(script!.glyphCount).toBeLessThan([...greeting].length);
    }
  });
});
