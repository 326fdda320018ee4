/**
 * Who may see and use a live site. A site without an access code is open to everyone; a private one only to a
 * request holding a grant for it. Every guest route (the page, its preview picture, calendar files, RSVP, wishes,
 * photos, and any added later) asks `guestAccess` or goes through `siteForGuest`, so a private site is private on
 * every route at once.
 *
 * Grants come from GRANT_SOURCES, tried in order. Today there is one: the access-code cookie, an HMAC of the
 * slug and the code's stored hash under the server's secret (checked without any stored session, and dead as
 * soon as the buyer changes or removes the code). The guest list's personal link (/invite/{slug}/g/{token})
 * adds a second source that reads its token from the request and answers `{ via: 'personal-link', ... }`.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AppContext } from '../context';
import { readCookie } from '../http/cookies';
import { HttpError } from '../http/errors';
import { publishedSite, SITE_NOT_FOUND, type LiveSiteRow } from './site-content';

/**
 * What of a request may carry a grant. A Fastify request is one (the guest calls' scope passes it whole, so a
 * source may read its route's params, e.g. the personal link's `token`); the page passes its Cookie header.
 */
export interface GuestRequest {
  headers: { cookie?: string | undefined };
  params?: unknown;
}

/** Why a request may see a site. */
export type GuestGrant = { via: 'open-site' } | { via: 'access-code' };

type GrantSource = (
  ctx: AppContext,
  site: LiveSiteRow & { accessCodeHash: string },
  request: GuestRequest,
) => GuestGrant | null | Promise<GuestGrant | null>;

export const SITE_PRIVATE =
  'This invitation is private. Open it with the access code the hosts shared with you, then try again.';

/**
 * The name of a site's access cookie. It holds a dot, which no slug and no other cookie of this app has, so no
 * slug can ever name another cookie (a site at /invite/lang once shared its name with the language cookie).
 */
export function accessCookieName(slug: string): string {
  return `invite.${slug}`;
}

/** The name devices were given before: still read, so guests who typed the code then need not type it again. */
function legacyAccessCookieName(slug: string): string {
  return `invite_${slug.replace(/-/g, '_')}`;
}

function accessToken(secret: string, slug: string, codeHash: string): string {
  return createHmac('sha256', secret).update(`invite-access\u0000${slug}\u0000${codeHash}`).digest('base64url');
}

const COOKIE_DAYS = 180;

/** The Set-Cookie value that opens a private site on this device (after its code was typed right). */
export function accessCookie(ctx: AppContext, site: { slug: string; accessCodeHash: string }): string {
  const secure = ctx.config.publicUrl.startsWith('https:') ? '; Secure' : '';
  const token = accessToken(ctx.config.jwtSecret, site.slug, site.accessCodeHash);
  return `${accessCookieName(site.slug)}=${token}; Path=/; Max-Age=${COOKIE_DAYS * 86_400}; HttpOnly; SameSite=Lax${secure}`;
}

const accessCookieGrant: GrantSource = (ctx, site, request) => {
  const expected = Buffer.from(accessToken(ctx.config.jwtSecret, site.slug, site.accessCodeHash));
  for (const name of [accessCookieName(site.slug), legacyAccessCookieName(site.slug)]) {
    const given = Buffer.from(readCookie(request.headers.cookie, name) ?? '');
    if (given.length === expected.length && timingSafeEqual(given, expected)) return { via: 'access-code' };
  }
  return null;
};

/** Every way a request may be let into a private site. */
const GRANT_SOURCES: readonly GrantSource[] = [accessCookieGrant];

/** The grant that lets `request` see `site`, or null when the site is private and the request holds none. */
export async function guestAccess(
  ctx: AppContext,
  site: LiveSiteRow,
  request: GuestRequest,
): Promise<GuestGrant | null> {
  const { accessCodeHash } = site;
  if (!accessCodeHash) return { via: 'open-site' };
  for (const source of GRANT_SOURCES) {
    const grant = await source(ctx, { ...site, accessCodeHash }, request);
    if (grant) return grant;
  }
  return null;
}

/** Each request's decision, so the scope's hook and the route's handler share one lookup. */
const decisions = new WeakMap<object, Promise<{ site: LiveSiteRow; grant: GuestGrant }>>();

/**
 * The published site at `slug` for a guest call, refused before any work when the request may not use it:
 * 404 for unknown and unpublished addresses; for a private site without a grant, 403 with SITE_PRIVATE for calls
 * that send something, or the same 404 as an unknown address for what would show its content (`hide`).
 */
export function siteForGuest(
  ctx: AppContext,
  slug: string,
  request: GuestRequest,
  whenPrivate: 'forbid' | 'hide' = 'forbid',
): Promise<{ site: LiveSiteRow; grant: GuestGrant }> {
  let decision = decisions.get(request);
  if (!decision) {
    decision = decide(ctx, slug, request, whenPrivate);
    decisions.set(request, decision);
  }
  return decision;
}

async function decide(
  ctx: AppContext,
  slug: string,
  request: GuestRequest,
  whenPrivate: 'forbid' | 'hide',
): Promise<{ site: LiveSiteRow; grant: GuestGrant }> {
  const site = await publishedSite(ctx, slug);
  const grant = await guestAccess(ctx, site, request);
  if (grant) return { site, grant };
  throw whenPrivate === 'hide' ? new HttpError(404, SITE_NOT_FOUND) : new HttpError(403, SITE_PRIVATE);
}
