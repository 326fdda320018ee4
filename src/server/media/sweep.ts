/**
 * Deletes what an upload cut off by a crash leaves behind (README, "Crash safety"): `*.part` files in the
 * staging directory UPLOADS_DIR, and stored files (in UPLOADS_DIR or in the bucket) that no uploads row names
 * (a row is written only after its file is complete, and a user's rows go when the user is deleted). Only
 * files older than a day are touched: with several instances on one store, another instance may be between
 * keeping a file and writing its row. Names that are not ours are never touched. Runs at start and every six
 * hours as a job (jobs/), once across all instances, by whichever instance takes it: the store-wide part (the
 * bucket) needs one instance only, and each instance's own part files are swept when it next takes the job.
 * Keepsake books live in a space of their own and have their own sweep (keepsake/sweep.ts), built from the
 * same pieces.
 */
import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { uploads } from '../db/schema';
import { fileStore, type FileStore, type StoredFileInfo } from './file-store';
import { isStoredName } from './file-types';
import { uploadsDir } from './storage';

const HOUR = 60 * 60 * 1000;
export const SWEEP_MIN_AGE_MS = 24 * HOUR;
/** Every six hours, in UTC, at a minute of its own. */
export const SWEEP_CRON = '17 */6 * * *';
/** Names looked up in the database per query. */
const BATCH = 500;

/**
 * Part files older than the cutoff in a staging directory (each instance sweeps its own) whose names, without
 * `.part`, are the space's own.
 */
export async function sweepPartFiles(
  dir: string,
  cutoff: number,
  isName: (name: string) => boolean = isStoredName,
): Promise<string[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return []; // nothing uploaded yet
  }
  const removed: string[] = [];
  for (const name of names) {
    if (!name.endsWith('.part') || !isName(name.slice(0, -'.part'.length))) continue;
    const info = await stat(join(dir, name)).catch(() => null);
    if (info === null || !info.isFile() || info.mtimeMs >= cutoff) continue;
    await rm(join(dir, name), { force: true });
    removed.push(name);
  }
  return removed;
}

/**
 * Deletes the store's files older than the cutoff that `named` does not claim, a batch at a time, so a bucket
 * of any size is swept in bounded memory. Answers the names deleted.
 */
export async function sweepUnnamed(
  store: FileStore,
  cutoff: number,
  named: (names: string[]) => Promise<Set<string>>,
): Promise<string[]> {
  const removed: string[] = [];
  const sweepBatch = async (batch: StoredFileInfo[]) => {
    const known = await named(batch.map((file) => file.name));
    const orphans = batch.filter((file) => !known.has(file.name)).map((file) => file.name);
    if (orphans.length === 0) return;
    await store.remove(orphans);
    removed.push(...orphans);
  };
  let batch: StoredFileInfo[] = [];
  for await (const file of store.list()) {
    if (file.modifiedMs >= cutoff) continue;
    batch.push(file);
    if (batch.length === BATCH) {
      await sweepBatch(batch);
      batch = [];
    }
  }
  if (batch.length > 0) await sweepBatch(batch);
  return removed;
}

export async function sweepUploads(ctx: AppContext, minAgeMs = SWEEP_MIN_AGE_MS): Promise<string[]> {
  const cutoff = Date.now() - minAgeMs;
  const removed = await sweepPartFiles(uploadsDir(ctx), cutoff);
  // Only the uploads space is listed: keepsake books (their own prefix and folder) are never seen here.
  const orphans = await sweepUnnamed(fileStore(ctx), cutoff, async (names) => {
    const rows = await ctx.db
      .select({ fileName: uploads.fileName })
      .from(uploads)
      .where(inArray(uploads.fileName, names));
    return new Set(rows.map((row) => row.fileName));
  });
  return [...removed, ...orphans];
}

/**
 * Defines the sweep's queue and its schedule. Idempotent: a sweep deletes only what is already unclaimed and
 * old, so a sweep run twice (a try cut off and run again) deletes nothing the first did not leave unclaimed.
 */
export async function startSweeps(
  app: FastifyInstance,
  queue: string,
  what: string,
  sweepOnce: (ctx: AppContext) => Promise<string[]>,
): Promise<void> {
  const { jobs } = app.ctx;
  jobs.define(
    // A sweep lists the whole store: an hour at most, tried once more a few minutes later when it fails.
    { name: queue, retryLimit: 1, retryDelaySeconds: 300, retryBackoff: false, expireInSeconds: 3600, concurrency: 1 },
    async () => {
      const removed = await sweepOnce(app.ctx);
      if (removed.length > 0) app.log.info({ removed: removed.length }, `swept leftover ${what}`);
    },
  );
  await jobs.schedule(queue, SWEEP_CRON);
  // And once at start, as a job: instances starting together queue one (its key is held while it is queued).
  app.addHook('onReady', async () => {
    await jobs.start();
    await jobs.send(queue, {}, { singletonKey: 'at-start' });
  });
}

export function startUploadSweeps(app: FastifyInstance): Promise<void> {
  return startSweeps(app, 'media-sweep', 'upload files', (ctx) => sweepUploads(ctx));
}
