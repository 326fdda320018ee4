/**
 * The confirmation a guest's plain HTML post leaves for the page it redirects to (303): a short-lived cookie
 * on that site's page only, signed (@fastify/cookie) so a made-up one is ignored, read once.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { guestCookieOptions, signedCookie } from '../http/cookies';
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

function cookiePath(slug: string): string {
  return `/invite/${encodeURIComponent(slug)}`;
}

/** Leaves the forms' state for the site's page the guest is sent back to. */
export function leaveFlash(reply: FastifyReply, slug: string, forms: GuestForms, now: number): void {
  const { config } = reply.server.ctx;
  const flash: Flash = { slug, until: now + FLASH_SECONDS * 1000, forms };
  reply.setCookie(FLASH_COOKIE, Buffer.from(JSON.stringify(flash)).toString('base64url'), {
    ...guestCookieOptions(config.publicUrl, cookiePath(slug), FLASH_SECONDS),
    signed: true,
  });
}

/**
 * The forms' state a valid, fresh flash of this site carries, else undefined. One that is there is removed:
 * the page shows it once.
 */
export function takeFlash(
  request: FastifyRequest,
  reply: FastifyReply,
  slug: string,
  now: number,
): GuestForms | undefined {
  if (!request.cookies[FLASH_COOKIE]) return undefined;
  const { config } = request.server.ctx;
  const value = signedCookie(config.jwtSecret, request.cookies, FLASH_COOKIE);
  let forms: GuestForms | undefined;
  try {
    const flash = value ? (JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as Flash) : undefined;
    forms = flash && flash.slug === slug && flash.until >= now ? flash.forms : undefined;
  } catch {
    forms = undefined;
  }
  if (forms) reply.clearCookie(FLASH_COOKIE, { ...guestCookieOptions(config.publicUrl, cookiePath(slug), 0) });
  return forms;
}
