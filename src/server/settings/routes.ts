/**
 * The settings page's lists: the caller's order history and liked templates. Everything is the caller's;
 * nothing takes another user's id.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { LikedTemplateParams, LikedTemplatesResponse, OrderHistoryResponse } from '../../shared/api/settings';
import { currentUser, requireUser } from '../account';
import { errorResponseSchema } from '../http/errors';
import { like, likedOf, unlike } from './liked-templates';
import { orderHistory } from './order-history';

const refusals = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema };
const tags = ['settings'];

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = app.ctx;

  app.get(
    '/private/order_history',
    {
      schema: {
        tags,
        summary: "The caller's orders, newest first, with amount and GST",
        response: { 200: OrderHistoryResponse, ...refusals },
      },
      onRequest: requireUser,
    },
    async (request) => ({ responce: 'OK', responceId: { orders: await orderHistory(ctx, currentUser(request).id) } }),
  );

  app.get(
    '/private/liked_templates',
    {
      schema: { tags, summary: 'Templates the caller hearted', response: { 200: LikedTemplatesResponse, ...refusals } },
      onRequest: requireUser,
    },
    async (request) => ({ responce: 'OK', responceId: { liked: await likedOf(ctx, currentUser(request).id) } }),
  );

  app.put(
    '/private/liked_templates/:tempId',
    {
      schema: {
        tags,
        summary: 'Heart a template',
        params: LikedTemplateParams,
        response: { 200: LikedTemplatesResponse, ...refusals },
      },
      onRequest: requireUser,
    },
    async (request) => {
      const userId = currentUser(request).id;
      await like(ctx, userId, request.params.tempId);
      return { responce: 'Added to your liked templates.', responceId: { liked: await likedOf(ctx, userId) } };
    },
  );

  app.delete(
    '/private/liked_templates/:tempId',
    {
      schema: {
        tags,
        summary: 'Remove a heart',
        params: LikedTemplateParams,
        response: { 200: LikedTemplatesResponse, ...refusals },
      },
      onRequest: requireUser,
    },
    async (request) => {
      const userId = currentUser(request).id;
      await unlike(ctx, userId, request.params.tempId);
      return { responce: 'Removed from your liked templates.', responceId: { liked: await likedOf(ctx, userId) } };
    },
  );
};

export default routes;
