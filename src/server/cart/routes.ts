import type { FastifyPluginAsync } from 'fastify';

/** Cart, ordered items and template lookups. */
const routes: FastifyPluginAsync = async () => {};

export default routes;
