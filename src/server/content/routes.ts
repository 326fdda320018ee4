import type { FastifyPluginAsync } from 'fastify';

/** Buyer content: createuserdata and get_userdata_component_fromuser. */
const routes: FastifyPluginAsync = async () => {};

export default routes;
