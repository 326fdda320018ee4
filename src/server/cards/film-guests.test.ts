/**
 * A function's film for its guests: the public route streams the current general film of a function in a
 * language as privately as the page showing that function (open site: anyone; private site: the access code, or a
 * personal link whose household is invited to that function; anyone else the unknown site's 404), with byte
 * ranges for phones' players, and the guest page links it only where the film exists in the page's language.
 * Films are put in place through card-files.ts as the film job keeps them (making a real one takes a minute).
 */
import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Household } from '../../shared/api/guests';
import { hostSite, type HostSite } from '../guests/testing/fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';
import { addHousehold, cookieOf, guestGetter } from './testing/guest-calls';
import { keepPart, partFileFor, replaceInSlot, slotOf } from './card-files';
import { filmFileName } from './card-names';

let t: TestApp;
let openSite: HostSite;
let privateSite: HostSite;
/** Invited to schedule-1 only, on the private site. */
let haldiOnly: Household;
let openFilm: { bytes: Buffer; version: string };
let ip = 0;

const CODE = 'sangeet-2027';
const get = guestGetter(() => t, '10.8.0');
const filmUrl = (slug: string, eventKey: string, query = 'lang=en') =>
  `/rest/api/public/live/${slug}/films/${eventKey}?${query}`;

/** Keeps a film for a function's general slot, as the film job does: the file first, then the slot's note. */
async function putFilm(site: HostSite, eventKey: string, lang: string): Promise<{ bytes: Buffer; version: string }> {
  const ctx = t.app.ctx;
  const id = randomBytes(16).toString('hex');
  const name = filmFileName(site.liveId, id);
  // Not a playable film: the route sends bytes as they are kept, whatever they hold.
  const bytes = Buffer.concat([Buffer.from('....ftypisom....moov'), randomBytes(4000)]);
  const part = await partFileFor(ctx, name);
  await writeFile(part, bytes);
  await keepPart(ctx, part, name, 'video/mp4');
  await replaceInSlot(ctx, site.liveId, slotOf({ kind: 'film', eventKey, lang }), name);
  return { bytes, version: name.replace(/\.mp4$/, '') };
}

beforeAll(async () => {
  t = await createTestApp();
  openSite = await hostSite(t);
  privateSite = await hostSite(t, { accessCode: CODE });
  haldiOnly = await addHousehold(t, privateSite, 'Bhat family', ['schedule-1']);
  openFilm = await putFilm(openSite, 'schedule-1', 'en');
  await putFilm(privateSite, 'schedule-1', 'en');
  await putFilm(privateSite, 'schedule-3', 'en');
  // A busy two-core machine takes long to start an app with its migrations.
}, 180_000);
afterAll(() => t?.close());

