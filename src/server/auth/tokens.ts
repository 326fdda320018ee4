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
}

export async function issueAccessToken(
  secret: string,
  user: { id: number; email: string; role: 'user' | 'admin' },
  now: Date,
): Promise<{ token: string; expiresAt: Date }> {
  const iat = Math.floor(now.getTime() / 1000);
  const exp = iat + ACCESS_TOKEN_SECONDS;
  const token = await new SignJWT({ email: user.email, role: user.role })
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
    return payload as unknown as AccessClaims;
  } catch {
    return null;
  }
}
