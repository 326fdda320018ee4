/**
 * GET /sitemap.xml and /robots.txt, outside the API prefix. The sitemap lists every public page of the
 * storefront (the same list the build prerenders) and the live invitation sites whose buyer let search
 * engines find them: published, opted in (`indexable`, off unless the buyer ticks it when publishing) and
 * without an access code. Every other invitation page says noindex.
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { publicPageKeys } from '../../shared/site';
import { liveSites } from '../db/schema';

/** A sitemap file holds at most 50,000 addresses; the storefront's own pages come first. */
const MAX_URLS = 50_000;
/** The list is made at most this often; a site opted in shows up within it. */
const CACHE_MS = 10 * 60_000;

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const sitemapRoutes: FastifyPluginAsync = async (app) => {
  const { db, config } = app.ctx;
  let cached: { at: number; origin: string; xml: string } | null = null;

  const build = async (origin: string): Promise<string> => {
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
    return (
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
      `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`
    );
  };

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const origin = config.publicUrl;
    if (!cached || cached.origin !== origin || Date.now() - cached.at > CACHE_MS) {
      cached = { at: Date.now(), origin, xml: await build(origin) };
    }
    return reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', `public, max-age=${CACHE_MS / 1000}`)
      .send(cached.xml);
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
