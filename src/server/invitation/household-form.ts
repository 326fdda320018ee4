/**
 * POST /invite/{slug}/g/{token}: a household's RSVP from its personal link, in the guest-form pipeline
 * (form-posts.ts registers it with the same cross-site check and limits). Saved: 303 back to the page, which
 * shows the saved answer. Refused: the household's page drawn again (422) with what was typed in the fields and
 * the reason above them. After the celebrations: its thank-you page (410), nothing stored.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { onRequestHookHandler } from 'fastify';
import { answerHousehold, householdByToken } from '../guests';
import type { FormFields } from '../http/form-fields';
import { attempt } from './form-refusal';
import type { InvitePages } from './page';
import { PersonalPageParams } from './personal-params';
import {
  householdLanguage,
  personalPage,
  personalPath,
  readHouseholdForm,
  type HouseholdFormProblem,
  type HouseholdFormState,
} from './personal-view';
import { sendPersonalPage } from './send-personal-page';

const FORM_PROBLEMS: readonly HouseholdFormProblem[] = ['seats', 'meals', 'count', 'answer'];

export const householdFormRoute: FastifyPluginAsyncTypebox<{
  pages: InvitePages;
  onRequest: onRequestHookHandler[];
}> = async (app, { pages, onRequest }) => {
  const { ctx } = app;
  app.post(
    '/invite/:slug/g/:token',
    {
      onRequest,
      config: { rateLimit: { max: ctx.config.limits.liveRsvpsPerClientPerMinute, timeWindow: 60_000 } },
      schema: {
        summary: "The personal page's RSVP form (url-encoded); answers 303 back to the page",
        tags: ['guests'],
        consumes: ['application/x-www-form-urlencoded'],
        params: PersonalPageParams,
      },
    },
    async (request, reply) => {
      const { slug, token } = request.params;
      const site = await pages.formSite(slug, undefined);
      const household = site && (await householdByToken(ctx, site.site.id, token));
      if (!site || !household) return sendPersonalPage(request, reply, await pages.notFound());
      const lang = householdLanguage(household, {
        cookies: request.cookies,
        acceptLanguage: request.headers['accept-language'],
      });
      // The page's script asks for JSON: the form's box drawn again, put in place of the old one (no reload).
      const wantsJson = /application\/json/.test(request.headers.accept ?? '');
      const drawn = async (state: HouseholdFormState, status: number, shown = household) => {
        const personal = personalPage(ctx.config.publicUrl, site.site, token, shown, state);
        if (wantsJson) {
          const html = await pages.householdBlock(slug, lang, personal);
          return html === null ? reply.code(404).send({}) : reply.code(status).send({ html });
        }
        return sendPersonalPage(request, reply, await pages.page({ slug, lang, personal }), status);
      };
      // After the celebrations: nothing is stored, and the household's page (now its thank-you page) says so.
      if (site.rsvpClosed) return drawn({}, 410);
      const { answer, problem } = readHouseholdForm(household, request.body as FormFields);
      if (problem) return drawn({ problem, typed: answer }, 422);
      const refusal = await attempt(() => answerHousehold(ctx, household, answer));
      if (refusal) {
        // The reason the service names (too many seats, more meals than people), else "check your answer".
        const named = refusal.details?.problem as HouseholdFormProblem | undefined;
        const said = named && FORM_PROBLEMS.includes(named) ? named : 'answer';
        return drawn({ problem: said, typed: answer }, refusal.status === 400 ? 422 : refusal.status);
      }
      if (wantsJson) {
        // The saved answer as it is now stored, with the thanks above it.
        const saved = await householdByToken(ctx, site.site.id, token);
        if (saved) return drawn({ saved: true }, 200, saved);
      }
      return reply.redirect(`${personalPath(site.site.slug, token)}?saved=1#rsvp`, 303);
    },
  );
};
