import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { TemplateSalesList } from '../../shared/api/admin';
import { adminRefusals } from './refusals';
import { templateSales } from './templates-service';

/** GET /admin/templates: the catalogue with sales and revenue per template and per pack. */
const templatesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/admin/templates',
    {
      schema: {
        tags: ['admin'],
        summary: 'Catalogue with sales per template and pack',
        response: { 200: TemplateSalesList, ...adminRefusals },
      },
    },
    async () => templateSales(app.ctx.db),
  );
};

export default templatesRoutes;
