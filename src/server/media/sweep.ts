/**
 * Deletes what an upload cut off by a crash leaves behind (README, "Crash safety"): `*.part` files in the
 * staging directory UPLOADS_DIR, and stored files (in UPLOADS_DIR or in the bucket) that no uploads row names
 * (a row is written only after its file is complete, and a user's rows go when the user is deleted). Only
 * files older than a day are touched: with several instances on one store, another instance may be between
 * keeping a file and writing its row. Names that are not ours are never touched. Runs at start and every few
 * hours on an unref'd timer.
 */
import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { uploads } from '../db/schema';
import { fileStore, type StoredFileInfo } from './file-store';
import { isStoredName } from './file-types';
import { uploadsDir } from './storage';

const HOUR = 60 * 60 * 1000;
export const SWEEP_MIN_AGE_MS = 24 * HOUR;
const SWEEP_EVERY_MS = 6 * HOUR;
/** Names looked up in the database per query. */
const BATCH = 500;

/** Part files older than the cutoff in the staging directory (each instance sweeps its own). */
async function sweepPartFiles(dir: string, cutoff: number): Promise<string[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return []; // nothing uploaded yet
  }
  const removed: string[] = [];
  for (const name of names) {
    if (!name.endsWith('.part') || !isStoredName(name.slice(0, -'.part'.length))) continue;
    const info = await stat(join(dir, name)).catch(() => null);
    if (info === null || !info.isFile() || info.mtimeMs >= cutoff) continue;
    await rm(join(dir, name), { force: true });
    removed.push(name);
  }
  return removed;
}

export async function sweepUploads(ctx: AppContext, minAgeMs = SWEEP_MIN_AGE_MS): Promise<string[]> {
  const cutoff = Date.now() - minAgeMs;
  const removed = await sweepPartFiles(uploadsDir(ctx), cutoff);
  const store = fileStore(ctx);
  const sweepBatch = async (batch: StoredFileInfo[]) => {
    const rows = await ctx.db
      .select({ fileName: uploads.fileName })
      .from(uploads)
      .where(
        inArray(
          uploads.fileName,
          batch.map((file) => file.name),
        ),
      );
    const named = new Set(rows.map((row) => row.fileName));
    const orphans = batch.filter((file) => !named.has(file.name)).map((file) => file.name);
    if (orphans.length === 0) return;
    await store.remove(orphans);
    removed.push(...orphans);
  };
  // Only old files are looked up, a batch at a time, so a bucket of any size is swept in bounded memory.
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

/** Sweeps once the app is ready and then every six hours, until it closes. */
export function startUploadSweeps(app: FastifyInstance): void {
  let timer: NodeJS.Timeout | undefined;
  const sweep = () =>
    sweepUploads(app.ctx).then(
      (removed) => removed.length > 0 && app.log.info({ removed: removed.length }, 'swept leftover upload files'),
      (error: unknown) => app.log.warn({ err: error }, 'upload sweep failed'),
    );
  app.addHook('onReady', async () => {
    void sweep();
    timer = setInterval(() => void sweep(), SWEEP_EVERY_MS).unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
