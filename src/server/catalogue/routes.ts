import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { TemplateByIdParams, TemplatesByIdResponse } from '../../shared/api/orders';
import { findTemplate } from '../../shared/catalogue';
import { requireUser } from '../auth';
import { errorResponseSchema, HttpError } from '../http/errors';
import { templateDto } from './template-dto';

/** Template lookups by id from the built-in catalogue (signed-in callers, as the spec's client calls it). */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  // onRequest so a missing token is a 401 before any input is looked at.
  app.addHook('onRequest', requireUser);

  app.get(
    '/public/get_templates_by_id/:id',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'One catalogue template by id (tempDtoList)',
        params: TemplateByIdParams,
        response: {
          200: TemplatesByIdResponse,
          // The refusal also carries the spec's empty list and methodResponce NOT_FOUND.
          404: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const template = findTemplate(request.params.id);
      if (!template) {
        throw new HttpError(404, `Template "${request.params.id}" was not found.`, {
          tempDtoList: [],
          methodResponce: 'NOT_FOUND',
        });
      }
      return { tempDtoList: [templateDto(template)], methodResponce: 'OK' };
    },
  );
};

export default routes;
