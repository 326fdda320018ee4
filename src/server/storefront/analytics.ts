import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AnalyticsParams, AnalyticsResponse } from '../../shared/api/storefront';
import { kolkataDay } from '../../shared/days';
import { analyticsCounters, analyticsDaily } from '../db/schema';

/**
 * GET /public/increment_analytics/{homepage|template}: one visit more, in atomic upserts: the running total
 * and the day's count (Asia/Kolkata day) the admin's charts read.
 */
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
      const { page } = request.params;
      const day = kolkataDay(app.ctx.config.now());
      await app.ctx.db.transaction(async (tx) => {
        await tx
          .insert(analyticsCounters)
          .values({ page, visits: 1 })
          .onConflictDoUpdate({
            target: analyticsCounters.page,
            set: { visits: sql`${analyticsCounters.visits} + 1` },
          });
        await tx
          .insert(analyticsDaily)
          .values({ day, page, visits: 1 })
          .onConflictDoUpdate({
            target: [analyticsDaily.day, analyticsDaily.page],
            set: { visits: sql`${analyticsDaily.visits} + 1` },
          });
      });
      return { responce: 'OK' };
    },
  );
};

export default analyticsRoutes;
