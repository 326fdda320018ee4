/**
 * A household's personal link, /invite/{slug}/g/{token}: the live page greeting the household by name with
 * only the functions it is invited to (the others are absent from the HTML), open on a private site without
 * the code, and its RSVP as an HTML form posting back to the same address (303 to the page with the answer).
 * Opening it records "opened" for a person and "delivered" for a link-preview robot (WhatsApp's card).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { MAX_SEATS, TRAVEL_MODES, type HouseholdRsvp, type Travel } from '../../shared/api/guests';
import { MEAL_PREFERENCES } from '../../shared/api/live';
import type { AppContext } from '../context';
import { answerHousehold, householdByToken, isLinkPreviewRobot, recordVisit, type PersonalHousehold } from '../guests';
import { pickEncoding } from '../http/encoding';
import { HttpError } from '../http/errors';
import { acceptFormFields } from '../http/form-fields';
import {
  contentOfSite,
  eventsOfSite,
  guestAccess,
  personalLinkCookie,
  refuseAfterEvent,
  type LiveSiteRow,
} from '../live';
import { householdContent } from './household-content';
import { languageFromAcceptLanguage, languageFromCookie } from './language';
import type { InvitePages, PageAnswer } from './page';
import type { HouseholdFormProblem, PersonalPage } from './personal-view';

const personalPath = (slug: string, token: string) => `/invite/${slug}/g/${token}`;

export function personalPage(
  ctx: AppContext,
  site: LiveSiteRow,
  token: string,
  household: PersonalHousehold,
  state: { saved?: boolean; problem?: HouseholdFormProblem },
): PersonalPage {
  const invited = new Map(household.events.map((event) => [event.eventKey, event]));
  let titles: string[] = [];
  return {
    name: household.row.name,
    view(layout, content, events) {
      const own = householdContent(layout, content, events, new Set(invited.keys()));
      titles = own.events.map((event) => event.title);
      return {
        content: own.content,
        events: own.events,
        household: {
          action: personalPath(site.slug, token),
          calendarBase: `/rest/api/public/live/${site.slug}/g/${token}/calendar`,
          entryKeys: own.entryKeys,
          events: own.events.map((event) => {
            const mine = invited.get(event.key)!;
            return {
              ...event,
              seats: mine.seats,
              answer:
                mine.attending === null
                  ? null
                  : { attending: mine.attending, adults: mine.adults, children: mine.children, meals: mine.meals },
            };
          }),
          extraGuestsAllowed: household.row.extraGuestsAllowed,
          askTravel: household.askTravel,
          travel: (household.row.travel as Travel | null) ?? null,
          answered: household.row.answeredAt !== null,
          ...state,
        },
      };
    },
    meta(privateSite) {
      const url = `${ctx.config.publicUrl}${personalPath(site.slug, token)}`;
      if (privateSite) {
        return {
          title: 'A private invitation',
          description: 'You are invited.',
          image: undefined,
          url,
          indexable: false,
        };
      }
      return {
        description: titles.length ? `You are invited to ${titles.join(', ')}.` : 'You are invited.',
        image: `${ctx.config.publicUrl}/rest/api/public/live/${site.slug}/g/${token}/og.png`,
        url,
        indexable: false,
      };
    },
  };
}

/** The form's fields (`attending.<key>`, `adults.<key>`, `meal.<key>.<Meal>`, travel) as a HouseholdRsvp. */
export function rsvpFromForm(household: PersonalHousehold, form: Record<string, string>): HouseholdRsvp {
  // A number box the guest emptied is sent as '' and means none.
  const count = (value: string | undefined) => {
    const typed = (value ?? '').trim();
    if (!typed) return 0;
    const n = Number(typed);
    if (!Number.isInteger(n) || n < 0 || n > MAX_SEATS) throw new HttpError(400, 'count', { problem: 'count' });
    return n;
  };
  const events = household.events.flatMap((event) => {
    const said = form[`attending.${event.eventKey}`];
    if (said !== 'yes' && said !== 'no') return [];
    // Not coming: the counts and meals still in the form's hidden boxes say nothing.
    if (said === 'no') return [{ eventKey: event.eventKey, attending: false, adults: 0, children: 0, meals: {} }];
    const meals = Object.fromEntries(
      MEAL_PREFERENCES.map((meal) => [meal, count(form[`meal.${event.eventKey}.${meal}`])]),
    );
    return [
      {
        eventKey: event.eventKey,
        attending: true,
        adults: count(form[`adults.${event.eventKey}`]),
        children: count(form[`children.${event.eventKey}`]),
        meals,
      },
    ];
  });
  if (!events.length) throw new HttpError(400, 'answer', { problem: 'answer' });
  const travel: Travel = {};
  if (/^\d{4}-\d{2}-\d{2}$/.test(form.arrivalDate ?? '')) travel.arrivalDate = form.arrivalDate;
  if (/^[0-2]\d:[0-5]\d$/.test(form.arrivalTime ?? '')) travel.arrivalTime = form.arrivalTime;
  if ((TRAVEL_MODES as readonly string[]).includes(form.mode ?? '')) travel.mode = form.mode as Travel['mode'];
  travel.needsStay = form.needsStay === 'yes';
  travel.needsPickup = form.needsPickup === 'yes';
  return { events, travel };
}

const FORM_PROBLEMS: readonly HouseholdFormProblem[] = ['seats', 'meals', 'count', 'answer'];

