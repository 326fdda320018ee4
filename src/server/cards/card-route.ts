/**
 * GET /public/live/{slug}/cards/{eventKey}?lang[&v]: a function's current general card (PNG, 1080 x 1350), for
 * the guests who see that function and for link previews of an open site's page, whose og:image it is
 * (preview-card.ts; contract: src/shared/api/cards.ts). As private as the function's film (function-grant.ts):
 * an open site's to anyone; a private site's to the code's grant, or to a household invited to that function.
 * Anyone else gets the same 404 as for an unknown site, and no card (none made, or not in that language) a 404.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { CardParams, CardQuery, MediaFile } from '../../shared/api/cards';
import { errorResponseSchema, HttpError } from '../http/errors';
import { openCard } from './card-files';
import { answeredFromCache, requireFunctionShown } from './function-grant';
import { cardVersionOf, currentGeneralCard } from './preview-card';

export const NO_GENERAL_CARD = 'This function of the invitation has no card in that language.';

const refusals = Object.fromEntries([400, 404, 429].map((status) => [status, errorResponseSchema]));

const cardRoute: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = app.ctx;

  app.get(
    '/public/live/:slug/cards/:eventKey',
    {
      schema: {
        summary: "A function's current general card (PNG) in one language, for the guests who see that function",
        tags: ['cards'],
        params: CardParams,
        querystring: CardQuery,
        response: {
          200: { content: { 'image/png': { schema: MediaFile } } },
          304: Type.Null({ description: 'The card the caller has' }),
          ...refusals,
        },
      },
    },
    async (request, reply) => {
      const { slug, eventKey } = request.params;
      const site = await requireFunctionShown(ctx, request, slug, eventKey, NO_GENERAL_CARD);
      const name = await currentGeneralCard(ctx, site.id, eventKey, request.query.lang);
      if (!name) throw new HttpError(404, NO_GENERAL_CARD);
      // An open site's card is the same for everyone, and link-preview robots fetch it with no cookie: shared
      // caches (a CDN, a robot's own) may keep it, so a preview shared in many chats is fetched from here rarely.
      // Never for good, though: they ask again before each use (a 304 is one slot note's read), so once the site
      // turns private no cache shows its card any more (as og.png). A private site's answer is private.
      const shared = site.accessCodeHash === null;
      if (answeredFromCache(request, reply, { version: cardVersionOf(name), asked: request.query.v, shared })) {
        return reply.code(304).send(null);
      }
      // The slot names only a kept card; one removed meanwhile (the site went, the store was cleaned) is a 404.
      const card = await openCard(ctx, name);
      if (!card) throw new HttpError(404, NO_GENERAL_CARD);
      if (card.bytes > 0) reply.header('Content-Length', String(card.bytes));
      return reply
        .type('image/png')
        .header('Content-Disposition', `inline; filename="invitation-${site.slug}-${eventKey}.png"`)
        .header('X-Content-Type-Options', 'nosniff')
        .send(card.stream);
    },
  );
};

export default cardRoute;
