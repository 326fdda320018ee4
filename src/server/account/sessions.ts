/**
 * Server-side sessions: a login opens one (id random, bounded by SESSION_MAX_HOURS), every access token names
 * it in `sid`, and the guard refuses tokens of a session that was ended: by logout, by a password change or
 * reset, or by the admin disabling the account.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import { sessions } from '../db/schema';
import { ACCESS_TOKEN_SECONDS, issueAccessToken } from './tokens';

type TokenUser = Parameters<typeof issueAccessToken>[1];

export interface OpenedSession {
  sessionId: string;
  token: string;
  expiresAt: Date;
}

/** Opens a session for a user who just proved who they are, and issues its first access token. */
export async function startSession(
  db: Db,
  config: Pick<AppConfig, 'jwtSecret' | 'limits'>,
  user: TokenUser,
  now: Date,
): Promise<OpenedSession> {
  const sessionId = randomBytes(18).toString('base64url');
  await db.insert(sessions).values({
    id: sessionId,
    userId: user.id,
    // Refreshing stops SESSION_MAX_HOURS after the login (the refresh route says so); the last token lives on.
    expiresAt: new Date(now.getTime() + (config.limits.sessionMaxHours * 3600 + ACCESS_TOKEN_SECONDS) * 1000),
    createdAt: now,
  });
  const { token, expiresAt } = await issueAccessToken(config.jwtSecret, user, now, { sessionId });
  return { sessionId, token, expiresAt };
}

/** Ends one session (logout). */
export async function revokeSession(db: Db, sessionId: string, now: Date = new Date()): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every session of a user: password change or reset, the admin disabling the account. */
export async function revokeUserSessions(db: Db, userId: number, now: Date = new Date()): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
