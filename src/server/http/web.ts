import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { BusinessContact } from '../../shared/api/storefront';
import { isNoReferrerPage } from '../account';
import { pickEncoding } from './encoding';
import { HttpError, isApiPath } from './errors';
import { loadPrerenderedPages } from './prerendered';

/**
 * Serves the built web app. Hashed assets are cached for a year. A public page of the storefront is answered
 * with its prerendered HTML (the page itself, which the app then hydrates), an unknown address with the
 * not-found page and status 404, and every other page of the app (the signed-in area) with index.html
 * (history fallback), so deep links like /dash work on reload.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDist: string,
  publicUrl: () => string,
  contact: BusinessContact,
): Promise<void> {
  const indexFile = join(webDist, 'index.html');
  const hasWeb = existsSync(indexFile);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      // Every script, style and font a page loads would be two info lines each: only problems are logged.
      logLevel: 'warn',
      root: webDist,
      // One route for every file (not one per file): the build has hundreds, and a route each costs every start.
      wildcard: true,
      index: false,
      // The prerendered pages are answered below, with the site's address written in, at their own addresses.
      // A folder (/, /assets/) is no file: left to the pages below too, since send() would refuse it with 403
      // whenever no Accept-Encoding led the plugin to look for a compressed index file instead.
      allowedPath: (pathname) => !pathname.startsWith('/pages/') && !pathname.endsWith('/'),
      // The build writes .br/.gz beside each asset (vite.config.ts); they go out to clients that accept them.
      preCompressed: true,
      // Otherwise send's own 'max-age=0' replaces the Cache-Control set below.
      cacheControl: false,
      setHeaders(res, path) {
        res.setHeader(
          'Cache-Control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
        );
        if (/\.(js|css|html|svg|json|txt)(\.br|\.gz)?$/.test(path)) res.setHeader('Vary', 'Accept-Encoding');
      },
    });
  }
  const indexHtml = hasWeb ? readFileSync(indexFile, 'utf8') : '';
  const pages = hasWeb ? loadPrerenderedPages(webDist, contact) : null;

  app.setNotFoundHandler(async (request, reply) => {
    if (isApiPath(request.url)) {
      const path = request.url.split('?')[0];
      // The address is the caller's text: name it, but not at any length.
      const shown = path.length > 120 ? `${path.slice(0, 120)}…` : path;
      throw new HttpError(404, `No API route ${request.method} ${shown}`);
    }
    if (hasWeb && (request.method === 'GET' || request.method === 'HEAD')) {
      if (isNoReferrerPage(request.url)) reply.header('Referrer-Policy', 'no-referrer');
      const [pathname, search = ''] = request.url.split('?', 2) as [string, string?];
      const page = pages?.answer(pathname, search, publicUrl());
      if (page) {
        // A page changes only with a release; caches ask again each time (cheap: no rendering here).
        reply.code(page.status).type('text/html; charset=utf-8').header('Cache-Control', 'no-cache');
        reply.header('Vary', 'Accept-Encoding');
        const encoding = pickEncoding(request.headers['accept-encoding']);
        if (!encoding) return reply.send(page.body.html);
        return reply.header('Content-Encoding', encoding).send(await page.body.encoded(encoding));
      }
      return reply.code(200).type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(indexHtml);
    }
    throw new HttpError(404, 'Not found');
  });
}
