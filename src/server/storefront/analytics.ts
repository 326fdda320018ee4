import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AnalyticsParams, AnalyticsResponse } from '../../shared/api/storefront';
import { analyticsCounters } from '../db/schema';

/** GET /public/increment_analytics/{homepage|template}: one visit more, in one atomic upsert. */
const analyticsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/public/increment_analytics/:page',
    {
      config: { rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: {
        summary: 'Count a visit to the landing page or the catalogue',
        tags: ['storefront'],
        params: AnalyticsParams,
        response: { 200: AnalyticsResponse },
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
