/**
 * The household's own call, without an account: its personal link's token is the credential.
 *   POST /public/live/{slug}/g/{token}/rsvp   HouseholdRsvp -> { responce } (410 after the event)
 * The page, its HTML form, calendar files and preview picture are served by src/server/invitation.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HouseholdRsvp, HouseholdRsvpResponse, PersonalLinkParams } from '../../shared/api/guests';
import { errorResponseSchema, HttpError } from '../http/errors';
import { publishedSite, refuseAfterEvent } from '../live';
import { functionsOf } from './access';
import {
  answerHousehold,
  HOUSEHOLD_RSVP_SAVED,
  HOUSEHOLD_RSVP_UPDATED,
  householdByToken,
  LINK_UNKNOWN,
} from './personal';

const guestRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = app.ctx;
  app.post(
    '/public/live/:slug/g/:token/rsvp',
    {
      config: { rateLimit: { max: ctx.config.limits.liveRsvpsPerClientPerMinute, timeWindow: 60_000 } },
      schema: {
        summary: "A household's answer through its personal link, per invited function (a second answer updates it)",
        tags: ['guests'],
        params: PersonalLinkParams,
        body: HouseholdRsvp,
        response: Object.fromEntries([
          [200, HouseholdRsvpResponse],
          ...[400, 404, 410, 429].map((status) => [status, errorResponseSchema]),
        ]),
      },
    },
    async (request) => {
      const site = await publishedSite(ctx, request.params.slug);
      const household = await householdByToken(ctx, site.id, request.params.token);
      if (!household) throw new HttpError(404, LINK_UNKNOWN);
      // Once the page has become a thank-you page, RSVP is closed (410) and nothing is stored.
      await refuseAfterEvent(ctx, site.id, await functionsOf(ctx, site));
      const { updated } = await answerHousehold(ctx, household, request.body);
      return { responce: updated ? HOUSEHOLD_RSVP_UPDATED : HOUSEHOLD_RSVP_SAVED };
    },
  );
};

export default guestRoutes;
