/**
 * The live page's calls under /rest/api: the access code (a device cookie for a private site) and the
 * link-preview picture. The page itself is registered outside the API prefix (page-routes.ts).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AccessResponse, InviteParams, OgPng } from '../../shared/api/invite';
import { AccessRequest } from '../../shared/api/live';
import { NotModified } from '../../shared/api/storefront';
import { BUSY_RETRY_SECONDS, verifyPassword, withPasswordSlot } from '../auth';
import { errorResponseSchema, HttpError } from '../http/errors';
import { accessCookieName, accessToken, hasAccess } from './access';
import { ogImage } from './og-image';
import personalRoutes from './personal-routes';
import { loadRenderer } from './renderer';
import { findPublishedSite, loadSiteContent } from './site';

/** Wrong codes are cheap to try, so each client gets a few per minute for each site. */
const ACCESS_TRIES_PER_MINUTE = 10;
const COOKIE_DAYS = 180;
const ACCESS_BUSY = 'Many guests are opening this invitation right now. Try the code again in a moment.';

const inviteRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(personalRoutes);
  app.post(
    '/public/live/:slug/access',
    {
      config: {
        rateLimit: {
          max: ACCESS_TRIES_PER_MINUTE,
          timeWindow: 60_000,
          keyGenerator: (request) => `${request.ip}:${(request.params as { slug?: string }).slug ?? ''}`,
        },
      },
      schema: {
        summary: "Open a private live site with the hosts' access code (sets a cookie for this device)",
        tags: ['live'],
        params: InviteParams,
        body: AccessRequest,
        response: {
          200: AccessResponse,
          400: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const site = await findPublishedSite(app.ctx, request.params.slug);
      if (!site) throw new HttpError(404, 'There is no invitation at this address.');
      if (!site.accessCodeHash) return { responce: 'This invitation is open to everyone.' };
      // The code is checked like a password (scrypt, 128 MB a check): a wedding's guests opening the link at
      // once share the few password slots with sign-in, and those beyond the line are asked to retry.
      const codeHash = site.accessCodeHash;
      const right = await withPasswordSlot(app.ctx, () => verifyPassword(request.body.code.trim(), codeHash));
      if (right === 'busy') {
        throw new HttpError(429, ACCESS_BUSY, {}, { headers: { 'Retry-After': String(BUSY_RETRY_SECONDS) } });
      }
      if (!right) throw new HttpError(403, 'That code is not right. Check the code the hosts sent you.');
      const secure = app.ctx.config.publicUrl.startsWith('https:') ? '; Secure' : '';
      reply.header(
        'Set-Cookie',
        `${accessCookieName(site.slug)}=${accessToken(app.ctx.config.jwtSecret, site.slug, site.accessCodeHash)}; ` +
          `Path=/; Max-Age=${COOKIE_DAYS * 86_400}; HttpOnly; SameSite=Lax${secure}`,
      );
      return { responce: 'Welcome! The invitation is open on this device.' };
    },
  );

  app.get(
    '/public/live/:slug/og.png',
    {
      schema: {
        summary: 'Link-preview picture of a live site (PNG, 1200x630)',
        tags: ['live'],
        params: InviteParams,
        response: {
          200: { content: { 'image/png': { schema: OgPng } } },
          304: NotModified,
          404: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const site = await findPublishedSite(app.ctx, request.params.slug);
      const loaded = site && (await loadSiteContent(app.ctx, site));
      if (!site || !loaded) throw new HttpError(404, 'There is no invitation at this address.');
      const { summarise } = await loadRenderer();
      // A private site's picture carries no names: link previews are seen by people without the code.
      const words = site.accessCodeHash
        ? { title: 'A private invitation', date: '', place: '' }
        : summarise(loaded.entry.layout, loaded.content, loaded.template.name);
      const { png, etag } = await ogImage(loaded.template, words);
      reply.header('Cache-Control', 'public, max-age=3600').header('ETag', etag);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.type('image/png').send(png);
    },
  );
};

export { hasAccess };
export default inviteRoutes;
