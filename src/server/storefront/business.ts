import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BusinessContact } from '../../shared/api/storefront';

/**
 * GET /public/business-contact: the business's messaging number, phone and e-mail from the server's
 * configuration, so the chat links, footer and terms show what the operator configured.
 */
const businessRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/public/business-contact',
    {
      schema: {
        summary: 'Business contact details shown on the public pages',
        tags: ['storefront'],
        response: { 200: BusinessContact },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'public, max-age=300');
      return app.ctx.config.business;
    },
  );
};

export default businessRoutes;
