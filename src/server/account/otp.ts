/**
 * Signup codes: 4 digits, e-mailed, stored as an HMAC (a 4-digit code hashed without a secret is read back
 * in microseconds), valid 10 minutes, single use, a few wrong tries, a new send replaces the old code.
 */
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, count, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { emailOtps, otpSends, users } from '../db/schema';
import { RecipientRefused, type Mailer } from '../mail';
import { POLICY } from '../../shared/policy';
import { pruneOldAttempts } from './attempts';
import { otpMail } from './mails';

const HOUR_MS = 60 * 60 * 1000;
export const OTP_VALID_MS = POLICY.otpValidMinutes * 60 * 1000;
/** After the code is verified the signup details may take this long to fill in. */
export const SIGNUP_WINDOW_MS = 30 * 60 * 1000;

function codeHash(secret: string, email: string, code: string): string {
  return createHmac('sha256', secret).update(`signup-otp\0${email}\0${code}`).digest('base64url');
}

/** The one-time token that binds finishing the signup to the client that verified the code; stored hashed. */
export function completionTokenHash(token: string): string {
  return createHash('sha256').update(`signup-completion\0${token}`).digest('base64url');
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** An account already holds this e-mail (the admin address counts: nobody may sign up as the admin). */
export async function emailTaken(ctx: AppContext, email: string): Promise<boolean> {
  if (email === ctx.config.adminEmail) return true;
  const [row] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return Boolean(row);
}

export type SendOtpResult =
  | { kind: 'sent' }
  | { kind: 'user_exists' }
  | { kind: 'limited'; scope: 'email' | 'client'; retryAfterSeconds: number }
  | { kind: 'mail_failed'; error: unknown }
  /** The mail server refused the address for good (5xx to RCPT TO): no code can reach it. */
  | { kind: 'recipient_refused'; reply: string };

export async function sendSignupOtp(
  ctx: AppContext,
  mailer: Mailer,
  email: string,
  clientIp: string,
): Promise<SendOtpResult> {
  const { db, config } = ctx;
  const now = config.now();
  await pruneOldAttempts(db, now);
  if (await emailTaken(ctx, email)) return { kind: 'user_exists' };

  const hourAgo = new Date(now.getTime() - HOUR_MS);
  const [byEmail] = await db
    .select({ n: count() })
    .from(otpSends)
    .where(and(eq(otpSends.email, email), gt(otpSends.createdAt, hourAgo)));
  if (Number(byEmail.n) >= config.limits.otpSendsPerEmailPerHour)
    return { kind: 'limited', scope: 'email', retryAfterSeconds: 3600 };
  const [byClient] = await db
    .select({ n: count() })
    .from(otpSends)
    .where(and(eq(otpSends.clientIp, clientIp), gt(otpSends.createdAt, hourAgo)));
  if (Number(byClient.n) >= config.limits.otpSendsPerClientPerHour)
    return { kind: 'limited', scope: 'client', retryAfterSeconds: 3600 };

  const code = String(randomInt(0, 10 ** POLICY.otpDigits)).padStart(POLICY.otpDigits, '0');
  const fields = {
    codeHash: codeHash(config.otpSecret, email, code),
    expiresAt: new Date(now.getTime() + OTP_VALID_MS),
    wrongTries: 0,
    verifiedAt: null,
    completionTokenHash: null,
    createdAt: now,
  };
  await db.insert(otpSends).values({ email, clientIp, createdAt: now });
  await db
    .insert(emailOtps)
    .values({ email, ...fields })
    .onConflictDoUpdate({ target: emailOtps.email, set: fields });
  try {
    await mailer.send(otpMail(email, code));
  } catch (error) {
    if (error instanceof RecipientRefused) return { kind: 'recipient_refused', reply: error.message };
    return { kind: 'mail_failed', error };
  }
  return { kind: 'sent' };
}

export type VerifyOtpResult =
  | { kind: 'verified'; completionToken: string }
  | { kind: 'wrong'; triesLeft: number }
  | { kind: 'expired' }
  | { kind: 'locked' };

export async function verifySignupOtp(ctx: AppContext, email: string, code: string): Promise<VerifyOtpResult> {
  const { db, config } = ctx;
  const now = config.now();
  const maxTries = config.limits.otpWrongTries;
  const [row] = await db.select().from(emailOtps).where(eq(emailOtps.email, email)).limit(1);
  if (!row || row.verifiedAt || row.expiresAt.getTime() <= now.getTime()) return { kind: 'expired' };
  if (row.wrongTries >= maxTries) return { kind: 'locked' };

  if (sameHash(codeHash(config.otpSecret, email, code), row.codeHash)) {
    // Conditional update: of two concurrent correct tries only one verifies, and a code replaced meanwhile does not.
    const completionToken = randomBytes(32).toString('base64url');
    const used = await db
      .update(emailOtps)
      .set({
        verifiedAt: now,
        expiresAt: new Date(now.getTime() + SIGNUP_WINDOW_MS),
        completionTokenHash: completionTokenHash(completionToken),
      })
      .where(
        and(
          eq(emailOtps.email, email),
          eq(emailOtps.codeHash, row.codeHash),
          isNull(emailOtps.verifiedAt),
          lt(emailOtps.wrongTries, maxTries),
          gt(emailOtps.expiresAt, now),
        ),
      )
      .returning({ email: emailOtps.email });
    return used.length ? { kind: 'verified', completionToken } : { kind: 'expired' };
  }

  const [counted] = await db
    .update(emailOtps)
    .set({ wrongTries: sql`${emailOtps.wrongTries} + 1` })
    .where(and(eq(emailOtps.email, email), eq(emailOtps.codeHash, row.codeHash), isNull(emailOtps.verifiedAt)))
    .returning({ wrongTries: emailOtps.wrongTries });
  const tries = counted?.wrongTries ?? maxTries;
  return tries >= maxTries ? { kind: 'locked' } : { kind: 'wrong', triesLeft: maxTries - tries };
}
