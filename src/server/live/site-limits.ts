/**
 * Per-site limits on what guests send, counted in the database so every app instance agrees (the
 * per-client limits are @fastify/rate-limit's, on each route).
 */
import { and, count, eq, gt } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { HttpError } from '../http/errors';

const HOUR_MS = 60 * 60_000;

/**
 * Throws 429 with Retry-After when the site already took `limit` rows of `table` in the last hour. `db` is the
 * transaction the new row will be written in, when there is one.
 */
export async function refuseOverSiteLimit(
  ctx: AppContext,
  target: PgTable & { liveId: AnyPgColumn; createdAt: AnyPgColumn },
  liveId: string,
  limit: number,
  message: string,
  db: Db = ctx.db,
): Promise<void> {
  const since = new Date(ctx.config.now().getTime() - HOUR_MS);
  const [row] = await db
    .select({ n: count() })
    .from(target)
    .where(and(eq(target.liveId, liveId), gt(target.createdAt, since)));
  if (Number(row?.n ?? 0) >= limit) throw new HttpError(429, message, {}, { headers: { 'Retry-After': '3600' } });
}
