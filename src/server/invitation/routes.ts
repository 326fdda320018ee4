/**
 * The live page's calls under /rest/api: the access code (a device cookie for a private site) and the
 * link-preview picture. The page itself is registered outside the API prefix (page-routes.ts).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AccessResponse, InviteParams, OgPng } from '../../shared/api/invitation';
import { AccessRequest } from '../../shared/api/live';
import { NotModified } from '../../shared/api/storefront';
import { errorResponseSchema, HttpError } from '../http/errors';
import { accessCookie, admitWithCode, guestAccess, refuseAsWrongCode } from '../live';
import { pageLanguage } from '../../shared/look';
import { siteLookOf } from '../look';
import { ogImage } from './og-image';
import { invitePages } from './page';
import personalRoutes from './personal-routes';
import { loadRenderer } from './renderer';
import { findPublishedSite, loadSiteContent } from './site';

/** Wrong codes are cheap to try, so each client gets a few per minute for each site. */
const ACCESS_TRIES_PER_MINUTE = 10;

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
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      // The site as its page was last drawn from: many guests typing the code at once read it once.
      const site = await invitePages(app.ctx).site(request.params.slug);
      // No private site here (unknown, unpublished, open to everyone): answered as a wrong code is, after the same
      // work, so the call tells no stranger which addresses are private, public or free.
      if (!site?.accessCodeHash) {
        return refuseAsWrongCode(app.ctx, request.params.slug, request.body.code.trim(), request.ip);
      }
      // Cheap to check (an HMAC) and bounded per site and per address: see live/access-code.ts.
      const admitted = await admitWithCode(
        app.ctx,
        { ...site, accessCodeHash: site.accessCodeHash },
        request.body.code.trim(),
        request.ip,
      );
      const { name, value, options } = accessCookie(app.ctx, admitted);
      reply.setCookie(name, value, options);
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
      const { summarise, t } = await loadRenderer();
      // The picture is what a link preview shows to anyone: drawn for a request holding no grant (no cookie), so
      // a private site's carries no names and the answer is the same for every device. A preview robot asks in no
      // language: the picture is in the site's own (its first).
      const lang = pageLanguage(await siteLookOf(app.ctx, site.userId, loaded.template.id), {});
      const shown = (await guestAccess(app.ctx, site, { cookies: {} })) !== null;
      const subtitle = t(lang, 'previewInvited');
      // English keeps the category's own line ('Wedding invitation'); the tables have a general word for the rest.
      const eyebrow = lang === 'en' ? undefined : t(lang, 'previewEyebrow');
      const words = shown
        ? { ...summarise(loaded.entry.layout, loaded.content, loaded.template.name, lang), eyebrow, subtitle }
        : { title: t(lang, 'previewPrivate'), eyebrow, subtitle, date: '', place: '' };
      const { png, etag } = await ogImage(loaded.template, words);
      // Caches (and preview robots) may keep it but must ask again before each use: a site that turns private
      // gets a new ETag, so its named card is not shown from any cache afterwards. A 304 costs no drawing.
      reply.header('Cache-Control', 'public, no-cache').header('ETag', etag);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.type('image/png').send(png);
    },
  );
};

export default inviteRoutes;
