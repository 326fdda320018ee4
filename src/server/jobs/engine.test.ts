/**
 * The engine on PGlite, and on PostgreSQL when TEST_DATABASE_URL names a server (as CI does): a job runs with
 * its progress seen, a singleton key holds one job at a time, a batch queue settles each job on its own, and a
 * failing job is retried with backoff and then shows failed with its reason, which the admin's list sees and a
 * retry puts back.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testEngines } from '../testing/postgres-server';
import { createTestApp, FAST_JOBS, type TestApp } from '../testing/test-app';

const WAIT = { timeout: 10_000, interval: 50 };

describe.each(testEngines())('jobs on %s', (engine) => {
  let t: TestApp;
  const ran: string[] = [];
  const progressSeen: number[] = [];
  const tries: Array<{ retryCount: number; at: number }> = [];
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));

  beforeAll(async () => {
    t = await createTestApp({
      engine,
      jobTimings: FAST_JOBS,
      extend: (app) => {
        app.ctx.jobs.define<{ word: string }>(
          {
            name: 'echo',
            retryLimit: 0,
            retryDelaySeconds: 0,
            retryBackoff: false,
            expireInSeconds: 30,
            concurrency: 1,
          },
          async (job) => {
            await job.progress(0.5);
            const seen = await app.ctx.jobs.get('echo', job.id);
            progressSeen.push(seen!.progress);
            if (job.data.word === 'wait') await released;
            ran.push(job.data.word);
          },
        );
        app.ctx.jobs.define<{ word: string }>(
          {
            name: 'many',
            retryLimit: 0,
            retryDelaySeconds: 0,
            retryBackoff: false,
            expireInSeconds: 30,
            concurrency: 1,
            batchSize: 5,
          },
          async (job) => {
            if (job.data.word === 'bad') throw new Error('one bad apple');
            ran.push(job.data.word);
          },
        );
        app.ctx.jobs.define<{ word: string }>(
          {
            name: 'flaky',
            retryLimit: 2,
            retryDelaySeconds: 1,
            retryBackoff: true,
            expireInSeconds: 30,
            concurrency: 1,
          },
          async (job) => {
            tries.push({ retryCount: job.retryCount, at: Date.now() });
            throw new Error(`the printer is out of ink (${job.data.word})`);
          },
        );
      },
    });
  });
  afterAll(() => t?.close());

  it('runs a job with its progress seen, and a singleton key holds one job until it is done', async () => {
    const { jobs } = t.app.ctx;
    const first = await jobs.send('echo', { word: 'wait' }, { singletonKey: 'one' });
    expect(first).toBeTruthy();
    await vi.waitFor(() => expect(progressSeen).toEqual([0.5]), WAIT);
    expect(await jobs.get('echo', first!)).toEqual({ state: 'active', progress: 0.5, failure: null });
    expect(await jobs.send('echo', { word: 'again' }, { singletonKey: 'one' })).toBeNull();
    release();
    await vi.waitFor(async () => expect(await jobs.get('echo', first!)).toMatchObject({ state: 'done' }), WAIT);
    expect(await jobs.get('echo', first!)).toEqual({ state: 'done', progress: 1, failure: null });
    // Done, the key is free again.
    expect(await jobs.send('echo', { word: 'after' }, { singletonKey: 'one' })).toBeTruthy();
    await vi.waitFor(() => expect(ran).toEqual(['wait', 'after']), WAIT);
  });

  it('settles each job of a batch on its own: one failing fails alone', async () => {
    const { jobs } = t.app.ctx;
    const ids = ['a', 'bad', 'c'].map(() => crypto.randomUUID());
    await jobs.sendMany(
      'many',
      ['a', 'bad', 'c'].map((word, i) => ({ data: { word }, id: ids[i] })),
    );
    await vi.waitFor(async () => expect((await jobs.get('many', ids[2]!))?.state).toBe('done'), WAIT);
    expect(await jobs.get('many', ids[1]!)).toEqual({ state: 'failed', progress: 0, failure: 'one bad apple' });
    expect(await jobs.get('many', ids[0]!)).toMatchObject({ state: 'done' });
  });

  it('retries a failing job with backoff, then shows it failed with its reason, and the admin can retry it', async () => {
    const { jobs } = t.app.ctx;
    const id = (await jobs.send('flaky', { word: 'x' }))!;
    await vi.waitFor(async () => expect((await jobs.get('flaky', id))?.state).toBe('failed'), { timeout: 20_000 });
    expect(tries.map((attempt) => attempt.retryCount)).toEqual([0, 1, 2]);
    // Backoff: the first wait is 1 to 2 s, the second 2 to 4 s (with jitter).
    const waits = tries.slice(1).map((attempt, i) => attempt.at - tries[i]!.at);
    expect(waits[0]).toBeGreaterThanOrEqual(950);
    expect(waits[1]).toBeGreaterThanOrEqual(1950);
    const status = await jobs.get('flaky', id);
    expect(status?.failure).toBe('the printer is out of ink (x)');
    expect((await jobs.counts()).find((counts) => counts.queue === 'flaky')).toMatchObject({ failed: 1 });
    expect(await jobs.failed(10)).toContainEqual(
      expect.objectContaining({ queue: 'flaky', id, failure: status?.failure }),
    );
    expect(await jobs.retry('flaky', id)).toBe(true);
    await vi.waitFor(() => expect(tries).toHaveLength(4), WAIT);
  });
});
