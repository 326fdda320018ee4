import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { FormatDetail, FormatList, FormatParams } from '../../shared/api/admin';
import { HttpError } from '../http/errors';
import { formatDetail, listFormats } from './formats-service';
import { adminRefusals } from './refusals';

/** GET /admin/formats and /admin/formats/{name}: the category schemas, their fields and lint status. */
const formatsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/admin/formats',
    {
      schema: {
        tags: ['admin'],
        summary: 'Every category schema with its lint status',
        response: { 200: FormatList, ...adminRefusals },
      },
    },
    async () => ({ formats: listFormats() }),
  );

  app.get(
    '/admin/formats/:name',
    {
      schema: {
        tags: ['admin'],
        summary: "One category schema's sections, fields, pack gates and templates",
        params: FormatParams,
        response: { 200: FormatDetail, ...adminRefusals },
      },
    },
    async (request) => {
      const detail = formatDetail(request.params.name);
      if (!detail) throw new HttpError(404, 'No category schema has that name.');
      return detail;
    },
  );
};

export default formatsRoutes;
