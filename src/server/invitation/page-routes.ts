/**
 * GET /invite/{slug}: the live invitation, rendered on the server from the one invitation renderer, so names,
 * date and venue are in the first HTML. Registered outside /rest/api, before the web app's fallback, with the
 * page's own form posts (form-posts.ts).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { InviteHtml, InviteParams, InviteQuery } from '../../shared/api/invitation';
import { errorResponseSchema } from '../http/errors';
import { takeFlash } from './flash';
import formPostRoutes from './form-posts';
import { invitePages } from './page';
import { acceptedLanguages, languageCookie, languageFromCookie } from './language';
import { personalPageRoutes } from './personal-page';
import sampleArtRoutes from './sample-art-routes';
import { sendPage } from './send-page';

const invitePageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const pages = invitePages(app.ctx);
  app.addHook('onClose', async () => pages.close());
  await app.register(formPostRoutes, { pages });
  await app.register(personalPageRoutes(pages));
  await app.register(sampleArtRoutes);

  app.get(
    '/invite/:slug',
    {
      schema: {
        summary: 'The live invitation page (HTML)',
        tags: ['live'],
        params: InviteParams,
        querystring: InviteQuery,
        response: {
          200: { content: { 'text/html': { schema: InviteHtml } } },
          400: errorResponseSchema,
          404: { content: { 'text/html': { schema: InviteHtml } } },
        },
      },
    },
    async (request, reply) => {
      // The guest's pick (the address, else this device's cookie), else the browser's language. The answer
      // depends on all three, so Vary names Cookie and Accept-Language: no shared cache hands one guest's
      // language to another. Only a site with the languages feature uses it (InvitePages keeps others English).
      // The buyer's choice of languages narrows these (pageLanguage, in page.ts).
      const language = {
        picked: request.query.lang ?? languageFromCookie(request.cookies),
        browser: acceptedLanguages(request.headers['accept-language']),
      };
      const { slug } = request.params;
      // Back from a form posted without script: the page shows that form's confirmation, once.
      const forms = takeFlash(request, reply, slug, Date.now());
      const page = await pages.page({
        slug,
        ...(request.query.to !== undefined ? { to: request.query.to } : {}),
        cookies: request.cookies,
        lang: language,
        ...(forms ? { forms } : {}),
      });
      // A guest's pick is remembered on this device: the next visit without ?lang= opens in it.
      if (request.query.lang) {
        const { name, value, options } = languageCookie(app.ctx.config.publicUrl, request.query.lang);
        reply.setCookie(name, value, options);
      }
      return sendPage(request, reply, page, { personal: Boolean(forms) });
    },
  );
};

export default invitePageRoutes;
