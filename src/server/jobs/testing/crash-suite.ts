/**
 * What a job engine must survive, run by crash.test.ts on PGlite and crash.postgres.test.ts on PostgreSQL, with
 * real processes: one killed with SIGKILL in the middle of a job, whose job another process started afterwards
 * finishes; and one told to stop (SIGTERM), which finishes its running job and leaves the queued ones queued.
 */
import { afterEach, beforeAll, expect, it } from 'vitest';
import Fastify from 'fastify';
import { openDatabase } from '../../db/client';
import { createJobs } from '../index';
import { endWorkers, startWorker, type WorkerEvent } from './child';

const is =
  (event: string, id?: string) =>
  (seen: WorkerEvent): boolean =>
    seen.event === event && (id === undefined || seen.id === id);

/** Reads job states straight from the database once the processes using it have gone. */
async function statesOf(target: string, ids: string[]): Promise<string[]> {
  const database = await openDatabase(target.startsWith('postgres') ? { url: target } : { dataDir: target });
  const jobs = createJobs({ db: database.db, engine: database.engine, log: Fastify({ logger: false }).log });
  try {
    return await Promise.all(ids.map(async (id) => (await jobs.get('step', id))?.state ?? 'missing'));
  } finally {
    await database.close();
  }
}

/** One database for both cases (a PGlite directory is slow to make); each reads only its own jobs. */
export function crashSuite(freshTarget: () => Promise<string>): void {
  let target: string;
  beforeAll(async () => {
    target = await freshTarget();
  });
  afterEach(endWorkers);

  it('runs a job cut off by SIGKILL again after a restart, to the end, once', async () => {
    const first = startWorker({ JOBS_TEST_DATABASE: target, SEND: '1', HOLD: 'kill' });
    const started = await first.next(is('started'));
    expect(started.retryCount).toBe(0);
    first.process.kill('SIGKILL');
    await first.exited;

    const second = startWorker({ JOBS_TEST_DATABASE: target });
    await second.next(is('finished', started.id));
    expect(second.events.find(is('started', started.id))?.retryCount).toBe(1);
    second.process.kill('SIGTERM');
    await second.next(is('stopped'));
    expect([...first.events, ...second.events].filter(is('finished'))).toHaveLength(1);
    expect(await statesOf(target, [started.id!])).toEqual(['done']);
  }, 90_000);

  it('on SIGTERM finishes the running job and leaves the queued ones queued', async () => {
    const worker = startWorker({ JOBS_TEST_DATABASE: target, SEND: '3', HOLD: 'term' });
    const started = await worker.next(is('started'));
    await worker.next(is('ready'));
    worker.process.kill('SIGTERM');
    await worker.next(is('stopped'));
    expect(await worker.exited).toBe(0);
    expect(worker.events.filter(is('finished')).map((event) => event.id)).toEqual([started.id]);
    const sent = worker.events.filter(is('sent')).map((event) => event.id!);
    const states = await statesOf(target, sent);
    expect(states.filter((state) => state === 'done')).toHaveLength(1);
    expect(states.filter((state) => state === 'queued')).toHaveLength(2);
  }, 90_000);
}
