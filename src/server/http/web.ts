import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { isNoReferrerPage } from '../auth';
import { HttpError, isApiPath } from './errors';

/**
 * Serves the built web app. Hashed assets are cached for a year; every other GET that is not an API call
 * gets index.html (history fallback), so deep links like /tempdetails/wed001 work on reload.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const indexFile = join(webDist, 'index.html');
  const hasWeb = existsSync(indexFile);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      // Every script, style and font a page loads would be two info lines each: only problems are logged.
      logLevel: 'warn',
      root: webDist,
      wildcard: false,
      index: false,
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

  app.setNotFoundHandler(async (request, reply) => {
    if (isApiPath(request.url)) {
      const path = request.url.split('?')[0];
      // The address is the caller's text: name it, but not at any length.
      const shown = path.length > 120 ? `${path.slice(0, 120)}…` : path;
      throw new HttpError(404, `No API route ${request.method} ${shown}`);
    }
    if (hasWeb && (request.method === 'GET' || request.method === 'HEAD')) {
      if (isNoReferrerPage(request.url)) reply.header('Referrer-Policy', 'no-referrer');
      return reply.code(200).type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(indexHtml);
    }
    throw new HttpError(404, 'Not found');
  });
}
