/**
 * Counting attempts for the rate limits, in the database so every app instance sees the same numbers.
 * Times come from the app clock (config.now), never the database's, so tests can move time.
 */
import { and, count, eq, gt, lt, max } from 'drizzle-orm';
import type { Db } from '../db/client';
import { authAttempts, emailOtps, otpSends, passwordResets } from '../db/schema';

export type AttemptKind = (typeof authAttempts.$inferInsert)['kind'];

export async function recordAttempt(
  db: Db,
  kind: AttemptKind,
  email: string,
  clientIp: string,
  at: Date,
): Promise<void> {
  await db.insert(authAttempts).values({ kind, email, clientIp, createdAt: at });
}

/** How many attempts of a kind an e-mail or a client address made after `since`, and when the last was. */
export async function attemptsSince(
  db: Db,
  kind: AttemptKind,
  who: { email: string } | { clientIp: string },
  since: Date,
): Promise<{ count: number; last: Date | null }> {
  const whoMatches = 'email' in who ? eq(authAttempts.email, who.email) : eq(authAttempts.clientIp, who.clientIp);
  const [row] = await db
    .select({ count: count(), last: max(authAttempts.createdAt) })
    .from(authAttempts)
    .where(and(eq(authAttempts.kind, kind), whoMatches, gt(authAttempts.createdAt, since)));
  return { count: Number(row?.count ?? 0), last: row?.last ? new Date(row.last) : null };
}

export async function forgetAttempts(db: Db, kind: AttemptKind, email: string): Promise<void> {
  await db.delete(authAttempts).where(and(eq(authAttempts.kind, kind), eq(authAttempts.email, email)));
}

const DAY_MS = 24 * 60 * 60 * 1000;
const PRUNE_EVERY_MS = 10 * 60 * 1000;
const lastPruned = new WeakMap<Db, number>();

/**
 * Drops what no limit looks at any more (older than a day): attempts, OTP sends, dead codes and reset
 * tokens. Runs at most every ten minutes per process; running it twice from two instances is harmless.
 */
export async function pruneOldAttempts(db: Db, now: Date): Promise<void> {
  const previous = lastPruned.get(db);
  if (previous !== undefined && Math.abs(now.getTime() - previous) < PRUNE_EVERY_MS) return;
  lastPruned.set(db, now.getTime());
  const dayAgo = new Date(now.getTime() - DAY_MS);
  await db.delete(authAttempts).where(lt(authAttempts.createdAt, dayAgo));
  await db.delete(otpSends).where(lt(otpSends.createdAt, dayAgo));
  await db.delete(emailOtps).where(lt(emailOtps.expiresAt, dayAgo));
  await db.delete(passwordResets).where(lt(passwordResets.expiresAt, dayAgo));
}
