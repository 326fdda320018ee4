/**
 * Deletes kept books that no keepsake_books row names and that are older than a day: a book replaced while its
 * old file could not be deleted, one kept by an instance that died before writing its row, the book of a site
 * whose row went with the site (the row cascades; the file cannot), and part files a crash left in this
 * instance's keepsakes folder. A day, as for uploads: another instance may be between keeping a book and
 * writing its row (a print takes minutes at most). Runs beside the uploads sweep, on its own schedule.
 */
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { keepsakeBooks } from '../db/schema';
import { isKeepsakeName, spaceDir, startSweeps, sweepPartFiles, sweepUnnamed, SWEEP_MIN_AGE_MS } from '../media';
import { keepsakeStore } from './pdf-files';

export async function sweepKeepsakes(ctx: AppContext, minAgeMs = SWEEP_MIN_AGE_MS): Promise<string[]> {
  const cutoff = Date.now() - minAgeMs;
  const parts = await sweepPartFiles(spaceDir(ctx, 'keepsakes'), cutoff, isKeepsakeName);
  const books = await sweepUnnamed(keepsakeStore(ctx), cutoff, async (names) => {
    const rows = await ctx.db
      .select({ fileName: keepsakeBooks.fileName })
      .from(keepsakeBooks)
      .where(inArray(keepsakeBooks.fileName, names));
    return new Set(rows.map((row) => row.fileName ?? ''));
  });
  return [...parts, ...books];
}

export function startKeepsakeSweeps(app: FastifyInstance): Promise<void> {
  return startSweeps(app, 'keepsake-sweep', 'keepsake books', (ctx) => sweepKeepsakes(ctx));
}
