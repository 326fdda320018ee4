import { SignJWT, jwtVerify } from 'jose';

/** The spec stores the access token with a 10-minute expiry; the server enforces the same lifetime. */
export const ACCESS_TOKEN_SECONDS = 10 * 60;
const ALGORITHM = 'HS256';

export interface AccessClaims {
  /** User id. */
  sub: string;
  email: string;
  role: 'user' | 'admin';
  /** Issued-at, seconds. */
  iat: number;
  exp: number;
  /** When the user last typed their password (seconds); refreshed tokens keep it, so a session has a maximum age. */
  auth_time?: number;
  /** The user's passwordChangedAt (epoch ms) when the token was issued; any later password change kills it. */
  pwd_at?: number;
  /** The server-side session (table sessions) the token belongs to; tokens without one are refused. */
  sid?: string;
}

export async function issueAccessToken(
  secret: string,
  user: { id: number; email: string; role: 'user' | 'admin'; passwordChangedAt?: Date },
  now: Date,
  options: { authTime?: number; sessionId?: string } = {},
): Promise<{ token: string; expiresAt: Date }> {
  const iat = Math.floor(now.getTime() / 1000);
  const exp = iat + ACCESS_TOKEN_SECONDS;
  const claims: Record<string, unknown> = { email: user.email, role: user.role, auth_time: options.authTime ?? iat };
  if (user.passwordChangedAt) claims.pwd_at = user.passwordChangedAt.getTime();
  if (options.sessionId) claims.sid = options.sessionId;
  const token = await new SignJWT(claims)
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(String(user.id))
    .setIssuedAt(iat)
    .setExpirationTime(exp)
    .sign(new TextEncoder().encode(secret));
  return { token, expiresAt: new Date(exp * 1000) };
}

/** Verifies signature (one fixed algorithm: `alg: none` and others are refused) and expiry against `now`. */
export async function verifyAccessToken(secret: string, token: string, now: Date): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), {
      algorithms: [ALGORITHM],
      currentDate: now,
      requiredClaims: ['sub', 'exp', 'iat'],
    });
    if (payload.role !== 'user' && payload.role !== 'admin') return null;
    if (payload.sid !== undefined && typeof payload.sid !== 'string') return null;
    return payload as unknown as AccessClaims;
  } catch {
    return null;
  }
}
