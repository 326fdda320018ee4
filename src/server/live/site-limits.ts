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

type Counted = PgTable & { liveId: AnyPgColumn; createdAt: AnyPgColumn };

/** Rows of `target` the site took in the last hour. */
export async function rowsInLastHour(
  ctx: AppContext,
  target: Counted,
  liveId: string,
  db: Db = ctx.db,
): Promise<number> {
  const since = new Date(ctx.config.now().getTime() - HOUR_MS);
  const [row] = await db
    .select({ n: count() })
    .from(target)
    .where(and(eq(target.liveId, liveId), gt(target.createdAt, since)));
  return Number(row?.n ?? 0);
}

/** The refusal of a site that is over its hourly limit. */
export const overSiteLimit = (message: string): HttpError =>
  new HttpError(429, message, {}, { headers: { 'Retry-After': '3600' } });

/**
 * Throws 429 with Retry-After when the site already took `limit` rows of `table` in the last hour. `db` is the
 * transaction the new row will be written in, when there is one.
 */
export async function refuseOverSiteLimit(
  ctx: AppContext,
  target: Counted,
  liveId: string,
  limit: number,
  message: string,
  db: Db = ctx.db,
): Promise<void> {
  if ((await rowsInLastHour(ctx, target, liveId, db)) >= limit) throw overSiteLimit(message);
}
