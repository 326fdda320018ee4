import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, desc, eq } from 'drizzle-orm';
import { AdminLiveTemplates, AdminPublishRequest, AdminUnpublishRequest, UserParams } from '../../shared/api/admin';
import { LiveSite } from '../../shared/api/live';
import { findTemplate } from '../../shared/catalogue';
import { PACK_TYPES } from '../../shared/pricing';
import { orders, users } from '../db/schema';
import { HttpError } from '../http/errors';
import { liveSitesOf, publishSite, unpublishSite } from '../live';
import { recordAudit } from './audit';
import { adminRefusals } from './refusals';

/**
 * /createlive's calls: a buyer's bought templates with their sites, and publish/unpublish for them through
 * the same service as the buyer's own Publish button (same rules: a paid order and submitted content).
 */
const liveRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = app.ctx;
  const refusals = { ...adminRefusals, 409: adminRefusals[400] };

  async function buyerOrRefuse(userId: number) {
    const [user] = await ctx.db.select().from(users).where(eq(users.id, userId)).limit(1);
    if (!user) throw new HttpError(404, 'No account has that id.');
    return user;
  }

  app.get(
    '/admin/live/users/:userId/templates',
    {
      schema: {
        tags: ['admin'],
        summary: "A buyer's bought templates, each with its live site if it has one",
        params: UserParams,
        response: { 200: AdminLiveTemplates, ...adminRefusals },
      },
    },
    async (request) => {
      const userId = Number(request.params.userId);
      await buyerOrRefuse(userId);
      const paid = await ctx.db
        .select({ tempId: orders.tempId, pack: orders.packType, id: orders.id })
        .from(orders)
        .where(and(eq(orders.userId, userId), eq(orders.status, 'paid')))
        .orderBy(desc(orders.paidAt));
      const sites = await liveSitesOf(ctx, userId);
      // One entry per template, with the best pack bought for it.
      const best = new Map<string, (typeof paid)[number]>();
      for (const order of paid) {
        const key = order.tempId.toLowerCase();
        const kept = best.get(key);
        if (!kept || PACK_TYPES.indexOf(order.pack) > PACK_TYPES.indexOf(kept.pack)) best.set(key, order);
      }
      return {
        templates: [...best.values()].map((order) => {
          const template = findTemplate(order.tempId);
          return {
            baseTempID: template?.id ?? order.tempId,
            name: template?.name ?? order.tempId,
            packType: order.pack,
            orderId: order.id,
            site: sites.find((site) => site.baseTempID.toLowerCase() === order.tempId.toLowerCase()) ?? null,
          };
        }),
      };
    },
  );

  app.post(
    '/admin/live/publish',
    {
      schema: {
        tags: ['admin'],
        summary: "Publish (or republish) a buyer's bought template at an address, for them",
        body: AdminPublishRequest,
        response: { 200: LiveSite, ...refusals },
      },
    },
    async (request) => {
      const { userId, baseTempID, slug, indexable, accessCode } = request.body;
      await buyerOrRefuse(userId);
      const site = await publishSite(ctx, userId, baseTempID, slug, { indexable, accessCode });
      await recordAudit(request, 'live.publish', `live:${site.liveId}`, { userId, baseTempID: site.baseTempID, slug });
      return site;
    },
  );

  app.post(
    '/admin/live/unpublish',
    {
      schema: {
        tags: ['admin'],
        summary: "Take a buyer's live site down; the address stays theirs",
        body: AdminUnpublishRequest,
        response: { 200: LiveSite, ...refusals },
      },
    },
    async (request) => {
      const { userId, baseTempID } = request.body;
      await buyerOrRefuse(userId);
      const site = await unpublishSite(ctx, userId, baseTempID);
      await recordAudit(request, 'live.unpublish', `live:${site.liveId}`, {
        userId,
        baseTempID: site.baseTempID,
        slug: site.slug,
      });
      return site;
    },
  );
};

export default liveRoutes;
