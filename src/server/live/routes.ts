/** Live invitation sites: the buyer's publishing calls and the guests' calls. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import buyerRoutes from './buyer-routes';
import guestRoutes from './guest-routes';

const liveRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(buyerRoutes);
  await app.register(guestRoutes);
};

export default liveRoutes;
