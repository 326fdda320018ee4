/**
 * Password login with two brakes: a generous per-client-address budget per minute, and a growing delay per
 * e-mail after repeated failures. Failures are counted per e-mail whether or not an account has it, and an
 * unknown e-mail costs the same scrypt work as a wrong password, so answers never tell which e-mails exist.
 */
import { eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import { users } from '../db/schema';
import { attemptsSince, forgetAttempts, pruneOldAttempts, recordAttempt } from './attempts';
import { hashPassword, verifyPassword } from './passwords';
import { issueAccessToken } from './tokens';

const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const FIRST_DELAY_MS = 30 * 1000;
const LONGEST_DELAY_MS = 15 * MINUTE_MS;

/** Wait required after `failures` failed logins: none below the threshold, then 30 s doubling up to 15 minutes. */
export function failureDelayMs(failures: number, threshold: number): number {
  if (failures < threshold) return 0;
  return Math.min(LONGEST_DELAY_MS, FIRST_DELAY_MS * 2 ** (failures - threshold));
}

let dummyHash: Promise<string> | undefined;
/** A real scrypt hash to check unknown e-mails against, so they take as long as a wrong password. */
function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword('no account has this password');
  return dummyHash;
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
  | { kind: 'throttled'; scope: 'client' | 'account'; retryAfterSeconds: number };

export async function logIn(ctx: AppContext, email: string, password: string, clientIp: string): Promise<LoginResult> {
  const { db, config } = ctx;
  const now = config.now();
  await pruneOldAttempts(db, now);

  const byClient = await attemptsSince(db, 'login', { clientIp }, new Date(now.getTime() - MINUTE_MS));
  if (byClient.count >= config.limits.loginAttemptsPerClientPerMinute) {
    const waitMs = byClient.last ? byClient.last.getTime() + MINUTE_MS - now.getTime() : MINUTE_MS;
    return { kind: 'throttled', scope: 'client', retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
  }
  await recordAttempt(db, 'login', email, clientIp, now);

  const failures = await attemptsSince(db, 'login_failure', { email }, new Date(now.getTime() - DAY_MS));
  const delay = failureDelayMs(failures.count, config.limits.loginFailuresBeforeDelay);
  if (delay > 0 && failures.last) {
    const waitMs = failures.last.getTime() + delay - now.getTime();
    if (waitMs > 0) return { kind: 'throttled', scope: 'account', retryAfterSeconds: Math.ceil(waitMs / 1000) };
  }

  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  const matches = user
    ? await verifyPassword(password, user.passwordHash)
    : (await verifyPassword(password, await dummyPasswordHash()), false);
  if (!user || !matches) {
    await recordAttempt(db, 'login_failure', email, clientIp, now);
    return { kind: 'invalid' };
  }
  await forgetAttempts(db, 'login_failure', email);
  // Said only to someone who knows the password, so it tells no stranger the account exists.
  if (user.disabledAt) return { kind: 'disabled' };
  const { token, expiresAt } = await issueAccessToken(config.jwtSecret, user, now);
  return { kind: 'ok', user, token, expiresAt };
}
