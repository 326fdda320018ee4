/**
 * GET /sitemap.xml and /robots.txt, outside the API prefix. The sitemap lists every public page of the
 * storefront (the same list the build prerenders) and the live invitation sites whose buyer let search
 * engines find them: published, opted in (`indexable`, off unless the buyer ticks it when publishing) and
 * without an access code. Every other invitation page says noindex.
 *
 * A site that stops being public (an access code, unlisted, taken down) leaves the list at once: the built list
 * is kept only until a site change is announced (from any instance, db/site-changes.ts), and at most the guest
 * page's short while (`siteCacheTtlMs`) for a change this instance missed. Crawlers and caches may keep the file
 * only to ask again (`no-cache`), which its ETag makes a cheap 304 while the list is the same.
 */
import { createHash } from 'node:crypto';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { publicPageKeys } from '../../shared/site';
import { liveSites } from '../db/schema';
import { onSiteChange } from '../db/site-changes';

/** A sitemap file holds at most 50,000 addresses; the storefront's own pages come first. */
const MAX_URLS = 50_000;

interface Built {
  xml: string;
  etag: string;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const sitemapRoutes: FastifyPluginAsync = async (app) => {
  const { db, config } = app.ctx;
  /** The list being built or built, shared by the requests meanwhile; dropped by any announced site change. */
  let cached: { expires: number; built: Promise<Built> } | null = null;
  const stopListening = onSiteChange(db, () => {
    cached = null;
  });
  app.addHook('onClose', async () => stopListening());

  const build = async (origin: string): Promise<Built> => {
    const pages = publicPageKeys();
    const sites = await db
      .select({ slug: liveSites.slug, updatedAt: liveSites.updatedAt })
      .from(liveSites)
      .where(and(eq(liveSites.published, true), eq(liveSites.indexable, true), isNull(liveSites.accessCodeHash)))
      .orderBy(asc(liveSites.slug))
      .limit(MAX_URLS - pages.length);
    const entries = [
      ...pages.map((key) => `<url><loc>${escapeXml(origin + key)}</loc></url>`),
      ...sites.map(
        (site) =>
          `<url><loc>${escapeXml(`${origin}/invite/${site.slug}`)}</loc>` +
          `<lastmod>${new Date(site.updatedAt).toISOString()}</lastmod></url>`,
      ),
    ];
    const xml =
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
      `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`;
    return { xml, etag: `"${createHash('sha256').update(xml).digest('base64url').slice(0, 27)}"` };
  };

  const current = (): Promise<Built> => {
    const now = config.now().getTime();
    if (cached && cached.expires > now) return cached.built;
    const entry = { expires: now + config.siteCacheTtlMs, built: build(config.publicUrl) };
    cached = entry;
    // A failed build is not kept: the next request tries again.
    entry.built.catch(() => cached === entry && (cached = null));
    return entry.built;
  };

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const { xml, etag } = await current();
    reply.header('Cache-Control', 'public, no-cache').header('ETag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('application/xml; charset=utf-8').send(xml);
  });

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
    // The API is not for crawlers, except the artwork the pages' preview cards and structured data show.
    const body = [
      'User-agent: *',
      'Allow: /',
      'Allow: /rest/api/public/art/',
      'Disallow: /rest/api/',
      'Disallow: /dash',
      'Disallow: /usercart',
      'Disallow: /payment',
      '',
      `Sitemap: ${config.publicUrl}/sitemap.xml`,
      '',
    ].join('\n');
    return reply.type('text/plain; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(body);
  });
};

export default sitemapRoutes;
