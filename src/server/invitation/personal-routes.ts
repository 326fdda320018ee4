/**
 * A personal link's files under /rest/api: the calendar file of each function it is invited to (any other is
 * a 404 for that link), and its link-preview picture, which names only its functions (a private site's stays
 * generic).
 *   GET /public/live/{slug}/g/{token}/calendar/{eventKey}.ics
 *   GET /public/live/{slug}/g/{token}/og.png
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PersonalCalendarParams, PersonalLinkParams } from '../../shared/api/guests';
import { CalendarQuery } from '../../shared/api/live';
import { OgPng } from '../../shared/api/invitation';
import { CalendarFile } from '../../shared/api/live';
import { householdByToken, LINK_UNKNOWN } from '../guests';
import { errorResponseSchema, HttpError } from '../http/errors';
import { calendarFile, contentOfSite, eventsOfSite, headingOfSite, publishedSite, siteExtrasOf } from '../live';
import { pageLanguage } from '../../shared/look';
import { siteLookOf } from '../look';
import { ogImage } from './og-image';
import { loadRenderer } from './renderer';
import { findPublishedSite, loadSiteContent } from './site';

const personalRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = app.ctx;

  app.get(
    '/public/live/:slug/g/:token/calendar/:eventKey.ics',
    {
      schema: {
        summary: "One of a household's functions as an iCalendar file (its own functions only)",
        tags: ['guests'],
        params: PersonalCalendarParams,
        querystring: CalendarQuery,
        response: {
          200: { content: { 'text/calendar': { schema: CalendarFile } } },
          400: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { slug, token, eventKey } = request.params;
      const site = await publishedSite(ctx, slug);
      const household = await householdByToken(ctx, site.id, token);
      if (!household) throw new HttpError(404, LINK_UNKNOWN);
      if (!household.events.some((event) => event.eventKey === eventKey)) {
        throw new HttpError(404, 'This invitation has no such event.');
      }
      const content = await contentOfSite(ctx, site);
      const event = eventsOfSite(content).find((candidate) => candidate.key === eventKey);
      if (!event) throw new HttpError(404, 'This invitation has no such event.');
      const file = await calendarFile(
        {
          liveId: site.id,
          url: `${ctx.config.publicUrl}/invite/${site.slug}/g/${token}`,
          heading: headingOfSite(content),
          domain: new URL(ctx.config.publicUrl).hostname,
        },
        event,
        (await siteExtrasOf(ctx, site.id)).streams[event.key],
        // The page's language, else the one its host set for the household.
        request.query.lang ?? household.row.language,
      );
      return reply
        .type('text/calendar; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${site.slug}-${eventKey}.ics"`)
        .header('Cache-Control', 'private, no-cache')
        .send(file);
    },
  );

  app.get(
    '/public/live/:slug/g/:token/og.png',
    {
      schema: {
        summary: "A household's link-preview picture (PNG, 1200x630): its functions only",
        tags: ['guests'],
        params: PersonalLinkParams,
        response: { 200: { content: { 'image/png': { schema: OgPng } } }, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const site = await findPublishedSite(ctx, request.params.slug);
      const household = site && (await householdByToken(ctx, site.id, request.params.token));
      const loaded = site && household && (await loadSiteContent(ctx, site));
      if (!site || !household || !loaded) throw new HttpError(404, LINK_UNKNOWN);
      const { summarise, t } = await loadRenderer();
      const invited = new Set(household.events.map((event) => event.eventKey));
      const mine = loaded.events.filter((event) => invited.has(event.key));
      // In the household's own language, as its page opens.
      const look = await siteLookOf(ctx, site.userId, loaded.template.id);
      const lang = pageLanguage(look, { own: household.row.language });
      const subtitle = t(lang, 'previewInvited');
      // English keeps the category's own line ('Wedding invitation'); the tables have a general word for the rest.
      const eyebrow = lang === 'en' ? undefined : t(lang, 'previewEyebrow');
      // The site's own date and place may be a function this household is not invited to: its own instead.
      const words = site.accessCodeHash
        ? { title: t(lang, 'previewPrivate'), eyebrow, subtitle, date: '', place: '' }
        : {
            title: summarise(loaded.entry.layout, loaded.content, loaded.template.name, lang).title,
            eyebrow,
            subtitle,
            date: mine.map((event) => event.title).join(' · '),
            place: mine.length === 1 ? (mine[0]!.venue ?? '') : '',
          };
      const { png } = await ogImage(loaded.template, words);
      return reply.type('image/png').header('Cache-Control', 'private, max-age=3600').send(png);
    },
  );
};

export default personalRoutes;
