import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../account/passwords';
import { liveSites } from '../db/schema';
import { createTestApp, createUserWithToken, type TestApp } from '../testing/test-app';
import { ACCESS_CODE_RULE, NOT_BOUGHT, NOT_SUBMITTED, publishSite } from './publishing';
import { SLUG_RESERVED, SLUG_TAKEN } from './slugs';
import { buy, publish, submitContent, type Account } from './testing/live-fixtures';

let t: TestApp;
let asha: Account;
let ravi: Account;

beforeAll(async () => {
  t = await createTestApp();
  asha = await createUserWithToken(t, { email: 'asha.live@example.in' });
  ravi = await createUserWithToken(t, { email: 'ravi.live@example.in' });
  await buy(t, asha, 'wed001', 'premium');
  await buy(t, ravi, 'wed001', 'basic');
});
afterAll(() => t.close());

const get = (user: Account, url: string) =>
  t.app.inject({ method: 'GET', url, headers: { authorization: user.authorization } });
const siteRow = async (slug: string) =>
  (await t.app.ctx.db.select().from(liveSites).where(eq(liveSites.slug, slug)))[0];

describe('POST /rest/api/private/live/publish', () => {
  it('refuses a template the caller has not bought, and one whose content is not submitted', async () => {
    const notBought = await publish(t, asha, { baseTempID: 'eng001', slug: 'sneha-and-arjun' });
    expect(notBought.statusCode).toBe(403);
    expect(notBought.json().message).toBe(NOT_BOUGHT);
    const notSubmitted = await publish(t, asha, { baseTempID: 'wed001', slug: 'ananya-weds-rohan' });
    expect(notSubmitted.statusCode).toBe(409);
    expect(notSubmitted.json().message).toBe(NOT_SUBMITTED);
    expect(await t.app.ctx.db.select().from(liveSites)).toEqual([]);
  });

  it('publishes at the address with the pack of the paid order, and answers the LiveSite', async () => {
    await submitContent(t, asha, 'wed001', { BrideName: 'Ananya', GroomName: 'Rohan' });
    const response = await publish(t, asha, { baseTempID: 'wed001', slug: 'ananya-weds-rohan', accessCode: 'mehendi' });
    expect(response.statusCode, response.body).toBe(200);
    const site = response.json();
    expect(site).toEqual({
      liveId: expect.stringMatching(/^[A-Za-z0-9_-]{16}$/),
      baseTempID: 'wed001',
      slug: 'ananya-weds-rohan',
      url: `${t.config.publicUrl}/invite/ananya-weds-rohan`,
      published: true,
      indexable: false,
      hasAccessCode: true,
      packType: 'premium',
      name: expect.any(String),
    });
    const row = await siteRow('ananya-weds-rohan');
    expect(row.accessCodeHash).not.toContain('mehendi');
    expect(await verifyPassword('mehendi', row.accessCodeHash!)).toBe(true);
    expect(row.publishedAt?.toISOString()).toBe(t.clock.now().toISOString());
  });

  it('refuses bad, reserved and taken addresses with a sentence naming the problem', async () => {
    await submitContent(t, ravi, 'wed001', { BrideName: 'Meera', GroomName: 'Ravi' });
    const taken = await publish(t, ravi, { baseTempID: 'wed001', slug: 'ananya-weds-rohan' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(SLUG_TAKEN);
    for (const slug of ['admin', 'api', 'invite', 'login', 'www']) {
      const reserved = await publish(t, ravi, { baseTempID: 'wed001', slug });
      expect(reserved.statusCode, slug).toBe(400);
      expect(reserved.json().message).toBe(SLUG_RESERVED);
    }
    for (const slug of ['Ananya', 'ab', 'a--b', '-abc', 'abc-', 'ananya weds', 'x'.repeat(61), 'अनन्या']) {
      const bad = await publish(t, ravi, { baseTempID: 'wed001', slug });
      expect(bad.statusCode, slug).toBe(400);
      expect(bad.json().message).toMatch(/slug/);
    }
    const shortCode = await publish(t, ravi, { baseTempID: 'wed001', slug: 'meera-weds-ravi', accessCode: 'abc' });
    expect(shortCode.statusCode).toBe(400);
    expect(shortCode.json().message).toBe(ACCESS_CODE_RULE);
    expect(await siteRow('meera-weds-ravi')).toBeUndefined();
  });

  it('republishing keeps or changes the buyer’s own address, options and access code', async () => {
    const same = await publish(t, asha, { baseTempID: 'wed001', slug: 'ananya-weds-rohan', indexable: true });
    expect(same.statusCode).toBe(200);
    expect(same.json()).toMatchObject({ indexable: true, hasAccessCode: true });
    const changed = await publish(t, asha, { baseTempID: 'wed001', slug: 'ananya-rohan-2027', accessCode: '' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ slug: 'ananya-rohan-2027', indexable: true, hasAccessCode: false });
    expect(changed.json().liveId).toBe(same.json().liveId);
    expect(await siteRow('ananya-weds-rohan')).toBeUndefined();
    // The old address is free again.
    expect((await publish(t, ravi, { baseTempID: 'wed001', slug: 'ananya-weds-rohan' })).statusCode).toBe(200);
    expect((await publish(t, ravi, { baseTempID: 'wed001', slug: 'meera-weds-ravi' })).statusCode).toBe(200);
  });

  it('gives an address asked for by two buyers at once to one of them', async () => {
    const [one, two] = [await createUserWithToken(t), await createUserWithToken(t)];
    for (const buyer of [one, two]) {
      await buy(t, buyer, 'wed004');
      await submitContent(t, buyer, 'wed004', { BrideName: 'Diya', GroomName: 'Kabir' });
    }
    const answers = await Promise.all(
      [one, two].map((buyer) => publish(t, buyer, { baseTempID: 'wed004', slug: 'diya-weds-kabir' })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json().message).toBe(SLUG_TAKEN);
  });

  it('publishes for any buyer from the admin area through the same function and rules', async () => {
    const meena = await createUserWithToken(t);
    await expect(publishSite(t.app.ctx, meena.id, 'wed001', 'meena-site')).rejects.toMatchObject({ statusCode: 403 });
    await buy(t, meena, 'bir001', 'basic');
    await submitContent(t, meena, 'bir001', { CelebrantName: 'Aarav', TurningAge: '5' });
    const site = await publishSite(t.app.ctx, meena.id, 'bir001', 'aarav-turns-5');
    expect(site).toMatchObject({ slug: 'aarav-turns-5', published: true, packType: 'basic' });
  });
});

describe('POST /rest/api/private/live/unpublish', () => {
  it('takes the site down but keeps the address for its buyer', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/rest/api/private/live/unpublish',
      headers: { authorization: asha.authorization },
      payload: { baseTempID: 'wed001' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ slug: 'ananya-rohan-2027', published: false });
    const other = await publish(t, ravi, { baseTempID: 'wed001', slug: 'ananya-rohan-2027' });
    expect(other.statusCode).toBe(409);
    const again = await publish(t, asha, { baseTempID: 'wed001', slug: 'ananya-rohan-2027' });
    expect(again.json()).toMatchObject({ published: true, slug: 'ananya-rohan-2027' });
  });

  it('answers 404 for a template without a site, and never touches another buyer’s site', async () => {
    const stranger = await createUserWithToken(t);
    await buy(t, stranger, 'wed001');
    const response = await t.app.inject({
      method: 'POST',
      url: '/rest/api/private/live/unpublish',
      headers: { authorization: stranger.authorization },
      payload: { baseTempID: 'wed001' },
    });
    expect(response.statusCode).toBe(404);
    expect((await siteRow('ananya-rohan-2027')).published).toBe(true);
    expect((await siteRow('meera-weds-ravi')).published).toBe(true);
  });
});

describe('GET /rest/api/private/get_live_template_user', () => {
  it("lists only the caller's sites, newest first", async () => {
    await buy(t, asha, 'eng001');
    await submitContent(t, asha, 'eng001', { BrideName: 'Ananya', GroomName: 'Rohan' });
    t.clock.advance(60_000);
    expect((await publish(t, asha, { baseTempID: 'eng001', slug: 'ananya-rohan-engagement' })).statusCode).toBe(200);
    const response = await get(asha, '/rest/api/private/get_live_template_user');
    expect(response.statusCode).toBe(200);
    expect(response.json().map((site: { slug: string }) => site.slug)).toEqual([
      'ananya-rohan-engagement',
      'ananya-rohan-2027',
    ]);
    expect(response.json()[0]).toMatchObject({ packType: 'luxury', baseTempID: 'eng001' });
    const fresh = await createUserWithToken(t);
    expect((await get(fresh, '/rest/api/private/get_live_template_user')).json()).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/rest/api/private/get_live_template_user' })).statusCode).toBe(
      401,
    );
  });
});

