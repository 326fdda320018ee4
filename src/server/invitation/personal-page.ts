/**
 * A household's personal link, /invite/{slug}/g/{token}: the live page greeting the household by name with
 * only the functions it is invited to (the others are absent from the HTML, cover and venue included: see
 * household-content.ts), open on a private site without the code (which it never stands for), and its RSVP as an
 * HTML form posting back to the same address. That post, and a wish or a photo sent from the page, go through the
 * guest-form pipeline (form-posts.ts) and come back here.
 * Opening it records "opened" for a person and "delivered" for a link-preview robot (WhatsApp's card).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { InviteLanguage } from '../../shared/api/invitation';
import { isLinkPreviewRobot, recordVisit } from '../guests';
import { guestAccess, personalLinkCookie } from '../live';
import { takeFlash } from './flash';
import type { InvitePages } from './page';
import { householdLanguage, personalPage } from './personal-view';
import { PersonalPageParams } from './personal-params';
import { sendPersonalPage } from './send-personal-page';

const PageQuery = Type.Object({
  lang: Type.Optional(InviteLanguage),
  saved: Type.Optional(Type.Literal('1')),
  /** The language links keep a greeting's name; the household's own name is used instead. */
  to: Type.Optional(Type.String({ maxLength: 500 })),
});

export function personalPageRoutes(pages: InvitePages): FastifyPluginAsyncTypebox {
  return async (app) => {
    const ctx = app.ctx;

    app.get(
      '/invite/:slug/g/:token',
      {
        schema: {
          summary: "A household's personal invitation page (HTML)",
          tags: ['guests'],
          params: PersonalPageParams,
          querystring: PageQuery,
        },
      },
      async (request, reply) => {
        const { slug, token } = request.params;
        const site = await pages.site(slug);
        // Kept between requests, and dropped by any change to the household or its site (pages.household).
        const household = site && (await pages.household(site, token));
        if (!site || !household) return sendPersonalPage(request, reply, await pages.notFound());
        const userAgent = request.headers['user-agent'];
        // Only the first visit of each kind is recorded: a page opened again writes nothing.
        const { deliveredAt, openedAt } = household.row;
        if (!(isLinkPreviewRobot(userAgent) ? deliveredAt : openedAt)) await recordVisit(ctx, household.row, userAgent);
        // A person who opened a private site's personal link may send what this page offers every guest (a
        // wish, a photo) on this device, as that household. The cookie is no access code: the site's general
        // page, its calendar files and its RSVP stay closed to it (guest-access.ts).
        if (site.accessCodeHash && !isLinkPreviewRobot(userAgent)) {
          const current = await guestAccess(ctx, site, { cookies: request.cookies }, { household: true });
          if (current?.via !== 'personal-link' || current.householdId !== household.row.id) {
            const { name, value, options } = personalLinkCookie(ctx, site.slug, token);
            reply.setCookie(name, value, options);
          }
        }
        // Back from a wish or a photo sent without script: the page shows its confirmation, once (flash.ts).
        const forms = takeFlash(request, reply, slug, Date.now());
        // The household's language, as its host set it, comes before the buyer's default and the browser's.
        const lang = householdLanguage(household, {
          cookies: request.cookies,
          ...(request.query.lang ? { picked: request.query.lang } : {}),
          acceptLanguage: request.headers['accept-language'],
        });
        const page = await pages.page({
          slug,
          lang,
          ...(forms ? { forms } : {}),
          personal: personalPage(ctx.config.publicUrl, site, token, household, {
            ...(request.query.saved ? { saved: true } : {}),
          }),
        });
        return sendPersonalPage(request, reply, page);
      },
    );
  };
}
