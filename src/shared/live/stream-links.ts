/**
 * Where a function's stream may be watched: the watch and live pages of the services families use, on the
 * services' own hosts, over https. A host's domain is not enough: each service also runs link redirectors on it
 * (l.instagram.com, youtube.com/redirect, attribution links, sign-in pages with a `next` address) that would
 * send guests anywhere from a button that says "Watch live". So an address passes only in the shape of a watch
 * page, and is written again from the parts that shape allows (nothing else of the typed address survives).
 */

export const STREAM_SERVICES = 'YouTube, Zoom, Google Meet or Instagram';

/** A page's path and the query parameters kept with it, each with the values it may take. */
interface WatchPage {
  path: RegExp;
  query?: Record<string, RegExp>;
  /** Query parameters the page needs (a /watch page is nothing without its video). */
  needs?: readonly string[];
}

interface Service {
  hosts: RegExp;
  pages: readonly WatchPage[];
  /** Its pages end in a slash (Instagram's); the address a host copies may lack it. */
  slashEnded?: boolean;
}

const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
const START_AT = /^[0-9hms]{1,12}$/;
/** Instagram's own pages, never an account's: sign-in (with its `next` address), the redirector, help ... */
const INSTAGRAM_PAGES =
  'accounts|explore|direct|about|legal|developer|linkshim|challenge|web|stories|p|reel|reels|tv|l|u|oauth|api|graphql|emails|session|ajax|static|privacy|' +
  // The redirectors' names on the other services: never an account a guest is sent to, whatever Instagram does with them.
  'redirect|url|attribution_link|l\\.php|login|logout|share|consent';

const SERVICES: readonly Service[] = [
  {
    hosts: /^(?:www\.|m\.)?youtube\.com$/,
    pages: [
      { path: /^\/watch$/, query: { v: VIDEO_ID, t: START_AT }, needs: ['v'] },
      { path: /^\/live\/[A-Za-z0-9_-]{1,64}$/ },
      { path: /^\/@[A-Za-z0-9._-]{3,30}\/(?:live|streams)$/ },
      { path: /^\/channel\/UC[A-Za-z0-9_-]{22}\/(?:live|streams)$/ },
    ],
  },
  { hosts: /^youtu\.be$/, pages: [{ path: /^\/[A-Za-z0-9_-]{11}$/, query: { t: START_AT } }] },
  {
    // A company's own Zoom address is a subdomain (us02web.zoom.us, acme.zoom.us), one label deep.
    hosts: /^(?:[a-z0-9-]{1,63}\.)?zoom\.us$/,
    pages: [
      { path: /^\/[jw]\/\d{5,15}$/, query: { pwd: /^[A-Za-z0-9._-]{1,100}$/ } },
      { path: /^\/my\/[A-Za-z0-9._-]{1,40}$/ },
    ],
  },
  { hosts: /^meet\.google\.com$/, pages: [{ path: /^\/[a-z]{3}-[a-z]{4}-[a-z]{3}$/ }] },
  {
    hosts: /^(?:www\.)?instagram\.com$/,
    slashEnded: true,
    pages: [
      { path: new RegExp(`^/(?!(?:${INSTAGRAM_PAGES})/)[A-Za-z0-9._]{1,30}/(?:live/)?$`) },
      { path: /^\/(?:p|reel|tv)\/[A-Za-z0-9_-]{1,64}\/$/ },
    ],
  },
];

/**
 * The address to send guests to for what a host typed, in its own written form; null when it is not an https
 * watch or live page of one of the services (a redirector, another site, a password or port in it, http).
 */
export function watchAddress(typed: string): string | null {
  let url: URL;
  try {
    url = new URL(typed.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return null;
  const service = SERVICES.find((candidate) => candidate.hosts.test(url.hostname));
  const path = service?.slashEnded && !url.pathname.endsWith('/') ? `${url.pathname}/` : url.pathname;
  const page = service?.pages.find((candidate) => candidate.path.test(path));
  if (!page) return null;
  const kept = new URLSearchParams();
  for (const [name, allowed] of Object.entries(page.query ?? {})) {
    const value = url.searchParams.get(name);
    if (value !== null && allowed.test(value)) kept.set(name, value);
  }
  if (page.needs?.some((name) => !kept.has(name))) return null;
  const query = kept.toString();
  return `https://${url.hostname}${path}${query ? `?${query}` : ''}`;
}
