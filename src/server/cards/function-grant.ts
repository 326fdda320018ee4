/**
 * Who may fetch what stands for one function of the invitation (its film, its general card): whoever sees that
 * function on a page. An open site's to anyone; a private site's to the access code's grant (the general page),
 * or to a household's personal link (the cookie its page leaves on the device) when the household is invited to
 * that function (its page shows only its own functions). Anyone else gets the same 404 as for an unknown site.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { householdByToken } from '../guests';
import { HttpError } from '../http/errors';
import { contentOfSite, eventsOfSite, siteForGuest, SITE_NOT_FOUND, type LiveSiteRow } from '../live';

/**
 * Refuses (404) a caller who may not see `eventKey` of `site`; a function the site does not have is a 404 with
 * `missing` (the route's own "no such file" sentence), as one without the file.
 */
export async function requireFunctionShown(
  ctx: AppContext,
  request: FastifyRequest,
  slug: string,
  eventKey: string,
  missing: string,
): Promise<LiveSiteRow> {
  // A household's link counts here, unlike on the general page's calls: its page shows its own functions' films.
  const { site, grant } = await siteForGuest(ctx, slug, request, 'hide', { household: true });
  if (grant.via === 'personal-link') {
    const household = await householdByToken(ctx, site.id, grant.token);
    if (!household?.events.some((event) => event.eventKey === eventKey)) throw new HttpError(404, SITE_NOT_FOUND);
  }
  const events = eventsOfSite(await contentOfSite(ctx, site));
  if (!events.some((event) => event.key === eventKey)) throw new HttpError(404, missing);
  return site;
}

const YEAR_SECONDS = 365 * 86_400;

export interface SlotVersion {
  /** The current file's version: its name, which changes whenever what it shows does. */
  version: string;
  /** The version the address names (`v`, as the page links it), if any. */
  asked: string | undefined;
  /**
   * Whether a shared cache may keep the answer: only when it is the same for everyone (an open site's). Even then
   * it is never kept for good: a cache must ask again before each use, so once the site turns private (or the
   * file changes) no cache hands it out again, as og.png does. Otherwise `private`: no shared cache may hand a
   * private site's file to anyone, and the device that was let in may keep the version it named for good.
   */
  shared: boolean;
}

/**
 * Sets the caching of a function's current file, whose address names a slot (its file changes when the host makes
 * a new one), so it is checked again each time: its ETag (the file's version) answers 304 cheaply. True when the
 * caller has that version already (then the route answers 304).
 */
export function answeredFromCache(
  request: FastifyRequest,
  reply: FastifyReply,
  { version, asked, shared }: SlotVersion,
): boolean {
  const etag = `"${version}"`;
  const cacheControl = shared
    ? 'public, no-cache'
    : asked === version
      ? `private, max-age=${YEAR_SECONDS}, immutable`
      : 'private, no-cache';
  reply.header('ETag', etag).header('Cache-Control', cacheControl);
  return request.headers['if-none-match']?.split(/\s*,\s*/).includes(etag) ?? false;
}
