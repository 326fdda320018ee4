/** Kept apart from the HTTP client: the app shell uses it and must not pull axios in. */
import { tokenClaims } from './token-claims';

/**
 * When the stored token should count as expired, on this device's clock: now plus the token's own lifetime
 * (exp - iat), so a phone whose clock is off does not sign the user out at once or keep a dead token.
 */
export function localExpiry(token: string, serverExpiry: number, now = Date.now()): number {
  const claims = tokenClaims(token);
  if (claims?.exp !== undefined && claims.iat !== undefined && claims.exp > claims.iat) {
    // A few seconds early, for the time the answer took to arrive.
    return now + (claims.exp - claims.iat) * 1000 - 5_000;
  }
  // Not a readable JWT: trust the server's time.
  return serverExpiry;
}
