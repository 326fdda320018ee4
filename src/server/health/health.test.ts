/**
 * /health while the database's queue is long (a batch being sent): it answers from the database's last answer
 * without waiting behind the queued statements, and still says 503 once the database stops answering.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(() => t.close());

const get = (path: string) => t.app.inject({ method: 'GET', url: `/rest/api/health${path}` });

describe('health while the database is busy', () => {
  it("answers at once from the database's fresh answer while its next select waits; readiness waits for it", async () => {
    expect((await get('')).statusCode).toBe(200);
    // The next statement waits its turn (as behind a batch's writes) until released.
    let release!: () => void;
    const turn = new Promise<void>((resolve) => (release = resolve));
    const execute = t.app.ctx.db.execute.bind(t.app.ctx.db);
    const spy = vi
      .spyOn(t.app.ctx.db, 'execute')
      .mockImplementation(((query: Parameters<typeof execute>[0]) =>
        turn.then(() => execute(query))) as typeof execute);
    try {
      let readyAnswered = false;
      const ready = get('/ready').then((answer) => {
        readyAnswered = true;
        return answer;
      });
      const health = await get('');
      expect(health.statusCode).toBe(200);
      expect(health.json()).toMatchObject({ status: 'ok', database: t.app.ctx.dbEngine });
      expect(readyAnswered).toBe(false);
      release();
      expect((await ready).statusCode).toBe(200);
    } finally {
      spy.mockRestore();
    }
  });

  it('answers 503 once the database stops answering', async () => {
    const spy = vi
      .spyOn(t.app.ctx.db, 'execute')
      .mockImplementation((() =>
        Promise.reject(new Error('connection refused'))) as unknown as typeof t.app.ctx.db.execute);
    try {
      // The first request may still answer from the last answer; the failed select it started is then known.
      await vi.waitFor(async () => expect((await get('')).statusCode).toBe(503), { timeout: 5000, interval: 10 });
      expect((await get('/ready')).statusCode).toBe(503);
    } finally {
      spy.mockRestore();
    }
    expect((await get('')).statusCode).toBe(200);
  });
});
