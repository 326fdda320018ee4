/**
 * A site's keepsake book as a row (keepsake_books): asking for one, reading its state, and the rules that make
 * a crash harmless. A `working` row whose heartbeat has stopped for STALE_MS (the instance making it died or
 * restarted) is failed, when read and when an instance starts, so nobody waits on a book nobody makes.
 */
import { and, eq, lt } from 'drizzle-orm';
import type { KeepsakeSize, KeepsakeState, KeepsakeStatus } from '../../shared/api/keepsake';
import type { AppContext } from '../context';
import { keepsakeBooks } from '../db/schema';
import { isUniqueViolation } from '../db/errors';

export type BookRow = typeof keepsakeBooks.$inferSelect;

/** How often an instance marks the books it holds (waiting or printing) as alive. */
export const HEARTBEAT_MS = 20_000;
/** Heartbeats missed for this long mean the instance is gone. */
export const STALE_MS = 2 * 60_000;

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

export async function bookOf(ctx: AppContext, liveId: string): Promise<BookRow | null> {
  const [row] = await ctx.db.select().from(keepsakeBooks).where(eq(keepsakeBooks.liveId, liveId)).limit(1);
  if (row?.state === 'working' && isStale(ctx, row)) return (await failStale(ctx, liveId)) ?? row;
  return row ?? null;
}

function isStale(ctx: AppContext, row: BookRow): boolean {
  return ctx.config.now().getTime() - row.heartbeatAt.getTime() > STALE_MS;
}

async function failStale(ctx: AppContext, liveId: string): Promise<BookRow | null> {
  const cutoff = new Date(ctx.config.now().getTime() - STALE_MS);
  const [row] = await ctx.db
    .update(keepsakeBooks)
    .set({ state: 'failed', message: INTERRUPTED, fileName: null })
    .where(
      and(eq(keepsakeBooks.liveId, liveId), eq(keepsakeBooks.state, 'working'), lt(keepsakeBooks.heartbeatAt, cutoff)),
    )
    .returning();
  return row ?? null;
}

/** At start: every book left working by an instance that stopped is failed (the living keep theirs beating). */
export async function failAbandoned(ctx: AppContext): Promise<number> {
  const cutoff = new Date(ctx.config.now().getTime() - STALE_MS);
  const rows = await ctx.db
    .update(keepsakeBooks)
    .set({ state: 'failed', message: INTERRUPTED, fileName: null })
    .where(and(eq(keepsakeBooks.state, 'working'), lt(keepsakeBooks.heartbeatAt, cutoff)))
    .returning({ liveId: keepsakeBooks.liveId });
  return rows.length;
}

/**
 * Starts a book for a site, unless one is being made: answers the new row, or null when a fresh `working` row
 * is already there. The previous book's file name is answered too, to be deleted once the new one is settled.
 */
export async function startBook(
  ctx: AppContext,
  liveId: string,
  size: KeepsakeSize,
  actor: string,
): Promise<{ row: BookRow; previousFile: string | null } | null> {
  const now = ctx.config.now();
  const started = ctx.db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(keepsakeBooks)
      .where(eq(keepsakeBooks.liveId, liveId))
      .for('update')
      .limit(1);
    if (current?.state === 'working' && !isStale(ctx, current)) return null;
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
    if (isUniqueViolation(error)) return null;
    throw error;
  });
}

/** Changes a book this instance is making (and beats its heart); nothing when the row moved on without it. */
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
