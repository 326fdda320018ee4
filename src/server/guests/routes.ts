/** The guest list: the host's calls (buyer or co-host) and the household's RSVP through its personal link. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import guestRoutes from './guest-routes';
import hostRoutes from './host-routes';

const guestListRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(hostRoutes);
  await app.register(guestRoutes);
};

export default guestListRoutes;
