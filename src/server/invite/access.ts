/**
 * The access code of a private site. The device that typed the right code gets a cookie holding an HMAC of the
 * slug and the code's stored hash under the server's secret: checked without any stored session, and dead as
 * soon as the buyer changes or removes the code.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export function accessCookieName(slug: string): string {
  return `invite_${slug.replace(/-/g, '_')}`;
}

export function accessToken(secret: string, slug: string, codeHash: string): string {
  return createHmac('sha256', secret).update(`invite-access\u0000${slug}\u0000${codeHash}`).digest('base64url');
}

export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

export function hasAccess(
  cookieHeader: string | undefined,
  secret: string,
  site: { slug: string; accessCodeHash: string | null },
): boolean {
  if (!site.accessCodeHash) return true;
  const given = readCookie(cookieHeader, accessCookieName(site.slug));
  if (!given) return false;
  const expected = Buffer.from(accessToken(secret, site.slug, site.accessCodeHash));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
