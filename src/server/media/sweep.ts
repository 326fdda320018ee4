/**
 * Deletes what an upload cut off by a crash leaves in UPLOADS_DIR (README, "Crash safety"): `*.part` files and
 * stored files that no uploads row names (a row is written only after its file is complete, and a user's rows
 * go when the user is deleted). Only files older than a day are touched: with several instances on one
 * directory, another instance may be between writing a file and writing its row. Names that are not ours are
 * never touched. Runs at start and every few hours on an unref'd timer.
 */
import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { uploads } from '../db/schema';
import { isStoredName } from './file-types';
import { uploadsDir } from './storage';

const HOUR = 60 * 60 * 1000;
export const SWEEP_MIN_AGE_MS = 24 * HOUR;
const SWEEP_EVERY_MS = 6 * HOUR;
/** Names looked up in the database per query. */
const BATCH = 500;

export async function sweepUploads(ctx: AppContext, minAgeMs = SWEEP_MIN_AGE_MS): Promise<string[]> {
  const dir = uploadsDir(ctx);
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return []; // nothing uploaded yet
  }
  const cutoff = Date.now() - minAgeMs;
  const old = async (name: string) => {
    const info = await stat(join(dir, name)).catch(() => null);
    return info !== null && info.isFile() && info.mtimeMs < cutoff;
  };
  const removed: string[] = [];
  const remove = async (name: string) => {
    await rm(join(dir, name), { force: true });
    removed.push(name);
  };
  const stored: string[] = [];
  for (const name of names) {
    if (name.endsWith('.part') && isStoredName(name.slice(0, -'.part'.length))) {
      if (await old(name)) await remove(name);
    } else if (isStoredName(name)) {
      stored.push(name);
    }
  }
  for (let from = 0; from < stored.length; from += BATCH) {
    const batch = stored.slice(from, from + BATCH);
    const rows = await ctx.db
      .select({ fileName: uploads.fileName })
      .from(uploads)
      .where(inArray(uploads.fileName, batch));
    const named = new Set(rows.map((row) => row.fileName));
    for (const name of batch) if (!named.has(name) && (await old(name))) await remove(name);
  }
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
