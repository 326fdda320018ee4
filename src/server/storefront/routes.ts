import type { FastifyPluginAsync } from 'fastify';
import analyticsRoutes from './analytics';
import artRoutes from './art';
import businessRoutes from './business';
import contactRoutes from './contact';

/** The public storefront's API under /rest/api/public: contact form, visit counters, artwork, business contact. */
const routes: FastifyPluginAsync = async (app) => {
  await app.register(contactRoutes);
  await app.register(analyticsRoutes);
  await app.register(artRoutes);
  await app.register(businessRoutes);
};

export default routes;
