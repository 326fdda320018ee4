/**
 * HTML form posts are taken from this site's own pages only, so no other site can make its visitors' browsers
 * send answers, wishes or photos in their name (a form post carries the visitor's cookies).
 *
 * A browser that sends Sec-Fetch-Site must say `same-origin`, or `none` (the person typed or bookmarked it);
 * `same-site` is refused too, since a sibling subdomain is another site's page. The Origin, when sent, must be
 * this site's own as well: PUBLIC_URL's origin, or the host the request was sent to. A browser too old to send
 * Sec-Fetch-Site is judged by its Origin alone, and one that sends neither (no browser does for a cross-site
 * post) is let through. `Origin: null` (a sandboxed frame, a page under `Referrer-Policy: no-referrer`) is not
 * this site's: pages with forms use a policy under which their posts say where they come from.
 */
import type { FastifyRequest } from 'fastify';
import { HttpError } from './errors';

export const FOREIGN_POST = 'This form can only be sent from the invitation’s own page.';

const OWN_FETCH_SITES = new Set(['same-origin', 'none']);

/** True when the post comes from another site's page (or hides where it comes from). */
export function isForeignPost(request: FastifyRequest, publicUrl: string): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite !== undefined && !OWN_FETCH_SITES.has(fetchSite)) return true;
  const origin = request.headers.origin;
  return origin !== undefined && !isOwnOrigin(origin, request.headers.host, publicUrl);
}

function isOwnOrigin(origin: string, host: string | undefined, publicUrl: string): boolean {
  if (origin === new URL(publicUrl).origin) return true;
  try {
    const parsed = new URL(origin);
    // Only a serialized origin: scheme, host and port, nothing after them.
    return parsed.origin === origin && host !== undefined && parsed.host === new URL(`http://${host}`).host;
  } catch {
    return false;
  }
}

/** A route's onRequest hook refusing (403) a post from another site's page before its body is even read. */
export function refuseForeignPosts(publicUrl: string) {
  return async (request: FastifyRequest): Promise<void> => {
    if (isForeignPost(request, publicUrl)) throw new HttpError(403, FOREIGN_POST);
  };
}
