import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PasswordCheckSlots, setPasswordCheckSlots } from '../account/password-check-slots';
import type { Db } from '../db/client';
import { accessCodeFailures, liveSites } from '../db/schema';
import { seedLiveSite } from '../invitation/testing/seed';
import { createTestApp, type TestApp } from '../testing/test-app';
import { ACCESS_CODE_BUSY, ACCESS_CODE_WRONG, admitWithCode, setLegacyCodeLane } from './access-code';
import { publishedSite } from './site-content';
import { PUBLISH_BUSY } from './publishing';
import { publish, publishedSiteFor } from './testing/live-fixtures';

const CODE = 'mehendi24';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { LIVE_ACCESS_FAILURES_BEFORE_DELAY: '3' } });
});
afterAll(() => t.close());

/** A private site published through the buyer's call (its code checked by HMAC). */
async function privateSite(slug: string) {
  const { user, site } = await publishedSiteFor(t, slug, { pack: 'basic' });
  const response = await publish(t, user, { baseTempID: 'wed001', slug, accessCode: CODE });
  expect(response.statusCode, response.body).toBe(200);
  return { user, site };
}

const typeCode = (slug: string, code: string, from: string) =>
  t.app.inject({ method: 'POST', url: `/rest/api/public/live/${slug}/access`, payload: { code }, remoteAddress: from });

/** Holds every password slot sign-in has, until the returned function gives them back. */
async function fillPasswordSlots(): Promise<() => void> {
  const slots = new PasswordCheckSlots(1, 0, 3000);
  setPasswordCheckSlots(t.app.ctx, slots);
  const release = await slots.tryEnter();
  return () => release?.();
}

/** Counts the transactions the app opens and the inserts made in them, until `restore`. */
function countWrites() {
  const db = t.app.ctx.db;
  const transaction = db.transaction.bind(db);
  const counts = { transactions: 0, inserts: 0, restore: () => spy.mockRestore() };
  const spy = vi.spyOn(db, 'transaction').mockImplementation(((work: (tx: Db) => Promise<unknown>) =>
    transaction((tx) => {
      counts.transactions += 1;
      return work(
        new Proxy(tx as unknown as Db, {
          get(target, key, receiver) {
            if (key !== 'insert') return Reflect.get(target, key, receiver);
            return (table: typeof accessCodeFailures) => {
              counts.inserts += 1;
              return target.insert(table);
            };
          },
        }),
      );
    })) as typeof db.transaction);
  return counts;
}

describe('guessing a code', () => {
  it('makes addresses that typed a wrong code wait once the site took a few from anywhere; others still get in', async () => {
    await privateSite('guessed-wedding');
    for (const from of ['10.5.0.1', '10.5.0.2', '10.5.0.3']) {
      const wrong = await typeCode('guessed-wedding', 'guess-1', from);
      expect(wrong.statusCode).toBe(403);
      expect(wrong.json().message).toBe(ACCESS_CODE_WRONG);
    }
    // The site now waits: an address that guessed wrong is not checked, even with the right code.
    const held = await typeCode('guessed-wedding', CODE, '10.5.0.1');
    expect(held.statusCode).toBe(429);
    expect(Number(held.headers['retry-after'])).toBe(30);
    expect(held.headers['set-cookie']).toBeUndefined();
    // A guest who typed nothing wrong gets in at once; another address gets one check, then waits too.
    expect((await typeCode('guessed-wedding', CODE, '10.5.0.9')).statusCode).toBe(200);
    expect((await typeCode('guessed-wedding', 'guess-2', '10.5.0.4')).statusCode).toBe(403);
    const longer = await typeCode('guessed-wedding', CODE, '10.5.0.4');
    expect(longer.statusCode).toBe(429);
    // The wait grows with each wrong code (30 s, then 60 s after the fourth) and ends.
    expect(Number(longer.headers['retry-after'])).toBe(60);
    t.clock.advance(61_000);
    expect((await typeCode('guessed-wedding', CODE, '10.5.0.1')).statusCode).toBe(200);
  });

  it('checks no more wrong codes than the threshold plus one per address, however many arrive at once', async () => {
    await privateSite('stormed-wedding');
    const addresses = ['10.4.0.1', '10.4.0.2', '10.4.0.3', '10.4.0.4', '10.4.0.5'];
    const guesses = addresses.flatMap((from) => Array.from({ length: 8 }, (_, i) => ({ from, code: `guess-${i}` })));
    const answers = await Promise.all(guesses.map(({ from, code }) => typeCode('stormed-wedding', code, from)));
    const checked = answers.filter((response) => response.statusCode === 403).length;
    expect(checked).toBeLessThanOrEqual(3 + addresses.length);
    expect(answers.every((response) => [403, 429].includes(response.statusCode))).toBe(true);
    const site = (await t.app.ctx.db.select().from(liveSites).where(eq(liveSites.slug, 'stormed-wedding')))[0]!;
    const failures = await t.app.ctx.db.select().from(accessCodeFailures).where(eq(accessCodeFailures.liveId, site.id));
    expect(failures).toHaveLength(checked);
  });
  it('stores the wrong codes that arrive together in one statement, not one statement each', async () => {
    // PGlite runs a transaction as one unbroken turn of the event loop: fifty inserts in a row held every other
    // request for a quarter of a second.
    await privateSite('crowd-of-guessers');
    const writes = countWrites();
    try {
      const addresses = Array.from({ length: 20 }, (_, i) => `10.6.0.${i + 1}`);
      const answers = await Promise.all(addresses.map((from) => typeCode('crowd-of-guessers', 'guess', from)));
      expect(answers.map((answer) => answer.statusCode)).toEqual(addresses.map(() => 403));
    } finally {
      writes.restore();
    }
    const [site] = await t.app.ctx.db.select().from(liveSites).where(eq(liveSites.slug, 'crowd-of-guessers'));
    const failures = await t.app.ctx.db
      .select()
      .from(accessCodeFailures)
      .where(eq(accessCodeFailures.liveId, site!.id));
    expect(failures).toHaveLength(20);
    // Codes arriving while others are decided are decided together: one insert for each such batch.
    expect(writes.transactions).toBeLessThan(20);
    expect(writes.inserts).toBeLessThanOrEqual(writes.transactions);
  });

  it('decides codes typed in the same turn of the event loop together, the first one included', async () => {
    await privateSite('same-moment-wedding');
    const site = await publishedSite(t.app.ctx, 'same-moment-wedding');
    const typed = { ...site, accessCodeHash: site.accessCodeHash! };
    const writes = countWrites();
    try {
      const answers = await Promise.allSettled(
        Array.from({ length: 10 }, (_, i) => admitWithCode(t.app.ctx, typed, `guess-${i}`, `10.7.0.${i + 1}`)),
      );
      expect(answers.every((answer) => answer.status === 'rejected')).toBe(true);
    } finally {
      writes.restore();
    }
    // Deciding the first code at once gave it a transaction of its own, and the other nine a second one.
    expect(writes.transactions).toBe(1);
    expect(writes.inserts).toBe(1);
  });
});

