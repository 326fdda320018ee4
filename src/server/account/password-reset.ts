/**
 * Forgot / reset password. The answer to a request is the same, in the same time, whether or not the e-mail
 * has an account: the lookup and the mail happen after the answer. Reset tokens are 32 random bytes, stored
 * as SHA-256, single use, valid 30 minutes, and die when the password changes.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, gte, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context';
import { passwordResets, users } from '../db/schema';
import { RecipientRefused, type Mailer } from '../mail';
import { joinResetToken } from '../../shared/account';
import { POLICY } from '../../shared/policy';
import { attemptsSince, forgetAttempts, pruneOldAttempts, recordAttempt } from './attempts';
import { runInBackground } from './background';
import { resetMail } from './mails';
import { withPasswordSlot } from './password-check-slots';
import { hashPassword } from './passwords';
import { revokeUserSessions } from './sessions';

const HOUR_MS = 60 * 60 * 1000;
export const RESET_VALID_MS = POLICY.resetLinkMinutes * 60 * 1000;

function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** `{PUBLIC_URL}/reset-user-passkey?token={email}::{token}`, escaping only what a query value cannot hold. */
export function resetLink(publicUrl: string, email: string, token: string): string {
  const value = encodeURIComponent(joinResetToken(email, token)).replace(/%40/g, '@').replace(/%3A/gi, ':');
  return `${publicUrl}/reset-user-passkey?token=${value}`;
}

export type ResetRequestResult = { kind: 'accepted' } | { kind: 'throttled'; retryAfterSeconds: number };

export async function requestPasswordReset(
  ctx: AppContext,
  mailer: Mailer,
  log: FastifyBaseLogger,
  email: string,
  clientIp: string,
): Promise<ResetRequestResult> {
  const { db, config } = ctx;
  const now = config.now();
  const hourAgo = new Date(now.getTime() - HOUR_MS);
  // The per-client budget speaks about the caller, not the e-mail, so refusing it reveals nothing.
  const byClient = await attemptsSince(db, 'reset_request', { clientIp }, hourAgo);
  if (byClient.count >= config.limits.resetRequestsPerClientPerHour)
    return { kind: 'throttled', retryAfterSeconds: 3600 };
  const byEmail = await attemptsSince(db, 'reset_request', { email }, hourAgo);
  await recordAttempt(db, 'reset_request', email, clientIp, now);
  if (byEmail.count < config.limits.resetRequestsPerEmailPerHour) {
    // The answer has left by now and is the same whatever happens here, so an address the mail server refuses
    // for good (5xx to RCPT TO) can only be logged: answering it would tell who has an account.
    runInBackground(ctx, log, 'password reset mail', () =>
      mailResetLink(ctx, mailer, email).catch((error: unknown) => {
        if (!(error instanceof RecipientRefused)) throw error;
        log.warn({ reply: error.message }, 'mail server refused the reset address');
      }),
    );
  }
  return { kind: 'accepted' };
}

async function mailResetLink(ctx: AppContext, mailer: Mailer, email: string): Promise<void> {
  const { db, config } = ctx;
  const now = config.now();
  await pruneOldAttempts(db, now);
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  if (!user) return;
  const token = randomBytes(32).toString('base64url');
  await db.insert(passwordResets).values({
    userId: user.id,
    tokenHash: tokenHash(token),
    expiresAt: new Date(now.getTime() + RESET_VALID_MS),
    createdAt: now,
  });
  await mailer.send(resetMail(email, resetLink(config.publicUrl, email, token)));
}

/**
 * Sets a new password with a mailed token; 'invalid' for unknown, used, expired or superseded tokens, 'busy'
 * (token untouched) when too many passwords are being hashed or checked right now.
 */
export async function resetPassword(
  ctx: AppContext,
  email: string,
  token: string,
  password: string,
): Promise<'updated' | 'invalid' | 'busy'> {
  const { db, config } = ctx;
  const now = config.now();
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  if (!user) return 'invalid';
  const live = and(
    eq(passwordResets.tokenHash, tokenHash(token)),
    eq(passwordResets.userId, user.id),
    isNull(passwordResets.usedAt),
    gt(passwordResets.expiresAt, now),
    // Issued before the last password change: dead.
    gte(passwordResets.createdAt, user.passwordChangedAt),
  );
  // Check before hashing, so invalid tokens cost no scrypt work.
  const [found] = await db.select({ id: passwordResets.id }).from(passwordResets).where(live).limit(1);
  if (!found) return 'invalid';
  const passwordHash = await withPasswordSlot(ctx, () => hashPassword(password, config.passwordHashing));
  if (passwordHash === 'busy') return 'busy';
  const updated = await db.transaction(async (tx) => {
    const claimed = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(live)
      .returning({ id: passwordResets.id });
    if (!claimed.length) return false;
    await tx.update(users).set({ passwordHash, passwordChangedAt: now }).where(eq(users.id, user.id));
    // Whoever knew the old password is signed out everywhere.
    await revokeUserSessions(tx as unknown as Parameters<typeof revokeUserSessions>[0], user.id, now);
    await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt)));
    return true;
  });
  if (!updated) return 'invalid';
  await forgetAttempts(db, 'login_failure', email);
  return 'updated';
}
