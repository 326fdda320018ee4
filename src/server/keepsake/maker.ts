/**
 * Books are made by the job engine's `keepsake-book` queue (jobs/), one at a time per instance (one Chromium: a
 * print takes a core and a few hundred MB). The database row is the truth every instance and the dashboard
 * read; the job only carries out what the row asks for, so a crash, a restart or another instance running the
 * job again changes nothing but who prints it.
 *
 * Idempotent: a try works only on the row it was sent for (the site, its requestedAt and count) while that row is
 * still `working`, and it keeps the finished book with one conditional update that turns the row `ready`. A
 * try run again after that finds the row ready and does nothing; a try cut off before it (SIGKILL, a restart)
 * leaves at most a kept file no row names, which the keepsake sweep deletes a day later, and its rerun prints
 * the book afresh, so the host gets one book, never two.
 */
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { KeepsakeSize } from '../../shared/api/keepsake';
import { KEEPSAKE_NO_CHROMIUM } from '../../shared/api/keepsake';
import type { AppContext } from '../context';
import { keepsakeBooks, liveSites } from '../db/schema';
import type { JobContext, JobQueue } from '../jobs';
import { bookSource } from './book-content';
import { KEEPSAKE_QUEUE } from './book-job';
import { FAILED, INTERRUPTED, TOO_SLOW, updateBook } from './books';
import { dropPdf, keepPdf } from './pdf-files';
import { pageCount, PrintAborted, printPdf, PrinterMissing, PrintTimedOut } from './printer';

export interface BookOrder {
  liveId: string;
  size: KeepsakeSize;
  /** The row's requestedAt (ISO) and count in its day: the request this job is for. */
  requestedAt: string;
  booksCounted: number;
  /** The book this one replaces, deleted once the new one is settled. */
  previousFile: string | null;
}

/** Time for the page to be drawn and the book kept, beside the print's own limit. */
const BESIDE_PRINT_SECONDS = 60;

export function keepsakeQueue(ctx: AppContext): JobQueue<BookOrder> {
  return {
    name: KEEPSAKE_QUEUE,
    // A try cut off (a crash, a restart) is tried again at once or so; twice more at most.
    retryLimit: 2,
    retryDelaySeconds: 2,
    retryBackoff: true,
    expireInSeconds: Math.ceil(ctx.config.keepsake.renderTimeoutMs / 1000) + BESIDE_PRINT_SECONDS,
    // A try whose instance died is noticed by its missing heartbeat within seconds, not at its time limit.
    heartbeatSeconds: 10,
    concurrency: 1,
  };
}

export function bookMaker(ctx: AppContext, log: FastifyBaseLogger) {
  const queue = keepsakeQueue(ctx);
  const drop = async (fileName: string | null) =>
    dropPdf(ctx, fileName).catch((error: unknown) =>
      log.warn({ err: error, fileName }, 'keepsake: could not delete a replaced book; the sweep will'),
    );

  return async function makeBook(job: JobContext<BookOrder>): Promise<void> {
    const { liveId, size, previousFile } = job.data;
    const requestedAt = new Date(job.data.requestedAt);
    const [row] = await ctx.db.select().from(keepsakeBooks).where(eq(keepsakeBooks.liveId, liveId)).limit(1);
    // Made already, failed, or asked for again since: this job has nothing left to do.
    const ours = row?.requestedAt.getTime() === requestedAt.getTime() && row.booksCounted === job.data.booksCounted;
    if (row?.state !== 'working' || !ours) return;
    const [site] = await ctx.db.select().from(liveSites).where(eq(liveSites.id, liveId)).limit(1);
    if (!site) return; // the site went, and its row with it
    const set = (change: Parameters<typeof updateBook>[3]) => updateBook(ctx, liveId, requestedAt, change);
    let shown = 0;
    const progress = (percent: number) => {
      const rounded = Math.min(99, Math.round(percent));
      // A row write per five percent at most.
      if (rounded < shown + 5) return;
      shown = rounded;
      void set({ progress: rounded }).catch(() => undefined);
    };
    try {
      progress(5);
      const source = await bookSource(ctx, site, size);
      await set({ progress: Math.max(15, row.progress), wishes: source.wishes, photos: source.photos });
      shown = Math.max(15, row.progress);
      const pdf = await printPdf({
        html: source.html,
        files: source.files,
        size,
        chromiumPath: ctx.config.keepsake.chromiumPath,
        timeoutMs: ctx.config.keepsake.renderTimeoutMs,
        signal: job.signal,
        onProgress: (share) => progress(15 + share * 80),
      });
      const fileName = await keepPdf(ctx, pdf);
      const kept = await set({
        state: 'ready',
        progress: 100,
        fileName,
        pages: pageCount(pdf),
        finishedAt: ctx.config.now(),
      });
      // Asked for again meanwhile: this file belongs to no row.
      await drop(kept ? previousFile : fileName);
    } catch (error) {
      const lastTry = job.retryCount >= queue.retryLimit;
      // Cut off (the server stopping, the try's time limit) or a passing fault: the engine tries it again.
      if (
        (error instanceof PrintAborted || !(error instanceof PrinterMissing || error instanceof PrintTimedOut)) &&
        !lastTry
      )
        throw error;
      const message =
        error instanceof PrinterMissing
          ? KEEPSAKE_NO_CHROMIUM
          : error instanceof PrintTimedOut
            ? TOO_SLOW
            : error instanceof PrintAborted
              ? INTERRUPTED
              : FAILED;
      if (message === FAILED || message === TOO_SLOW) log.error({ err: error, liveId }, 'keepsake: print failed');
      await set({ state: 'failed', message, fileName: null });
      await drop(previousFile);
    }
  };
}
