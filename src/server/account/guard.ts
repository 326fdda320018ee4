import { eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { batchedByKey } from '../db/batch';
import type { Db } from '../db/client';
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

/**
 * Tokens whose signature checked out, per key: a signature is the same answer every time, so a client's
 * token is verified once, not on each of its calls (its expiry still is, on each). Bounded; the oldest go first.
 */
const verified = new Map<string, Map<string, AccessClaims>>();
const VERIFIED_KEPT = 10_000;

async function verifiedClaims(secret: string, token: string, now: Date): Promise<AccessClaims | null> {
  let known = verified.get(secret);
  if (!known) verified.set(secret, (known = new Map()));
  const cached = known.get(token);
  // jose's own rule: a token is expired once `exp` is at or before the current second.
  if (cached) return cached.exp > Math.floor(now.getTime() / 1000) ? cached : null;
  const claims = await verifyAccessToken(secret, token, now);
  if (claims) {
    if (known.size >= VERIFIED_KEPT) known.delete(known.keys().next().value!);
    known.set(token, claims);
  }
  return claims;
}

/** What the guard reads of a session and its user: one row per session id. */
interface SessionRow {
  userId: number;
  revokedAt: Date | null;
  expiresAt: Date;
  email: string;
  fullName: string;
  phone: string;
  role: 'user' | 'admin';
  disabledAt: Date | null;
  passwordChangedAt: Date;
}

/**
 * The session lookup, batched: every request checked in the same turn shares one query, which is still sent
 * after each of them arrived, so a session ended before a request arrived is refused on every instance.
 */
const sessionLoaders = new WeakMap<Db, (sessionId: string) => Promise<SessionRow | undefined>>();

function sessionLoader(db: Db) {
  let load = sessionLoaders.get(db);
  if (!load) {
    load = batchedByKey(async (ids) => {
      const rows = await db
        .select({
          sessionId: sessions.id,
          userId: users.id,
          revokedAt: sessions.revokedAt,
          expiresAt: sessions.expiresAt,
          email: users.email,
          fullName: users.fullName,
          phone: users.phone,
          role: users.role,
          disabledAt: users.disabledAt,
          passwordChangedAt: users.passwordChangedAt,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(inArray(sessions.id, [...ids]));
      return new Map(rows.map(({ sessionId, ...row }) => [sessionId, row]));
    });
    sessionLoaders.set(db, load);
  }
  return load;
}

/** The same checks for a token that arrives some other way (the chat socket's CONNECT frame). */
export async function authenticateToken(
  ctx: AppContext,
  token: string,
): Promise<{ user: AuthUser; claims: AccessClaims } | null> {
  const { config, db } = ctx;
  const now = config.now();
  const claims = await verifiedClaims(config.jwtSecret, token, now);
  if (!claims) return null;
  const id = Number(claims.sub);
  if (!Number.isInteger(id) || !claims.sid) return null;
  const found = await sessionLoader(db)(claims.sid);
  if (!found) return null;
  if (found.userId !== id || found.revokedAt || found.expiresAt.getTime() <= config.now().getTime()) return null;
  if (found.disabledAt) return null;
  // A token names the password it was issued under (exact to the millisecond); older tokens only carry iat.
  const passwordChangedMs = found.passwordChangedAt.getTime();
  if (
    typeof claims.pwd_at === 'number'
      ? claims.pwd_at !== passwordChangedMs
      : claims.iat < Math.floor(passwordChangedMs / 1000)
  )
    return null;
  return {
    user: { id: found.userId, email: found.email, fullName: found.fullName, phone: found.phone, role: found.role },
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
