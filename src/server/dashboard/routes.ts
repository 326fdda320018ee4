/**
 * The dashboard's figures: content progress per template and section, and what each live site has waiting.
 * Everything is the caller's; nothing takes another user's id.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DashboardResponse } from '../../shared/api/dashboard';
import { currentUser, requireUser } from '../account';
import { errorResponseSchema } from '../http/errors';
import { dashboardFigures } from './dashboard';

const refusals = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema };
const tags = ['dashboard'];

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = app.ctx;

  app.get(
    '/private/dashboard',
    {
      schema: {
        tags,
        summary: "The dashboard's figures: setup progress per template and section, what each live site has waiting",
        response: { 200: DashboardResponse, ...refusals },
      },
      onRequest: requireUser,
    },
    async (request) => ({ responce: 'OK', responceId: await dashboardFigures(ctx, currentUser(request).id) }),
  );
};

export default routes;
