import { and, eq, gt, isNotNull } from 'drizzle-orm';
import type { AppContext } from '../context';
import { emailOtps, users } from '../db/schema';
import type { SignupRequest } from '../../shared/api/account';
import { completionTokenHash, emailTaken } from './otp';
import { withPasswordSlot } from './password-check-slots';
import { hashPassword } from './passwords';
import { isUniqueViolation } from '../db/errors';

export type SignupResult =
  | { kind: 'created'; userId: number }
  | { kind: 'user_exists' }
  | { kind: 'not_verified' }
  /** Too many passwords being hashed or checked right now; nothing was used up, so a retry can succeed. */
  | { kind: 'busy' };

class NotVerified extends Error {}

/**
 * Creates the account only for an e-mail whose OTP was verified (and not yet used for a signup), by the client
 * that verified it (`completionToken`, from its cookie); the role is always 'user'. The verification is checked
 * before the password is hashed, so unverified tries cost no scrypt work; taking the verified code and
 * inserting the user happen in one transaction.
 */
export async function signUp(
  ctx: AppContext,
  input: SignupRequest,
  completionToken: string | undefined,
): Promise<SignupResult> {
  const { db, config } = ctx;
  const email = input.email;
  if (await emailTaken(ctx, email)) return { kind: 'user_exists' };
  if (!completionToken) return { kind: 'not_verified' };
  const now = config.now();
  const verified = and(
    eq(emailOtps.email, email),
    isNotNull(emailOtps.verifiedAt),
    gt(emailOtps.expiresAt, now),
    eq(emailOtps.completionTokenHash, completionTokenHash(completionToken)),
  );
  const [found] = await db.select({ email: emailOtps.email }).from(emailOtps).where(verified).limit(1);
  if (!found) return { kind: 'not_verified' };
  const passwordHash = await withPasswordSlot(ctx, () => hashPassword(input.password, config.passwordHashing));
  if (passwordHash === 'busy') return { kind: 'busy' };
  try {
    const userId = await db.transaction(async (tx) => {
      const taken = await tx.delete(emailOtps).where(verified).returning({ email: emailOtps.email });
      if (!taken.length) throw new NotVerified();
      const [user] = await tx
        .insert(users)
        .values({
          email,
          passwordHash,
          fullName: input.full_name.trim(),
          phone: input.phone,
          role: 'user',
          passwordChangedAt: now,
          createdAt: now,
        })
        .returning({ id: users.id });
      return user.id;
    });
    return { kind: 'created', userId };
  } catch (error) {
    if (error instanceof NotVerified) return { kind: 'not_verified' };
    if (isUniqueViolation(error)) return { kind: 'user_exists' };
    throw error;
  }
}
