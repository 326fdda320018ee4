import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Overview } from '../../shared/api/admin';
import { buildOverview } from './overview-service';
import { adminRefusals } from './refusals';

/** GET /admin/overview: the shop's last 30 days against the 30 before, what waits, and recent admin actions. */
const overviewRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/admin/overview',
    {
      schema: {
        tags: ['admin'],
        summary: 'Figures of the last 30 days',
        response: { 200: Overview, ...adminRefusals },
      },
    },
    async () => buildOverview(app.ctx),
  );
};

export default overviewRoutes;
