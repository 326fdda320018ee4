/**
 * The access-code call tells a stranger nothing about an address: an unknown one, a public site and a private
 * site typed with a wrong code get the same answer (status, body, headers), after the same work, and make the
 * typing address wait alike; only the right code of a private site opens it.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../db/client';
import { announceSiteChange } from '../db/site-changes';
import { seedLiveSite } from '../invitation/testing/seed';
import { createTestApp, type TestApp } from '../testing/test-app';
import { publish, publishedSiteFor } from './testing/live-fixtures';

const CODE = 'mehendi24';
let t: TestApp;
let slugs: { unknown: string; open: string; secret: string };

beforeAll(async () => {
  t = await createTestApp({ env: { LIVE_ACCESS_FAILURES_BEFORE_DELAY: '3' } });
  const open = await seedLiveSite(t.app.ctx.db);
  await announceSiteChange(t.app.ctx.db, { liveId: open.liveId });
  const { user } = await publishedSiteFor(t, 'hidden-wedding', { pack: 'basic' });
  const published = await publish(t, user, { baseTempID: 'wed001', slug: 'hidden-wedding', accessCode: CODE });
  expect(published.statusCode, published.body).toBe(200);
  slugs = { unknown: 'nobody-lives-here', open: open.slug, secret: 'hidden-wedding' };
});
afterAll(() => t.close());

let address = 0;
const typeCode = (slug: string, code: string, from = `10.7.${Math.floor(++address / 250)}.${address % 250}`) =>
  t.app.inject({ method: 'POST', url: `/rest/api/public/live/${slug}/access`, payload: { code }, remoteAddress: from });

/** What a stranger can compare: the status, the body without its request id, the headers that are not per request. */
function answerOf(response: Awaited<ReturnType<typeof typeCode>>) {
  const { date, 'x-request-id': requestId, 'content-length': length, ...headers } = response.headers;
  void date;
  void requestId;
  void length;
  const { requestId: bodyId, ...body } = response.json() as Record<string, unknown>;
  void bodyId;
  return { status: response.statusCode, body, headers };
}

/** Counts the transactions opened and the inserts made in them while `work` runs. */
async function writesOf(work: () => Promise<unknown>) {
  const db = t.app.ctx.db;
  const transaction = db.transaction.bind(db);
  const counts = { transactions: 0, inserts: 0 };
  const spy = vi.spyOn(db, 'transaction').mockImplementation(((inside: (tx: Db) => Promise<unknown>) =>
    transaction((tx) => {
      counts.transactions += 1;
      const counted = new Proxy(tx as unknown as Db, {
        get(target, key, receiver) {
          if (key !== 'insert') return Reflect.get(target, key, receiver);
          return (...args: Parameters<Db['insert']>) => {
            counts.inserts += 1;
            return target.insert(...args);
          };
        },
      });
      return inside(counted);
    })) as typeof db.transaction);
  try {
    await work();
  } finally {
    spy.mockRestore();
  }
  return counts;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

describe('POST /rest/api/public/live/{slug}/access', () => {
  it('answers an unknown address, a public site and a wrong code on a private site alike', async () => {
    const answers = await Promise.all(
      [slugs.unknown, slugs.open, slugs.secret].map(async (slug) => answerOf(await typeCode(slug, 'guess'))),
    );
    expect(answers[0]!.status).toBe(403);
    expect(answers[0]!.headers['set-cookie']).toBeUndefined();
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
  });

  it('makes an address that keeps guessing wait alike, whatever is behind the address', async () => {
    const attempts = async (slug: string) => {
      const from = `10.8.0.${++address % 250}`;
      const seen: { status: number; retryAfter: unknown }[] = [];
      for (let i = 0; i < 5; i += 1) {
        const response = await typeCode(slug, `guess-${i}`, from);
        seen.push({ status: response.statusCode, retryAfter: response.headers['retry-after'] });
      }
      return seen;
    };
    // Addresses no code was typed for yet, so each starts from the same count of wrong codes.
    const open = await seedLiveSite(t.app.ctx.db);
    const { user } = await publishedSiteFor(t, 'hidden-wedding-2', { pack: 'basic' });
    expect(
      (await publish(t, user, { baseTempID: 'wed001', slug: 'hidden-wedding-2', accessCode: CODE })).statusCode,
    ).toBe(200);
    const onPrivate = await attempts('hidden-wedding-2');
    expect(onPrivate.map((seen) => seen.status)).toEqual([403, 403, 403, 429, 429]);
    expect(await attempts(`${slugs.unknown}-2`)).toEqual(onPrivate);
    expect(await attempts(open.slug)).toEqual(onPrivate);
  });

  it('does the same work for each, in comparable time', async () => {
    const cases = [`${slugs.unknown}-3`, slugs.open, slugs.secret];
    for (const slug of cases) {
      expect(await writesOf(() => typeCode(slug, 'guess')), slug).toEqual({ transactions: 1, inserts: 1 });
    }
    const times = new Map<string, number[]>(cases.map((slug) => [slug, []]));
    for (let round = 0; round < 15; round += 1) {
      for (const slug of cases) {
        const started = performance.now();
        await typeCode(slug, `guess-${round}`);
        times.get(slug)!.push(performance.now() - started);
      }
    }
    const secret = median(times.get(slugs.secret)!);
    for (const slug of cases) {
      const ratio = median(times.get(slug)!) / secret;
      expect(ratio, `${slug}: ${ratio}`).toBeGreaterThan(0.25);
      expect(ratio, `${slug}: ${ratio}`).toBeLessThan(4);
    }
  });

  it('still opens a private site with its right code', async () => {
    const right = await typeCode(slugs.secret, CODE);
    expect(right.statusCode).toBe(200);
    expect(String(right.headers['set-cookie'])).toMatch(/^invite\./);
  });
});
