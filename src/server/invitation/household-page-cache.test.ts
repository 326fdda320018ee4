/**
 * A household's own page is drawn once and then sent from the cache, and whatever it is drawn from (the
 * household's answers and name, the site, the language) shows on the very next request.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Household } from '../../shared/api/guests';
import { formDataToComponents } from '../../shared/content';
import { getContentSchema } from '../../generated';
import { startSession } from '../account';
import { saveContent } from '../content/content-store';
import { users } from '../db/schema';
import { createTestApp, type TestApp } from '../testing/test-app';
import { renderLivePage } from './renderer';
import { seedLiveSite, type SeededSite } from './testing/seed';

// Every drawing of a live page is counted; the renderer itself is the real one.
vi.mock('./renderer', async (original) => {
  const actual = await original<typeof import('./renderer')>();
  return { ...actual, renderLivePage: vi.fn(actual.renderLivePage) };
});
const drawings = () => vi.mocked(renderLivePage).mock.calls.length;

const PERSON = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36';

let t: TestApp;
let site: SeededSite;
let authorization: string;
let household: Household;

async function addHousehold(body: Record<string, unknown>): Promise<Household> {
  const response = await t.app.inject({
    method: 'POST',
    url: `/rest/api/private/live/${site.liveId}/households`,
    headers: { authorization },
    payload: { members: [], ...body },
  });
  if (response.statusCode !== 200) throw new Error(response.body);
  return response.json();
}
const path = (of: Household) => new URL(of.link).pathname;
const open = (of: Household, query = '') =>
  t.app.inject({ method: 'GET', url: `${path(of)}${query}`, headers: { 'user-agent': PERSON } });

beforeAll(async () => {
  t = await createTestApp();
  // Luxury: the languages feature, so the page may be drawn in Hindi.
  site = await seedLiveSite(t.app.ctx.db, { pack: 'luxury' });
  const [owner] = await t.app.ctx.db.select().from(users).where(eq(users.id, site.userId));
  authorization = `Bearer ${(await startSession(t.app.ctx.db, t.config, owner!, t.clock.now())).token}`;
  household = await addHousehold({ name: 'Sharma family', events: [{ eventKey: 'schedule-2', seats: 3 }] });
});
afterAll(() => t.close());

describe("a household's page from the cache", () => {
  it('is drawn once, and a second household gets its own page, drawn for it', async () => {
    const first = await open(household);
    expect(first.statusCode).toBe(200);
    const drawn = drawings();
    const second = await open(household);
    expect(second.body).toBe(first.body);
    // Kept compressed: each encoding unpacks to the page a client asking for none gets.
    for (const encoding of ['gzip', 'br'] as const) {
      const packed = await t.app.inject({ url: path(household), headers: { 'accept-encoding': encoding } });
      expect(packed.headers['content-encoding']).toBe(encoding);
      const unpack = encoding === 'gzip' ? gunzipSync : brotliDecompressSync;
      expect(unpack(packed.rawPayload).toString('utf8')).toBe(first.body);
    }
    expect(drawings()).toBe(drawn);

    const other = await addHousehold({ name: 'Rao family', events: [{ eventKey: 'schedule-1', seats: 2 }] });
    const theirs = await open(other);
    expect(drawings()).toBe(drawn + 1);
    expect(theirs.body).toContain('Rao family');
    expect(theirs.body).not.toContain('Sharma family');
    // An unknown token draws nothing (and so keeps nothing).
    expect((await t.app.inject({ url: `/invite/${site.slug}/g/${'x'.repeat(32)}` })).statusCode).toBe(404);
    expect(drawings()).toBe(drawn + 1);
  });

  it('shows a new answer, a renamed household and a changed site on the next request', async () => {
    await open(household);
    const posted = await t.app.inject({
      method: 'POST',
      url: path(household),
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': PERSON },
      payload: new URLSearchParams({ 'attending.schedule-2': 'yes', 'adults.schedule-2': '2' }).toString(),
    });
    expect(posted.statusCode, posted.body).toBe(303);
    const answered = (await open(household)).body;
    expect(answered).toMatch(/name="adults\.schedule-2"[^>]*value="2"|value="2"[^>]*name="adults\.schedule-2"/);
    expect(answered).toContain('Update my answer');

    // The host renames the household and sets its language: its page is in Hindi (no pick of the guest's).
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/rest/api/private/live/${site.liveId}/households/${household.id}`,
      headers: { authorization },
      payload: { name: 'Sharma parivar', language: 'hi', events: [{ eventKey: 'schedule-2', seats: 3 }] },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const own = (await open(household)).body;
    expect(own).toContain('Sharma parivar');
    expect(own).toContain('lang="hi"');

    // The buyer moves the Sangeet: the site's change signal drops the household's kept page with the site.
    const layout = getContentSchema(site.template.schema)!.layout;
    const moved = JSON.parse(JSON.stringify(site.content).replaceAll('Palace Grounds', 'Lalbagh Glass House'));
    const key = { userId: site.userId, templateId: site.template.id, liveId: site.liveId };
    await saveContent(t.app.ctx, key, formDataToComponents(layout, site.template.id, moved));
    const changed = (await open(household)).body;
    expect(changed).toContain('Lalbagh Glass House');
    expect(changed).not.toContain('Palace Grounds');
  });

  it('is kept per language, and never with a notice on it', async () => {
    const english = (await open(household, '?lang=en')).body;
    const hindi = (await open(household, '?lang=hi')).body;
    expect(hindi).toContain('lang="hi"');
    expect(english).toContain('lang="en"');
    expect((await open(household, '?lang=en')).body).toBe(english);

    const drawn = drawings();
    await open(household, '?saved=1');
    await open(household, '?saved=1');
    expect(drawings()).toBe(drawn + 2);
  });
});
