/**
 * The server killed (SIGKILL) in the middle of content saves, guest wishes, payment webhooks and uploads loses
 * nothing it answered 2xx and leaves nothing half-written, on PGlite (same data directory) and on PostgreSQL
 * (TEST_DATABASE_URL's server, or 127.0.0.1:5432 when one answers there).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, it } from 'vitest';
import { openDatabase, type Db } from '../../src/server/db/client';
import { CONTENT_AND_WISHES_ENV, contentAndWishes } from './crash-safety/content-and-wishes';
import { paymentWebhooks, paymentWebhooksEnv, startRazorpay } from './crash-safety/payment-webhooks';
import { freshPostgresDatabase, killHard, startServer, type Cleanup } from './crash-safety/server';
import { uploadsInFlight } from './crash-safety/uploads';
import type { Workload } from './crash-safety/workload';

const cleanups: Cleanup[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** Opens the server's database from the test while no server runs. */
async function withDatabase<T>(env: Record<string, string>, use: (db: Db) => Promise<T>): Promise<T> {
  const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    return await use(database.db);
  } finally {
    await database.close();
  }
}

async function crashWhileWriting(databaseUrl?: string): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'crash-safety-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const razorpay = await startRazorpay(cleanups);
  const env = {
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...CONTENT_AND_WISHES_ENV,
    ...paymentWebhooksEnv(razorpay),
  };
  // Seeded with no server running: PGlite's data directory belongs to one process at a time.
  const [uploads, ...bursts] = await withDatabase(env, async (db) => [
    await uploadsInFlight(db, dataDir),
    await contentAndWishes(db),
    await paymentWebhooks(db, razorpay),
  ]);
  const workloads: Workload[] = [uploads!, ...bursts];

  let server = await startServer(env, cleanups);
  // First the upload cut off halfway (it takes longest to get there), then the bursts, killed after their
  // first answers while the rest are on their way.
  const started = [uploads!.start(server.baseUrl)];
  await started[0]!.inTheMiddle;
  started.push(...bursts.map((workload) => workload.start(server.baseUrl)));
  await Promise.all(started.map((writes) => writes.inTheMiddle));
  await killHard(server);
  await Promise.allSettled(started.map((writes) => writes.settled));

  await withDatabase(env, async (db) => {
    for (const workload of workloads) await workload.checkAfterCrash(db);
  });
  server = await startServer(env, cleanups);
  for (const workload of workloads) await workload.checkAfterRestart(server.baseUrl);
  await killHard(server);
  await withDatabase(env, async (db) => {
    for (const workload of workloads) await workload.checkFinally?.(db);
  });
}

describe('crash safety', () => {
  it('loses no answered write and half-writes nothing on PGlite', async () => {
    await crashWhileWriting();
  }, 180_000);

  it('loses no answered write and half-writes nothing on PostgreSQL', async (context) => {
    const url = await freshPostgresDatabase(cleanups);
    if (!url) return context.skip('no PostgreSQL answers and TEST_DATABASE_URL is not set');
    await crashWhileWriting(url);
  }, 180_000);
});
