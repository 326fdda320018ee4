import type { FastifyPluginAsync } from 'fastify';
import { requireAdmin } from '../account';
import contactRoutes from './contact';
import formatsRoutes from './formats';
import jobsRoutes from './jobs';
import liveRoutes from './live';
import ordersRoutes from './orders';
import overviewRoutes from './overview';
import templatesRoutes from './templates';
import usersRoutes from './users';

/**
 * The admin area's calls under /rest/api/admin, one file per screen. Every one needs the admin role, read from
 * the database on each request (a token's role claim is not trusted): no token 401, anyone else 403.
 */
const routes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', requireAdmin);
  await app.register(overviewRoutes);
  await app.register(templatesRoutes);
  await app.register(ordersRoutes);
  await app.register(formatsRoutes);
  await app.register(usersRoutes);
  await app.register(contactRoutes);
  await app.register(liveRoutes);
  await app.register(jobsRoutes);
};

export default routes;