/** The refusal's `problem` (set where the answer is checked) as the form says it; anything else asks again. */
function problemOf(error: HttpError): HouseholdFormProblem {
  const problem = error.details.problem as HouseholdFormProblem | undefined;
  return problem && FORM_PROBLEMS.includes(problem) ? problem : 'answer';
}

const PageParams = Type.Object({
  slug: Type.String({ minLength: 1, maxLength: 200 }),
  token: Type.String({ minLength: 1, maxLength: 200 }),
});
const PageQuery = Type.Object({
  lang: Type.Optional(Type.Union([Type.Literal('en'), Type.Literal('hi'), Type.Literal('kn')])),
  saved: Type.Optional(Type.Literal('1')),
  problem: Type.Optional(Type.String({ maxLength: 20 })),
  /** The language links keep a greeting's name; the household's own name is used instead. */
  to: Type.Optional(Type.String({ maxLength: 500 })),
});
const FORM_BODY_LIMIT = 16 * 1024;

export function personalPageRoutes(pages: InvitePages): FastifyPluginAsyncTypebox {
  return async (app) => {
    const ctx = app.ctx;
    // HTML forms post url-encoded fields; parsed here only (unless the app already reads them).
    if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) {
      acceptFormFields(app, FORM_BODY_LIMIT);
    }

    async function rsvpClosed(site: LiveSiteRow): Promise<boolean> {
      try {
        await refuseAfterEvent(ctx, site.id, eventsOfSite(await contentOfSite(ctx, site)));
        return false;
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 410) return true;
        throw error;
      }
    }

    async function find(slug: string, token: string) {
      const site = await pages.site(slug);
      const household = site && (await householdByToken(ctx, site.id, token));
      return site && household ? { site, household } : null;
    }

    async function send(
      reply: FastifyReply,
      page: PageAnswer,
      acceptEncoding: string | undefined,
      status: number = page.status,
    ) {
      // The address is the household's key: no shared cache keeps it, no search engine lists it, and no
      // link on the page tells another site where it came from.
      reply
        .code(status)
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'private, no-store')
        .header('X-Robots-Tag', 'noindex')
        .header('Referrer-Policy', 'no-referrer')
        .header('Vary', 'Cookie, Accept-Language, Accept-Encoding');
      const encoding = pickEncoding(acceptEncoding, page.encodings);
      if (!encoding) return reply.send(page.html);
      return reply.header('Content-Encoding', encoding).send(await page.encoded(encoding));
    }

    app.get(
      '/invite/:slug/g/:token',
      {
        schema: {
          summary: "A household's personal invitation page (HTML)",
          tags: ['guests'],
          params: PageParams,
          querystring: PageQuery,
        },
      },
      async (request, reply) => {
        const { slug, token } = request.params;
        const found = await find(slug, token);
        if (!found) return send(reply, await pages.notFound(), request.headers['accept-encoding']);
        const { site, household } = found;
        const userAgent = request.headers['user-agent'];
        await recordVisit(ctx, household.row.id, userAgent);
        // A person who opened a private site's personal link may use the rest of the site (its page, wishes,
        // photos) on this device, as that household: the link's token is one of the site's grants.
        if (site.accessCodeHash && !isLinkPreviewRobot(userAgent)) {
          const current = await guestAccess(ctx, site, { headers: { cookie: request.headers.cookie } });
          if (current?.via !== 'personal-link' || current.householdId !== household.row.id) {
            reply.header('Set-Cookie', personalLinkCookie(ctx, site.slug, token));
          }
        }
        const problem = request.query.problem as HouseholdFormProblem | undefined;
        const lang =
          request.query.lang ??
          languageFromCookie(request.headers.cookie) ??
          (household.row.language !== 'en'
            ? household.row.language
            : languageFromAcceptLanguage(request.headers['accept-language']));
        const page = await pages.page({
          slug,
          lang,
          personal: personalPage(ctx, site, token, household, {
            ...(request.query.saved ? { saved: true } : {}),
            ...(problem && ['seats', 'meals', 'count', 'answer'].includes(problem) ? { problem } : {}),
          }),
        });
        return send(reply, page, request.headers['accept-encoding']);
      },
    );

    app.post(
      '/invite/:slug/g/:token',
      {
        config: { rateLimit: { max: ctx.config.limits.liveRsvpsPerClientPerMinute, timeWindow: 60_000 } },
        schema: {
          summary: "The personal page's RSVP form (url-encoded); answers 303 back to the page",
          tags: ['guests'],
          params: PageParams,
        },
      },
      async (request, reply) => {
        const { slug, token } = request.params;
        const found = await find(slug, token);
        if (!found) return send(reply, await pages.notFound(), request.headers['accept-encoding']);
        const form = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<string, string>;
        const back = personalPath(found.site.slug, token);
        if (await rsvpClosed(found.site)) {
          // After the celebrations: nothing is stored, and the household's page (now its thank-you page) says so.
          const page = await pages.page({ slug, personal: personalPage(ctx, found.site, token, found.household, {}) });
          return send(reply, page, request.headers['accept-encoding'], 410);
        }
        try {
          await answerHousehold(ctx, found.household, rsvpFromForm(found.household, form));
        } catch (error) {
          if (!(error instanceof HttpError) || error.statusCode !== 400) throw error;
          return reply
            .code(303)
            .header('Location', `${back}?problem=${problemOf(error)}#rsvp`)
            .send();
        }
        return reply.code(303).header('Location', `${back}?saved=1#rsvp`).send();
      },
    );
  };
}
