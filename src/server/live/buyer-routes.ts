/**
 * The buyer's live-site calls (all need the bearer token; every one works on the caller's own sites only):
 *   GET  /private/get_live_template_user   the caller's sites, newest first (the spec's call)
 *   GET  /private/live/slug                is an address free, and a suggestion from the content
 *   POST /private/live/publish             publish or republish a bought template at an address
 *   POST /private/live/unpublish           take it down; the address stays the buyer's
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  LiveSite,
  LiveSiteList,
  PublishRequest,
  SlugCheckQuery,
  SlugCheckResponse,
  UnpublishRequest,
} from '../../shared/api/live';
import { currentUser, requireUser } from '../account';
import { errorResponseSchema } from '../http/errors';
import { checkSlug, liveSitesOf, publishSite, unpublishSite } from './publishing';

const refusals = Object.fromEntries([400, 401, 403, 404, 409].map((status) => [status, errorResponseSchema]));

const buyerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = app.ctx;

  app.get(
    '/private/get_live_template_user',
    {
      schema: {
        summary: "The caller's live sites, newest first",
        tags: ['live'],
        response: { 200: LiveSiteList, 401: errorResponseSchema },
      },
      preHandler: requireUser,
    },
    async (request) => liveSitesOf(ctx, currentUser(request).id),
  );

  app.get(
    '/private/live/slug',
    {
      schema: {
        summary: 'Whether an address is free for a bought template, and a suggestion made from its content',
        tags: ['live'],
        querystring: SlugCheckQuery,
        response: { 200: SlugCheckResponse, ...refusals },
      },
      preHandler: requireUser,
    },
    async (request) => checkSlug(ctx, currentUser(request).id, request.query.baseTempID, request.query.slug),
  );

  app.post(
    '/private/live/publish',
    {
      schema: {
        summary: 'Publish (or republish) a bought template at an address',
        tags: ['live'],
        body: PublishRequest,
        response: { 200: LiveSite, ...refusals },
      },
      preHandler: requireUser,
    },
    async (request) => {
      const { baseTempID, slug, indexable, accessCode } = request.body;
      return publishSite(ctx, currentUser(request).id, baseTempID, slug, { indexable, accessCode });
    },
  );

  app.post(
    '/private/live/unpublish',
    {
      schema: {
        summary: 'Take a live site down; its address stays reserved for its buyer',
        tags: ['live'],
        body: UnpublishRequest,
        response: { 200: LiveSite, ...refusals },
      },
      preHandler: requireUser,
    },
    async (request) => unpublishSite(ctx, currentUser(request).id, request.body.baseTempID),
  );
};

export default buyerRoutes;
