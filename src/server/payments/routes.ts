import type { FastifyPluginAsync } from 'fastify';

/** Payment links, status polling, provider webhooks and the sandbox checkout page. */
const routes: FastifyPluginAsync = async () => {};

export default routes;
