/**
 * The app's cookies go through @fastify/cookie: set with `reply.setCookie` (signed where a made-up value must be
 * ignored), read from `request.cookies`, and checked with the same signer the plugin signs with, so code that
 * has only a request's cookies (the guest page's access check) reads signed cookies the one way too.
 */
import { Signer, type CookieSerializeOptions } from '@fastify/cookie';
import { hkdfSync } from 'node:crypto';

/** A request's cookies by name, as @fastify/cookie parsed them. */
export type Cookies = Record<string, string | undefined>;

/** A cookie for `reply.setCookie(name, value, options)`. */
export interface CookieToSet {
  name: string;
  value: string;
  options: CookieSerializeOptions;
}

const signers = new Map<string, Signer>();

/**
 * The signer of the app's signed cookies. Its key is derived from the server's secret for this use alone, so
 * no cookie the app signs can stand for a signature made elsewhere with that secret (a session token's).
 */
export function cookieSigner(secret: string): Signer {
  let signer = signers.get(secret);
  if (!signer) {
    const key = Buffer.from(hkdfSync('sha256', secret, '', 'utsav signed cookies', 32)).toString('base64url');
    signers.set(secret, (signer = new Signer(key)));
  }
  return signer;
}

/** The value of a signed cookie when its signature is this server's, else undefined. */
export function signedCookie(secret: string, cookies: Cookies, name: string): string | undefined {
  const raw = cookies[name];
  if (!raw) return undefined;
  const unsigned = cookieSigner(secret).unsign(raw);
  return unsigned.valid && unsigned.value !== null ? unsigned.value : undefined;
}

/** What every guest-facing cookie says: script cannot read it, it goes along with links from other sites' pages. */
export function guestCookieOptions(
  publicUrl: string,
  path: string,
  maxAgeSeconds: number,
): CookieSerializeOptions & { path: string } {
  return {
    path,
    maxAge: maxAgeSeconds,
    httpOnly: true,
    sameSite: 'lax',
    ...(publicUrl.startsWith('https:') ? { secure: true } : {}),
  };
}
