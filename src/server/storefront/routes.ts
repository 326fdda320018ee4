import type { FastifyPluginAsync } from 'fastify';

/** Contact form and visit analytics under /rest/api/public. */
const routes: FastifyPluginAsync = async () => {};

export default routes;
