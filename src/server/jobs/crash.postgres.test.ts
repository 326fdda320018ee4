/**
 * The job engine on PostgreSQL: it survives SIGKILL and stops cleanly on SIGTERM (crash-suite.ts), and two
 * instances sharing the database run a scheduled job once. Skipped only when no PostgreSQL answers (and
 * failed instead under CI=true).
 */
import { sql, type SQL } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { freshPostgresDatabase, postgresAnswers, type FreshDatabase } from '../testing/postgres-server';
import { createJobs, type Jobs } from './index';
import { crashSuite } from './testing/crash-suite';

const available = await postgresAnswers();
const rowsOf = async <T>(database: Database, query: SQL) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
const databases: FreshDatabase[] = [];
afterAll(async () => {
  for (const database of databases) await database.drop();
});
const fresh = async () => {
  const database = await freshPostgresDatabase('jobs');
  databases.push(database);
  return database.url;
};

describe.skipIf(!available)('jobs on PostgreSQL, in processes that are killed', () => {
  crashSuite(fresh);
});

describe.skipIf(!available)('jobs on two instances sharing PostgreSQL', () => {
  it('run a scheduled job once', async () => {
    const url = await fresh();
    const runs: string[] = [];
    // Due now, and not again today: every pass of either instance in the next minutes sees the same occurrence.
    const now = new Date(Date.now() + (new Date().getUTCSeconds() > 45 ? 60_000 : 0));
    const cron = `${now.getUTCMinutes()} ${now.getUTCHours()} * * *`;
    const open: Array<{ database: Database; jobs: Jobs }> = [];
    for (const instance of ['a', 'b']) {
      const database = await openDatabase({ url });
      const jobs = createJobs({
        db: database.db,
        engine: 'postgres',
        log: Fastify({ logger: false }).log,
        pollSeconds: 0.5,
        superviseSeconds: 1,
      });
      jobs.define(
        { name: 'tidy', retryLimit: 0, retryDelaySeconds: 0, retryBackoff: false, expireInSeconds: 60, concurrency: 1 },
        async () => void runs.push(instance),
      );
      await jobs.schedule('tidy', cron);
      await jobs.start();
      open.push({ database, jobs });
    }
    try {
      await vi.waitFor(() => expect(runs).toHaveLength(1), { timeout: 90_000, interval: 100 });
      // Both instances go on passing over the schedule: wait for three more passes (one a second), stamped in
      // pg-boss's own table, and the job has still been made once.
      const passes = async () => {
        const [row] = await rowsOf<{ cron_on: string }>(open[0]!.database, sql`select cron_on from pgboss.version`);
        return new Date(row!.cron_on).getTime();
      };
      const after = Date.now();
      await vi.waitFor(async () => expect(await passes()).toBeGreaterThan(after + 2_000), { timeout: 30_000 });
      expect(runs).toHaveLength(1);
      const made = await rowsOf<{ n: number }>(
        open[0]!.database,
        sql`select count(*)::int as n from pgboss.job where name = 'tidy'`,
      );
      expect(made).toEqual([{ n: 1 }]);
    } finally {
      for (const { database, jobs } of open) {
        await jobs.stop();
        await database.close();
      }
    }
  }, 150_000);
});
