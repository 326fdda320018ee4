/**
 * A site's keepsake book as a row (keepsake_books): asking for one, reading its state, and the rules that make
 * a crash harmless. A `working` row is made by its job (maker.ts), which the job engine runs again after a
 * crash; a `working` row whose job is gone, failed or cancelled (its tries ran out) is failed when read, so
 * nobody waits on a book nobody makes.
 */
import { and, eq } from 'drizzle-orm';
import type { KeepsakeSize, KeepsakeState, KeepsakeStatus } from '../../shared/api/keepsake';
import type { AppContext } from '../context';
import { keepsakeBooks } from '../db/schema';
import { isUniqueViolation } from '../db/errors';
import { bookJobId, KEEPSAKE_QUEUE } from './book-job';

export type BookRow = typeof keepsakeBooks.$inferSelect;

/** A row is written a moment before its job is sent: only a row older than this may read as having no job. */
export const SEND_GRACE_MS = 60_000;

export const INTERRUPTED = 'The server restarted while making this book. Please make it again.';
export const FAILED = 'The book could not be made. Please try again; if it fails again, write to us.';
export const TOO_SLOW = 'The book took too long to print. Please try again later, or choose fewer photos.';

export const bookUrl = (liveId: string, row: BookRow) =>
  `/rest/api/private/live/${encodeURIComponent(liveId)}/keepsake/book.pdf?v=${row.finishedAt?.getTime() ?? 0}`;

export function statusOf(row: BookRow): KeepsakeStatus {
  return {
    state: row.state as KeepsakeState,
    progress: row.progress,
    url: row.state === 'ready' && row.fileName ? bookUrl(row.liveId, row) : null,
    size: row.size as KeepsakeSize,
    message: row.message,
    requestedAt: row.requestedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    wishes: row.wishes,
    photos: row.photos,
    pages: row.pages,
  };
}

/** The site's book, a `working` one failed first when nothing will make it any more. */
export async function bookOf(ctx: AppContext, liveId: string): Promise<BookRow | null> {
  const [row] = await ctx.db.select().from(keepsakeBooks).where(eq(keepsakeBooks.liveId, liveId)).limit(1);
  if (row?.state === 'working' && (await isAbandoned(ctx, row))) return (await failAbandoned(ctx, row)) ?? row;
  return row ?? null;
}

async function isAbandoned(ctx: AppContext, row: BookRow): Promise<boolean> {
  const job = await ctx.jobs.get(KEEPSAKE_QUEUE, bookJobId(row));
  if (job) return job.state === 'failed' || job.state === 'cancelled';
  return ctx.config.now().getTime() - row.requestedAt.getTime() > SEND_GRACE_MS;
}

async function failAbandoned(ctx: AppContext, row: BookRow): Promise<BookRow | null> {
  const [failed] = await ctx.db
    .update(keepsakeBooks)
    .set({ state: 'failed', message: INTERRUPTED, fileName: null })
    .where(
      and(
        eq(keepsakeBooks.liveId, row.liveId),
        eq(keepsakeBooks.state, 'working'),
        eq(keepsakeBooks.requestedAt, row.requestedAt),
      ),
    )
    .returning();
  return failed ?? null;
}

/** The day KEEPSAKE_BOOKS_PER_SITE_PER_DAY counts in: opened by a site's first book once the previous one ran out. */
export const BOOK_DAY_MS = 24 * 60 * 60_000;

export type StartedBook =
  | { row: BookRow; previousFile: string | null }
  /** A fresh `working` row is already there. */
  | { refused: 'busy' }
  /** The site asked for its day's books already; the next may be asked for at `retryAt`. */
  | { refused: 'daily-limit'; retryAt: Date };

/**
 * Starts a book for a site, unless one is being made or the site had its day's books: answers the new row, or
 * why not. The previous book's file name is answered too, to be deleted once the new one is settled. Every book
 * asked for counts, failed ones too (each took a print), under the row's lock, so parallel requests cannot
 * slip past the limit and every instance counts the same.
 */
export async function startBook(
  ctx: AppContext,
  liveId: string,
  size: KeepsakeSize,
  actor: string,
): Promise<StartedBook> {
  const now = ctx.config.now();
  const busy = { refused: 'busy' } as const;
  // Read (and failed when abandoned) outside the transaction: the job engine's statements take turns with it.
  await bookOf(ctx, liveId);
  const started = ctx.db.transaction(async (tx): Promise<StartedBook> => {
    const [current] = await tx
      .select()
      .from(keepsakeBooks)
      .where(eq(keepsakeBooks.liveId, liveId))
      .for('update')
      .limit(1);
    if (current?.state === 'working') return busy;
    const since = current?.countedSince;
    const windowOpen = since && now.getTime() - since.getTime() < BOOK_DAY_MS;
    const counted = windowOpen ? current.booksCounted : 0;
    if (counted >= ctx.config.keepsake.booksPerSitePerDay)
      return { refused: 'daily-limit', retryAt: new Date((windowOpen ? since : now).getTime() + BOOK_DAY_MS) };
    const fresh = {
      size,
      state: 'working',
      progress: 0,
      fileName: null,
      message: null,
      wishes: 0,
      photos: 0,
      pages: 0,
      requestedBy: actor,
      requestedAt: now,
      heartbeatAt: now,
      finishedAt: null,
      countedSince: windowOpen ? since : now,
      booksCounted: counted + 1,
    };
    const [row] = current
      ? await tx.update(keepsakeBooks).set(fresh).where(eq(keepsakeBooks.liveId, liveId)).returning()
      : await tx
          .insert(keepsakeBooks)
          .values({ liveId, ...fresh })
          .returning();
    return { row: row!, previousFile: current?.fileName ?? null };
  });
  // Two first requests for one site at once: the second's insert meets the first's row and it is told so.
  return started.catch((error: unknown) => {
    if (isUniqueViolation(error)) return busy;
    throw error;
  });
}

/** Changes a book being made (and stamps its heartbeat); nothing when the row moved on without it. */
export async function updateBook(
  ctx: AppContext,
  liveId: string,
  requestedAt: Date,
  change: Partial<Omit<BookRow, 'liveId' | 'requestedAt'>>,
): Promise<boolean> {
  const rows = await ctx.db
    .update(keepsakeBooks)
    .set({ ...change, heartbeatAt: ctx.config.now() })
    .where(
      and(
        eq(keepsakeBooks.liveId, liveId),
        eq(keepsakeBooks.requestedAt, requestedAt),
        eq(keepsakeBooks.state, 'working'),
      ),
    )
    .returning({ liveId: keepsakeBooks.liveId });
  return rows.length > 0;
}
