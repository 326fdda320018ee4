/**
 * The books this instance makes, one at a time (one Chromium per instance: a print takes a core and a few
 * hundred MB), from a bounded line in memory (KEEPSAKE_QUEUE). The database row is the truth every instance and
 * the dashboard read; the line only decides the order. Books waiting or printing here keep their rows' heartbeat
 * going, so a crash is noticed (books.ts) and a restart fails what was left instead of leaving it `working`.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { KeepsakeSize } from '../../shared/api/keepsake';
import { KEEPSAKE_NO_CHROMIUM } from '../../shared/api/keepsake';
import type { AppContext } from '../context';
import type { LiveSiteRow } from '../live';
import { bookSource } from './book-content';
import { FAILED, HEARTBEAT_MS, INTERRUPTED, TOO_SLOW, updateBook } from './books';
import { dropPdf, keepPdf } from './pdf-files';
import { pageCount, PrintAborted, printPdf, PrinterMissing, PrintTimedOut } from './printer';

export interface BookOrder {
  site: LiveSiteRow;
  size: KeepsakeSize;
  requestedAt: Date;
  /** The book this one replaces, deleted once the new one is settled. */
  previousFile: string | null;
}

export class KeepsakeMaker {
  private readonly line: BookOrder[] = [];
  private current: BookOrder | null = null;
  private running: Promise<void> | null = null;
  private closed = false;
  private readonly stopping = new AbortController();
  private readonly heartbeat: NodeJS.Timeout;

  constructor(
    private readonly ctx: AppContext,
    private readonly log: FastifyBaseLogger,
  ) {
    this.heartbeat = setInterval(() => void this.beat(), HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  /** Whether another book fits in the line. */
  hasRoom(): boolean {
    return !this.closed && this.line.length < this.ctx.config.keepsake.maxQueued;
  }

  add(order: BookOrder): void {
    this.line.push(order);
    this.running ??= this.work().finally(() => (this.running = null));
  }

  /** Stops taking books: the one printing is stopped and, like those still waiting, failed as interrupted. */
  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.heartbeat);
    this.stopping.abort();
    const waiting = this.line.splice(0);
    await Promise.all(
      waiting.map((order) =>
        updateBook(this.ctx, order.site.id, order.requestedAt, { state: 'failed', message: INTERRUPTED }),
      ),
    ).catch((error: unknown) => this.log.warn({ err: error }, 'keepsake: could not fail waiting books'));
    await this.running;
  }

  private async beat(): Promise<void> {
    const held = [...(this.current ? [this.current] : []), ...this.line];
    for (const order of held) {
      await updateBook(this.ctx, order.site.id, order.requestedAt, {}).catch(() => undefined);
    }
  }

  private async work(): Promise<void> {
    for (let order = this.line.shift(); order; order = this.line.shift()) {
      this.current = order;
      await this.make(order).catch((error: unknown) => this.log.error({ err: error }, 'keepsake: book failed'));
      this.current = null;
      if (this.closed) break;
    }
  }

  private async make(order: BookOrder): Promise<void> {
    const { ctx } = this;
    const { site, size, requestedAt } = order;
    const set = (change: Parameters<typeof updateBook>[3]) => updateBook(ctx, site.id, requestedAt, change);
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
      await set({ progress: 15, wishes: source.wishes, photos: source.photos });
      shown = 15;
      const pdf = await printPdf({
        html: source.html,
        files: source.files,
        size,
        chromiumPath: ctx.config.keepsake.chromiumPath,
        timeoutMs: ctx.config.keepsake.renderTimeoutMs,
        signal: this.stopping.signal,
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
      // Asked for again meanwhile (a stale row taken over): this file belongs to no row.
      await this.drop(kept ? order.previousFile : fileName);
    } catch (error) {
      const message =
        error instanceof PrinterMissing
          ? KEEPSAKE_NO_CHROMIUM
          : error instanceof PrintTimedOut
            ? TOO_SLOW
            : error instanceof PrintAborted
              ? INTERRUPTED
              : FAILED;
      if (message === FAILED || message === TOO_SLOW)
        this.log.error({ err: error, liveId: site.id }, 'keepsake: print failed');
      await set({ state: 'failed', message, fileName: null });
      await this.drop(order.previousFile);
    }
  }

  /** Deletes a book no row names any more; a miss (the bucket not answering) is left to the keepsake sweep. */
  private async drop(fileName: string | null): Promise<void> {
    await dropPdf(this.ctx, fileName).catch((error: unknown) =>
      this.log.warn({ err: error, fileName }, 'keepsake: could not delete a replaced book; the sweep will'),
    );
  }
}
