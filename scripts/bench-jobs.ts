/**
 * npm run bench:jobs [-- --jobs=<n>] — the job engine under a burst: n small jobs (10,000 by default) enqueued
 * and drained on each engine, PGlite (a data directory on disk) and PostgreSQL (a throw-away database on
 * TEST_DATABASE_URL's server, when one answers), while the health route is asked every 20 ms. The server runs in
 * this process, as the jobs do in the product's own server. Prints the enqueue and drain rates and the health
 * route's p50/p99 during the drain; fails when that p99 is over 200 ms. Not part of `npm test`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { freshPostgresDatabase, postgresAnswers } from '../src/server/testing/postgres-server';
import { request } from './bench/http';
import { percentile } from './bench/stats';

const JOBS = Number(process.argv.find((arg) => arg.startsWith('--jobs='))?.slice('--jobs='.length) ?? 10_000);
const HEALTH_P99_BUDGET_MS = 200;
const SEND_BATCH = 500;
const BATCH_ON_PGLITE = 25;

interface Row {
  engine: string;
  jobs: number;
  'enqueue (jobs/s)': number;
  'drain (jobs/s)': number;
  'health p50 (ms)': number;
  'health p99 (ms)': number;
  'health asks': number;
}

async function bench(engine: 'pglite' | 'postgres', databaseUrl?: string): Promise<Row> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-jobs-'));
  const config = loadConfig({}, { dataDir, databaseUrl, logLevel: 'warn', webDist: join(dataDir, 'no-web') });
  const database = await openDatabase({ url: databaseUrl, dataDir });
  const app = await buildApp(config, { database, jobTimings: { pollSeconds: 0.5, superviseSeconds: 30 } });
  let done = 0;
  // A small job, as one message to send is: a few fields in, nothing but its completion out.
  app.ctx.jobs.define<{ n: number }>(
    {
      name: 'bench',
      retryLimit: 1,
      retryDelaySeconds: 1,
      retryBackoff: false,
      expireInSeconds: 60,
      concurrency: 2,
      // PGlite runs each statement on the event loop: smaller batches keep each turn short (db/pglite-turns.ts).
      batchSize: engine === 'pglite' ? BATCH_ON_PGLITE : 50,
    },
    async () => void (done += 1),
  );
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    // The workers run from the start, as in the server: the drain is timed from the first job sent to the last done.
    const enqueueStarted = performance.now();
    for (let from = 0; from < JOBS; from += SEND_BATCH) {
      const batch = Array.from({ length: Math.min(SEND_BATCH, JOBS - from) }, (_, i) => ({ data: { n: from + i } }));
      await app.ctx.jobs.sendMany('bench', batch);
    }
    const enqueueSeconds = (performance.now() - enqueueStarted) / 1000;
    // Asked while the rest drains (the enqueue itself is short).
    const latencies: number[] = [];
    let draining = true;
    const ask = async () => {
      while (draining) {
        const started = performance.now();
        await request(`${address}/rest/api/health/live`);
        latencies.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    const asking = ask();
    while (done < JOBS) {
      if (performance.now() - enqueueStarted > 20 * 60_000) throw new Error(`drained ${done} of ${JOBS} in 20 minutes`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const drainSeconds = (performance.now() - enqueueStarted) / 1000;
    draining = false;
    await asking;
    return {
      engine,
      jobs: JOBS,
      'enqueue (jobs/s)': Math.round(JOBS / enqueueSeconds),
      'drain (jobs/s)': Math.round(JOBS / drainSeconds),
      'health p50 (ms)': Math.round(percentile(latencies, 0.5)),
      'health p99 (ms)': Math.round(percentile(latencies, 0.99)),
      'health asks': latencies.length,
    };
  } finally {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const rows = [await bench('pglite')];
if (await postgresAnswers()) {
  const database = await freshPostgresDatabase('bench_jobs');
  try {
    rows.push(await bench('postgres', database.url));
  } finally {
    await database.drop();
  }
} else console.log('PostgreSQL does not answer: its row is left out.');
console.table(rows);
const over = rows.filter((row) => row['health p99 (ms)'] > HEALTH_P99_BUDGET_MS);
if (over.length > 0) {
  console.error(`health p99 over ${HEALTH_P99_BUDGET_MS} ms on ${over.map((row) => row.engine).join(', ')}`);
  process.exit(1);
}
process.exit(0);
