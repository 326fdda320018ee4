/**
 * Password login with two brakes: a generous per-client-address budget per minute, and a growing delay per
 * e-mail after repeated failures. Failures are counted per e-mail whether or not an account has it, and an
 * unknown e-mail costs the same scrypt work as a wrong password, so answers never tell which e-mails exist.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { attemptsSince, forgetAttempts, pruneOldAttempts, recordAttempt } from './attempts';
import { BUSY_RETRY_SECONDS, withPasswordSlot } from './password-check-slots';
import { hashPassword, needsRehash, verifyPassword, type PasswordHashing } from './passwords';
import { startSession } from './sessions';

const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const FIRST_DELAY_MS = 30 * 1000;
const LONGEST_DELAY_MS = 15 * MINUTE_MS;

/** Wait required after `failures` failed logins: none below the threshold, then 30 s doubling up to 15 minutes. */
export function failureDelayMs(failures: number, threshold: number): number {
  if (failures < threshold) return 0;
  return Math.min(LONGEST_DELAY_MS, FIRST_DELAY_MS * 2 ** (failures - threshold));
}

const dummyHashes = new Map<number, Promise<string>>();
/** A real scrypt hash (at the configured cost) to check unknown e-mails against, so they take as long as a wrong password. */
function dummyPasswordHash(hashing: PasswordHashing): Promise<string> {
  let hash = dummyHashes.get(hashing.logN);
  if (!hash) {
    hash = hashPassword('no account has this password', hashing);
    dummyHashes.set(hashing.logN, hash);
  }
  return hash;
}

/**
 * The per-account brake, decided before any password is checked: under a lock on the e-mail, count earlier
 * failures and, when a try is allowed, record it as a failure straight away (a success deletes it again).
 * Parallel tries therefore each see the ones before them: no more than the threshold reach a password check.
 */
async function claimPasswordCheck(
  ctx: AppContext,
  email: string,
  clientIp: string,
  now: Date,
): Promise<{ allowed: true } | { allowed: false; retryAfterSeconds: number }> {
  const { db, config } = ctx;
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`login:${email}`}))`);
    const failures = await attemptsSince(tx, 'login_failure', { email }, new Date(now.getTime() - DAY_MS));
    const delay = failureDelayMs(failures.count, config.limits.loginFailuresBeforeDelay);
    if (delay > 0 && failures.last) {
      const waitMs = failures.last.getTime() + delay - now.getTime();
      if (waitMs > 0) return { allowed: false, retryAfterSeconds: Math.ceil(waitMs / 1000) };
    }
    await recordAttempt(tx, 'login_failure', email, clientIp, now);
    return { allowed: true };
  });
}

export interface LoggedIn {
  kind: 'ok';
  user: typeof users.$inferSelect;
  token: string;
  expiresAt: Date;
}

export type LoginResult =
  | LoggedIn
  | { kind: 'invalid' }
  | { kind: 'disabled' }
  | { kind: 'throttled'; scope: 'client' | 'account' | 'busy'; retryAfterSeconds: number };

/**
 * Signs in when a password-check slot is free or soon will be. A sign-in turned away for want of one has
 * touched nothing: no attempt is counted against the client or the account, so a burst locks nobody out.
 */
export async function logIn(ctx: AppContext, email: string, password: string, clientIp: string): Promise<LoginResult> {
  const result = await withPasswordSlot(ctx, () => checkCredentials(ctx, email, password, clientIp));
  return result === 'busy' ? { kind: 'throttled', scope: 'busy', retryAfterSeconds: BUSY_RETRY_SECONDS } : result;
}

async function checkCredentials(
  ctx: AppContext,
  email: string,
  password: string,
  clientIp: string,
): Promise<LoginResult> {
  const { db, config } = ctx;
  const now = config.now();
  await pruneOldAttempts(db, now);

  const byClient = await attemptsSince(db, 'login', { clientIp }, new Date(now.getTime() - MINUTE_MS));
  if (byClient.count >= config.limits.loginAttemptsPerClientPerMinute) {
    const waitMs = byClient.last ? byClient.last.getTime() + MINUTE_MS - now.getTime() : MINUTE_MS;
    return { kind: 'throttled', scope: 'client', retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
  }
  await recordAttempt(db, 'login', email, clientIp, now);

  const claim = await claimPasswordCheck(ctx, email, clientIp, now);
  if (!claim.allowed) return { kind: 'throttled', scope: 'account', retryAfterSeconds: claim.retryAfterSeconds };

  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  const matches = user
    ? await verifyPassword(password, user.passwordHash)
    : (await verifyPassword(password, await dummyPasswordHash(config.passwordHashing)), false);
  // A failure was recorded before the check; it stays.
  if (!user || !matches) return { kind: 'invalid' };
  await forgetAttempts(db, 'login_failure', email);
  // Said only to someone who knows the password, so it tells no stranger the account exists.
  if (user.disabledAt) return { kind: 'disabled' };
  if (needsRehash(user.passwordHash, config.passwordHashing)) {
    // The password is at hand only now: bring an older hash up to the configured cost. passwordChangedAt stays,
    // so the user's other sessions live on.
    const passwordHash = await hashPassword(password, config.passwordHashing);
    // Only over the hash just checked: a password reset meanwhile wins.
    await db
      .update(users)
      .set({ passwordHash })
      .where(and(eq(users.id, user.id), eq(users.passwordHash, user.passwordHash)));
  }
  const { token, expiresAt } = await startSession(db, config, user, now);
  return { kind: 'ok', user, token, expiresAt };
}
