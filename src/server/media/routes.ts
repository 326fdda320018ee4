import type { FastifyPluginAsync } from 'fastify';

/** Uploads and downloads of media files. */
const routes: FastifyPluginAsync = async () => {};

export default routes;
