/**
 * The confirmation a guest's plain HTML post leaves for the page it redirects to (303): a short-lived cookie
 * on that site's page only, signed with the server's secret so a made-up one is ignored, read once.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { readCookie } from '../http/cookies';
import type { GuestForms } from './renderer';

/** No dot in it: no site's access cookie (`invite.{slug}`) nor any slug can take this name. */
export const FLASH_COOKIE = 'guest-form-flash';
const FLASH_SECONDS = 120;

interface Flash {
  slug: string;
  /** Milliseconds since the epoch after which it is ignored. */
  until: number;
  forms: GuestForms;
}

function mac(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(`guest-form-flash\u0000${payload}`).digest('base64url');
}

function cookiePath(slug: string): string {
  return `/invite/${encodeURIComponent(slug)}`;
}

export function flashCookie(
  secret: string,
  slug: string,
  forms: GuestForms,
  { now, secure }: { now: number; secure: boolean },
): string {
  const payload = Buffer.from(JSON.stringify({ slug, until: now + FLASH_SECONDS * 1000, forms })).toString('base64url');
  return (
    `${FLASH_COOKIE}=${payload}.${mac(secret, payload)}; Path=${cookiePath(slug)}; Max-Age=${FLASH_SECONDS}; ` +
    `HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`
  );
}

/** Removes it once the page has shown it. */
export function clearedFlashCookie(slug: string): string {
  return `${FLASH_COOKIE}=; Path=${cookiePath(slug)}; Max-Age=0; HttpOnly; SameSite=Lax`;
}

/** The forms' state a valid, fresh flash of this site carries, else undefined. */
export function readFlash(
  cookieHeader: string | undefined,
  secret: string,
  slug: string,
  now: number,
): GuestForms | undefined {
  const value = readCookie(cookieHeader, FLASH_COOKIE);
  const [payload = '', signature = ''] = (value ?? '').split('.');
  if (!payload || !signature) return undefined;
  const expected = Buffer.from(mac(secret, payload));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  try {
    const flash = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Flash;
    return flash.slug === slug && flash.until >= now ? flash.forms : undefined;
  } catch {
    return undefined;
  }
}
