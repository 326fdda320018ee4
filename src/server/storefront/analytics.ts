import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { analyticsCounters } from '../db/schema';

/** The pages whose visits are counted; the web app pings once per page load. */
export const COUNTED_PAGES = ['homepage', 'template'] as const;
type CountedPage = (typeof COUNTED_PAGES)[number];

/** GET /public/increment_analytics/{homepage|template}: one visit more, in one atomic upsert. */
const analyticsRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { page: CountedPage } }>(
    '/public/increment_analytics/:page',
    {
      config: { rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: {
        summary: 'Count a visit to the landing page or the catalogue',
        tags: ['storefront'],
        params: {
          type: 'object',
          additionalProperties: false,
          required: ['page'],
          properties: { page: { type: 'string', enum: [...COUNTED_PAGES] } },
        },
        response: {
          200: { type: 'object', required: ['responce'], properties: { responce: { type: 'string' } } },
        },
      },
    },
    async (request) => {
      await app.ctx.db
        .insert(analyticsCounters)
        .values({ page: request.params.page, visits: 1 })
        .onConflictDoUpdate({ target: analyticsCounters.page, set: { visits: sql`${analyticsCounters.visits} + 1` } });
      return { responce: 'OK' };
    },
  );
};

export default analyticsRoutes;
