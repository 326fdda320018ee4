import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { sessions, users } from '../db/schema';
import { HttpError } from '../http/errors';
import { verifyAccessToken, type AccessClaims } from './tokens';

export interface AuthUser {
  id: number;
  email: string;
  fullName: string;
  phone: string;
  role: 'user' | 'admin';
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireUser / requireAdmin. */
    user?: AuthUser;
    /** The verified token's claims, set with `user` (the refresh route reads auth_time). */
    accessClaims?: AccessClaims;
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match ? match[1] : null;
}

/**
 * Resolves the caller from the bearer token, or null: bad signature, expired, no live session (logged out,
 * revoked, past its end), deleted or disabled user, or issued before a password change. The one place tokens
 * are verified.
 */
export async function authenticate(request: FastifyRequest): Promise<AuthUser | null> {
  return (await authenticateWithClaims(request))?.user ?? null;
}

async function authenticateWithClaims(
  request: FastifyRequest,
): Promise<{ user: AuthUser; claims: AccessClaims } | null> {
  const token = bearerToken(request);
  if (!token) return null;
  return authenticateToken(request.server.ctx, token);
}

/** The same checks for a token that arrives some other way (the chat socket's CONNECT frame). */
export async function authenticateToken(
  ctx: AppContext,
  token: string,
): Promise<{ user: AuthUser; claims: AccessClaims } | null> {
  const { config, db } = ctx;
  const claims = await verifyAccessToken(config.jwtSecret, token, config.now());
  if (!claims) return null;
  const id = Number(claims.sub);
  if (!Number.isInteger(id) || !claims.sid) return null;
  const [found] = await db
    .select({ user: users, session: sessions })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, claims.sid))
    .limit(1);
  if (!found) return null;
  const { user, session } = found;
  if (user.id !== id || session.revokedAt || session.expiresAt.getTime() <= config.now().getTime()) return null;
  if (user.disabledAt) return null;
  // A token names the password it was issued under (exact to the millisecond); older tokens only carry iat.
  const passwordChangedMs = user.passwordChangedAt.getTime();
  if (
    typeof claims.pwd_at === 'number'
      ? claims.pwd_at !== passwordChangedMs
      : claims.iat < Math.floor(passwordChangedMs / 1000)
  )
    return null;
  return {
    user: { id: user.id, email: user.email, fullName: user.fullName, phone: user.phone, role: user.role },
    claims,
  };
}

/** onRequest/preHandler hook of private routes: 401 without a valid token. */
export async function requireUser(request: FastifyRequest): Promise<void> {
  const found = await authenticateWithClaims(request);
  if (!found) throw new HttpError(401, 'Please log in again.');
  request.user = found.user;
  request.accessClaims = found.claims;
}

/** onRequest/preHandler hook of admin routes: 401 without a valid token, 403 for a non-admin. */
export async function requireAdmin(request: FastifyRequest): Promise<void> {
  await requireUser(request);
  if (request.user?.role !== 'admin') throw new HttpError(403, 'Admin only.');
}

/** The signed-in caller inside a handler guarded by requireUser. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new Error('currentUser() used on a route without requireUser');
  return request.user;
}