describe('GET /rest/api/private/live/slug', () => {
  it('suggests an address from the names in the content, made free with -2, -3 ...', async () => {
    const priya = await createUserWithToken(t);
    await buy(t, priya, 'wed002');
    await submitContent(t, priya, 'wed002', { BrideName: 'Ananya', GroomName: 'Rohan' });
    const first = await get(priya, '/rest/api/private/live/slug?baseTempID=wed002');
    // Ravi gave ananya-weds-rohan up when he moved to meera-weds-ravi.
    expect(first.json()).toEqual({ slug: 'ananya-weds-rohan', available: true, suggestion: 'ananya-weds-rohan' });
    expect((await publish(t, priya, { baseTempID: 'wed002', slug: 'ananya-weds-rohan' })).statusCode).toBe(200);
    await t.app.ctx.db
      .insert(liveSites)
      .values({ id: 'held-2', userId: ravi.id, tempId: 'wed009', slug: 'ananya-weds-rohan-2' });
    const other = await createUserWithToken(t);
    await buy(t, other, 'wed003');
    await submitContent(t, other, 'wed003', { BrideName: 'Ánanyá', GroomName: 'Dr. Rohan Kulkarni' });
    expect((await get(other, '/rest/api/private/live/slug?baseTempID=wed003')).json().suggestion).toBe(
      'ananya-weds-rohan-3',
    );
    // Her own address is suggested back to a buyer who has one.
    expect((await get(priya, '/rest/api/private/live/slug?baseTempID=wed002')).json().suggestion).toBe(
      'ananya-weds-rohan',
    );
  });

  it('says whether an address is free for the caller, and why not', async () => {
    const check = async (slug: string) =>
      (await get(asha, `/rest/api/private/live/slug?baseTempID=wed001&slug=${encodeURIComponent(slug)}`)).json();
    expect(await check('ananya-rohan-2027')).toMatchObject({ available: true, suggestion: 'ananya-rohan-2027' });
    expect(await check('meera-weds-ravi')).toMatchObject({ available: false, reason: SLUG_TAKEN });
    expect(await check('admin')).toMatchObject({ available: false, reason: SLUG_RESERVED });
    expect(await check('Bad Slug')).toMatchObject({ available: false, reason: expect.stringMatching(/lower-case/) });
    expect(await check('a-brand-new-address')).toMatchObject({ available: true });
    expect((await get(asha, '/rest/api/private/live/slug?baseTempID=zzz999')).statusCode).toBe(404);
  });
});
