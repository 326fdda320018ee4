/**
 * The storefront's prerendered pages (written by the web build into `<webDist>/pages`, see
 * scripts/prerender.ts): which page answers an address, with the site's public address written in and
 * compressed once per encoding.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { BusinessContact } from '../../shared/api/storefront';
import { pageKeyOf } from '../../shared/page-key';
import { escapeHtml } from './html';
import { BUSINESS_CONTACT_PLACEHOLDER, chatLink, telLink } from '../../shared/business-contact';
import { ORIGIN_PLACEHOLDER } from '../../shared/site';
import type { Encoding } from './encoding';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

interface PagesManifest {
  pages: Record<string, string>;
  notFound: string;
  notFoundPathToken: string;
  appPaths: string[];
}

/** One answer's body: the HTML and its compressed copies, made when first asked. */
export interface PageBody {
  html: string;
  encoded(encoding: Encoding): Promise<Buffer>;
}

/**
 * A page kept for many requests is compressed once at the best ratio; a page made for one request (the
 * not-found page) quickly, so a stranger's stream of unknown addresses costs little.
 */
function pageBody(html: string, kept = true): PageBody {
  const done = new Map<Encoding, Promise<Buffer>>();
  return {
    html,
    encoded(encoding) {
      let body = done.get(encoding);
      if (!body) {
        body =
          encoding === 'br'
            ? brotliAsync(html, {
                params: { [zlib.BROTLI_PARAM_QUALITY]: kept ? 11 : 4, [zlib.BROTLI_PARAM_SIZE_HINT]: html.length },
              })
            : gzipAsync(html, { level: kept ? 9 : 6 });
        done.set(encoding, body);
      }
      return body;
    },
  };
}

/**
 * Writes the configured contact over the stand-in the build drew the pages with: first where a link holds it in
 * its own form (a chat link keeps the number's digits, a phone link its digits and plus), then as shown.
 */
export function writeBusinessContact(html: string, contact: BusinessContact): string {
  const stand = BUSINESS_CONTACT_PLACEHOLDER;
  const chatAddress = (number: string) => chatLink(number, '').replace(/\?text=$/, '');
  return html
    .replaceAll(chatAddress(stand.whatsappNumber), escapeHtml(chatAddress(contact.whatsappNumber)))
    .replaceAll(telLink(stand.phone), escapeHtml(telLink(contact.phone)))
    .replaceAll(stand.whatsappNumber, escapeHtml(contact.whatsappNumber))
    .replaceAll(stand.phone, escapeHtml(contact.phone))
    .replaceAll(stand.email, escapeHtml(contact.email));
}

/** Matches an address against the web app's route paths (`:name` is one segment). */
function routeMatcher(paths: string[]): (pathname: string) => boolean {
  const patterns = paths.map(
    (path) =>
      new RegExp(
        `^${path
          .split('/')
          .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
          .join('/')}/?$`,
        // As the web app's router matches: /overview is /Overview.
        'i',
      ),
  );
  return (pathname) => patterns.some((pattern) => pattern.test(pathname));
}

export interface PrerenderedPages {
  /** The page for this address: a public page (200), the not-found page (404), or null for the app shell. */
  answer(pathname: string, search: string, origin: string): { status: 200 | 404; body: PageBody } | null;
}

/** Whole families of addresses the build prerendered every page of: any other address in them is unknown. */
const COMPLETE_FAMILIES = [/^\/tempdetails\/[^/]+\/?$/i, /^\/blog\/[^/]+\/?$/i];

export function loadPrerenderedPages(webDist: string, contact: BusinessContact): PrerenderedPages | null {
  const dir = join(webDist, 'pages');
  const manifestFile = join(dir, 'manifest.json');
  if (!existsSync(manifestFile)) return null;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as PagesManifest;
  const read = (file: string) => writeBusinessContact(readFileSync(join(dir, file), 'utf8'), contact);
  // A page is read on its first request, not at start: the build prerenders well over a hundred pages (several
  // MB), and reading them all and writing the contact into each was a large part of every start's CPU
  // (npm run bench:start), for pages an instance may never be asked for.
  const files = new Map(Object.entries(manifest.pages));
  const templates = new Map<string, string>();
  const templateOf = (key: string): string => {
    let template = templates.get(key);
    if (template === undefined) {
      template = read(files.get(key)!);
      templates.set(key, template);
    }
    return template;
  };
  const notFoundTemplate = read(manifest.notFound);
  const isAppPath = routeMatcher(manifest.appPaths);

  // Written in once per public address (PUBLIC_URL is fixed while the server runs; tests set it after start).
  let bodiesFor = '';
  let bodies = new Map<string, PageBody>();
  const bodyOf = (key: string, origin: string): PageBody => {
    if (origin !== bodiesFor) {
      bodiesFor = origin;
      bodies = new Map();
    }
    let body = bodies.get(key);
    if (!body) {
      body = pageBody(templateOf(key).replaceAll(ORIGIN_PLACEHOLDER, origin));
      bodies.set(key, body);
    }
    return body;
  };

  return {
    answer(address, search, origin) {
      // /blog/1/ is /blog/1, as the web app's router reads it.
      let end = address.length;
      while (end > 1 && address[end - 1] === '/') end -= 1;
      const pathname = address.slice(0, end);
      const key = pageKeyOf(pathname, search);
      if (key !== null && files.has(key)) return { status: 200, body: bodyOf(key, origin) };
      // Template ids are found in any case (wed001, WED001): the page of its canonical address.
      const lower = key?.toLowerCase();
      if (lower && files.has(lower)) return { status: 200, body: bodyOf(lower, origin) };
      // A catalogue tab no page has (an unknown category shows All), or a name search: the catalogue's HTML,
      // which the app then draws anew with the results.
      if (pathname === '/temp') return { status: 200, body: bodyOf('/temp', origin) };
      const family = COMPLETE_FAMILIES.some((pattern) => pattern.test(pathname));
      if (!family && isAppPath(pathname)) return null;
      // Not a page of this site: the not-found page naming the address (not cached: it holds the address). An
      // unknown template or post is drawn by its own page in the app, which says so in its own words: the app
      // draws it anew rather than hydrating this HTML (data-page names no address).
      const html = notFoundTemplate
        .replace(`data-page="${manifest.notFoundPathToken}"`, family ? 'data-page=""' : '$&')
        .replaceAll(ORIGIN_PLACEHOLDER, origin)
        .replaceAll(manifest.notFoundPathToken, escapeHtml(pathname));
      return { status: 404, body: pageBody(html, false) };
    },
  };
}
