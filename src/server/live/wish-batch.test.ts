/**
 * Wishes that arrive together are kept together (wishes.ts): one count per site against its hourly limit and
 * one insert. The limit holds exactly however many arrive at once, per site.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wishes } from '../db/schema';
import { createTestApp, type TestApp } from '../testing/test-app';
import { publishedSiteFor } from './testing/live-fixtures';
import { WISH_RECEIVED, WISHES_SITE_BUSY } from './wishes';

let t: TestApp;
let busy: { liveId: string; slug: string };
let calm: { liveId: string; slug: string };

beforeAll(async () => {
  t = await createTestApp({ env: { LIVE_WISHES_PER_SITE_PER_HOUR: '5', LIVE_WISHES_PER_CLIENT_PER_MINUTE: '100' } });
  busy = (await publishedSiteFor(t, 'busy-wishes')).site;
  calm = (await publishedSiteFor(t, 'calm-wishes')).site;
});
afterAll(() => t.close());

const wish = (slug: string, index: number) =>
  t.app.inject({
    method: 'POST',
    url: `/rest/api/public/live/${slug}/wishes`,
    payload: { name: `Guest ${index}`, message: `Wish ${index}` },
    remoteAddress: `10.7.0.${index + 1}`,
  });

describe('wishes arriving together', () => {
  it('keeps exactly as many as the site has room for and refuses the rest', async () => {
    const answers = await Promise.all([
      ...Array.from({ length: 12 }, (_, index) => wish('busy-wishes', index)),
      wish('calm-wishes', 50),
    ]);
    const busyAnswers = answers.slice(0, 12);
    expect(busyAnswers.filter((answer) => answer.statusCode === 200)).toHaveLength(5);
    for (const answer of busyAnswers) {
      if (answer.statusCode === 200) expect(answer.json()).toEqual({ responce: WISH_RECEIVED });
      else {
        expect(answer.statusCode).toBe(429);
        expect(answer.json().message).toBe(WISHES_SITE_BUSY);
        expect(answer.headers['retry-after']).toBe('3600');
      }
    }
    expect(answers[12].statusCode).toBe(200);
    const kept = await t.app.ctx.db.select().from(wishes).where(eq(wishes.liveId, busy.liveId));
    expect(kept.map((row) => row.name).sort()).toEqual(
      busyAnswers
        .map((answer, index) => (answer.statusCode === 200 ? `Guest ${index}` : null))
        .filter(Boolean)
        .sort(),
    );
    expect(await t.app.ctx.db.select().from(wishes).where(eq(wishes.liveId, calm.liveId))).toHaveLength(1);
    // Full for the hour: a later wish is refused too.
    expect((await wish('busy-wishes', 99)).statusCode).toBe(429);
  });
});