describe("a function's film for its guests", () => {
  it("streams an open site's film to anyone, whole or by ranges, and caches it by its version", async () => {
    const whole = await get(filmUrl(openSite.slug, 'schedule-1'));
    expect(whole.statusCode, whole.body).toBe(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.headers['content-length']).toBe(String(openFilm.bytes.length));
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.rawPayload.equals(openFilm.bytes)).toBe(true);
    // The address names the slot, whose film changes: checked again each time, by the film's own name.
    expect(whole.headers['cache-control']).toBe('private, no-cache');
    expect(whole.headers.etag).toBe(`"${openFilm.version}"`);
    expect((await get(filmUrl(openSite.slug, 'schedule-1'), { 'if-none-match': whole.headers.etag! })).statusCode).toBe(
      304,
    );
    // The page's link names the film: that answer never changes.
    const named = await get(filmUrl(openSite.slug, 'schedule-1', `lang=en&v=${openFilm.version}`));
    expect(named.headers['cache-control']).toMatch(/^private, max-age=\d{8}, immutable$/);

    const part = await get(filmUrl(openSite.slug, 'schedule-1'), { range: 'bytes=100-1099' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-1099/${openFilm.bytes.length}`);
    expect(part.headers['content-length']).toBe('1000');
    expect(part.rawPayload.equals(openFilm.bytes.subarray(100, 1100))).toBe(true);
    const tail = await get(filmUrl(openSite.slug, 'schedule-1'), { range: 'bytes=-10' });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(openFilm.bytes.subarray(-10))).toBe(true);
    const past = await get(filmUrl(openSite.slug, 'schedule-1'), { range: `bytes=${openFilm.bytes.length}-` });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${openFilm.bytes.length}`);
  });

  it('answers 404 for a function without a film (or not in that language) and 400 for bad input', async () => {
    expect((await get(filmUrl(openSite.slug, 'schedule-2'))).statusCode).toBe(404);
    expect((await get(filmUrl(openSite.slug, 'schedule-1', 'lang=hi'))).statusCode).toBe(404);
    expect((await get(filmUrl(openSite.slug, 'schedule-9'))).statusCode).toBe(404);
    expect((await get(filmUrl('no-such-wedding', 'schedule-1'))).statusCode).toBe(404);
    for (const bad of [
      filmUrl(openSite.slug, 'schedule-1', 'lang=xx'),
      filmUrl(openSite.slug, 'schedule-1', ''),
      filmUrl(openSite.slug, 'schedule-1', 'lang=en&v=..%2F..'),
      filmUrl(openSite.slug, 'Schedule%201'),
      filmUrl('AB', 'schedule-1'),
    ]) {
      const answer = await get(bad);
      expect(answer.statusCode, bad).toBe(400);
      expect(answer.json().message, bad).toEqual(expect.any(String));
    }
  });

  it("shows a private site's film only to the code or to a household invited to that function", async () => {
    const unknown = await get(filmUrl('no-such-wedding', 'schedule-1'));
    const stranger = await get(filmUrl(privateSite.slug, 'schedule-1'));
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().message).toBe(unknown.json().message);

    const typed = await t.app.inject({
      method: 'POST',
      url: `/rest/api/public/live/${privateSite.slug}/access`,
      payload: { code: CODE },
      remoteAddress: `10.8.1.${++ip}`,
    });
    expect(typed.statusCode, typed.body).toBe(200);
    const withCode = await get(filmUrl(privateSite.slug, 'schedule-1'), { cookie: cookieOf(typed) });
    expect(withCode.statusCode, withCode.body).toBe(200);
    expect(withCode.headers['content-type']).toBe('video/mp4');

    // The household's page leaves its cookie on the device: its own function's film plays, another's does not.
    const opened = await get(new URL(haldiOnly.link).pathname);
    expect(opened.statusCode).toBe(200);
    const household = cookieOf(opened);
    expect(household).toMatch(/^household\./);
    expect((await get(filmUrl(privateSite.slug, 'schedule-1'), { cookie: household })).statusCode).toBe(200);
    const other = await get(filmUrl(privateSite.slug, 'schedule-3'), { cookie: household });
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe(unknown.json().message);
    // The code's grant sees every function's film.
    expect((await get(filmUrl(privateSite.slug, 'schedule-3'), { cookie: cookieOf(typed) })).statusCode).toBe(200);
  });

  it("links the film on the guest page only for a function that has one in the page's language", async () => {
    const page = (await get(`/invite/${openSite.slug}`)).body;
    const link = `/rest/api/public/live/${openSite.slug}/films/schedule-1?lang=en&amp;v=${openFilm.version}`;
    expect(page).toContain(`href="${link}"`);
    expect(page).toContain('Watch the film');
    expect(page.match(/\/films\//g)).toHaveLength(1);
    // The link answers (the page's &amp; is the address's &).
    const answer = await get(link.replace(/&amp;/g, '&'));
    expect(answer.statusCode).toBe(200);

    // A site without films has no link, and a household's page links only its own functions' films.
    const bare = await hostSite(t);
    expect((await get(`/invite/${bare.slug}`)).body).not.toContain('/films/');
    const own = (await get(new URL(haldiOnly.link).pathname)).body;
    expect(own).toContain(`/rest/api/public/live/${privateSite.slug}/films/schedule-1?lang=en`);
    expect(own).not.toContain('/films/schedule-3');
  });

  it("links a site without a schedule's film on its cover, the one function's block", async () => {
    const single = await hostSite(t, {
      content: (sample) => ({ ...sample, schedule: { ...(sample.schedule as object), ShowSchedule: false } }),
    });
    const { version } = await putFilm(single, 'main', 'en');
    const page = (await get(`/invite/${single.slug}`)).body;
    const cover = page.slice(page.indexOf('<header class="inv-hero'), page.indexOf('</header>'));
    expect(cover).toContain(`/rest/api/public/live/${single.slug}/films/main?lang=en&amp;v=${version}`);
    expect((await get(filmUrl(single.slug, 'main'))).statusCode).toBe(200);
  });
});