describe('checking a code', () => {
  it('takes none of the password slots sign-in needs: a crowd of guests gets in while they are full', async () => {
    await privateSite('crowded-wedding');
    const giveBack = await fillPasswordSlots();
    try {
      const guests = Array.from({ length: 100 }, (_, i) =>
        typeCode('crowded-wedding', CODE, `10.3.${i >> 8}.${i & 255}`),
      );
      const answers = await Promise.all(guests);
      expect(answers.map((response) => response.statusCode)).toEqual(answers.map(() => 200));
    } finally {
      giveBack();
    }
  });

  it('checks a code set before the HMAC with scrypt in a lane of its own, once: then the HMAC is stored', async () => {
    const old = await seedLiveSite(t.app.ctx.db, { accessCode: CODE });
    const giveBack = await fillPasswordSlots();
    const lane = new PasswordCheckSlots(1, 0, 3000);
    setLegacyCodeLane(t.app.ctx, lane);
    try {
      const releaseLane = await lane.tryEnter();
      const busy = await typeCode(old.slug, CODE, '10.2.0.1');
      expect(busy.statusCode).toBe(429);
      expect(busy.json().message).toBe(ACCESS_CODE_BUSY);
      // A code turned away unchecked counts as no try.
      expect(
        await t.app.ctx.db.select().from(accessCodeFailures).where(eq(accessCodeFailures.liveId, old.liveId)),
      ).toEqual([]);
      releaseLane?.();
      expect((await typeCode(old.slug, 'wrong-one', '10.2.0.1')).statusCode).toBe(403);
      expect((await typeCode(old.slug, CODE, '10.2.0.2')).statusCode).toBe(200);
      const [row] = await t.app.ctx.db.select().from(liveSites).where(eq(liveSites.id, old.liveId));
      expect(row!.accessCodeCheck).toEqual(expect.any(String));
      // From now on the lane is not needed either.
      await lane.tryEnter();
      expect((await typeCode(old.slug, CODE, '10.2.0.3')).statusCode).toBe(200);
      expect((await typeCode(old.slug, 'wrong-two', '10.2.0.3')).statusCode).toBe(403);
    } finally {
      giveBack();
    }
  });
});

describe('a code checked under an earlier server key', () => {
  it('is checked with scrypt once and its HMAC made again, not taken for a wrong code', async () => {
    const { site } = await privateSite('rekeyed-wedding');
    await t.app.ctx.db
      .update(liveSites)
      .set({ accessCodeCheck: 'oldkey00.made-with-a-key-no-longer-used' })
      .where(eq(liveSites.id, site.liveId));
    setLegacyCodeLane(t.app.ctx, new PasswordCheckSlots(1, 0, 3000));
    expect((await typeCode('rekeyed-wedding', CODE, '10.1.0.1')).statusCode).toBe(200);
    const [row] = await t.app.ctx.db.select().from(liveSites).where(eq(liveSites.id, site.liveId));
    expect(row!.accessCodeCheck).not.toBe('oldkey00.made-with-a-key-no-longer-used');
    expect(
      await t.app.ctx.db.select().from(accessCodeFailures).where(eq(accessCodeFailures.liveId, site.liveId)),
    ).toEqual([]);
  });
});

describe('publishing with a code', () => {
  it('hashes it in a password slot: with none free it is refused with 429 and nothing changes', async () => {
    const { user, site } = await publishedSiteFor(t, 'busy-host-wedding', { pack: 'basic' });
    const before = await t.app.ctx.db.select().from(liveSites).where(eq(liveSites.id, site.liveId));
    const giveBack = await fillPasswordSlots();
    try {
      const refused = await publish(t, user, { baseTempID: 'wed001', slug: 'busy-host-wedding', accessCode: CODE });
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toBe(PUBLISH_BUSY);
      expect(refused.headers['retry-after']).toBe('1');
    } finally {
      giveBack();
    }
    expect(await t.app.ctx.db.select().from(liveSites).where(eq(liveSites.id, site.liveId))).toEqual(before);
    const published = await publish(t, user, { baseTempID: 'wed001', slug: 'busy-host-wedding', accessCode: CODE });
    expect(published.statusCode).toBe(200);
  });
});
