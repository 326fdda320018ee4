/**
 * The access token's claims as this browser may read them (display and local timing only: the server checks
 * the signature). The one place the web app decodes a JWT.
 */
import { decodeJwt } from 'jose';

export interface TokenClaims {
  role: 'user' | 'admin';
  /** Issued at / expires, epoch seconds, when the token carries them. */
  iat?: number;
  exp?: number;
}

export function tokenClaims(token: string): TokenClaims | null {
  try {
    const payload = decodeJwt(token);
    return {
      role: payload.role === 'admin' ? 'admin' : 'user',
      iat: typeof payload.iat === 'number' ? payload.iat : undefined,
      exp: typeof payload.exp === 'number' ? payload.exp : undefined,
    };
  } catch {
    return null;
  }
}
