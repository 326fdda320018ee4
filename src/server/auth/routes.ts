import type { FastifyPluginAsync } from 'fastify';

/** Signup with e-mailed OTP, login, token refresh, password reset. */
const routes: FastifyPluginAsync = async () => {};

export default routes;
