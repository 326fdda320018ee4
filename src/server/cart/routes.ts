import type { FastifyPluginAsync } from 'fastify';
import type { CartItemsResponse, OrderedItemsResponse, TemplatesByIdResponse } from '../../shared/api/orders';
import { findTemplate } from '../../shared/catalogue';
import { currentUser, requireUser } from '../auth/guard';
import {
  clearCartItem,
  getCartItem,
  orderedItemsFor,
  putCartItem,
  refuseIfOwned,
  resolveChoice,
  type CartItem,
} from './cart-service';
import { errorResponseSchema, HttpError } from '../http/errors';
import { cartItemsResponseSchema, orderedItemsResponseSchema } from './schemas';
import { cartTemplateDto, templateDto, templateDtoSchema } from './template-dto';

function cartAnswer(item: CartItem | null): CartItemsResponse {
  if (!item) return { responce: 'OK', responceId: {} };
  return {
    responce: 'OK',
    responceId: {
      temp_id: item.template.id,
      packType: item.packType,
      templateData: cartTemplateDto(item.template, item.packType),
    },
  };
}

/** Cart, ordered items and template lookups: all private, all about the caller's own records. */
const routes: FastifyPluginAsync = async (app) => {
  // onRequest so a missing token is a 401 before any input is looked at.
  app.addHook('onRequest', requireUser);

  app.get<{ Params: { templateId: string; packType: string } }>(
    '/public/addtocart/:templateId/:packType',
    {
      schema: {
        tags: ['cart'],
        summary: 'Put a template and pack in the cart (one item per user; replaces what was there)',
        params: {
          type: 'object',
          additionalProperties: false,
          properties: {
            templateId: { type: 'string', minLength: 1, maxLength: 40 },
            packType: { type: 'string', minLength: 1, maxLength: 40 },
          },
          required: ['templateId', 'packType'],
        },
        response: {
          200: cartItemsResponseSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const item = resolveChoice(request.params.templateId, request.params.packType);
      await refuseIfOwned(app.ctx.db, user.id, item.template);
      await putCartItem(app.ctx.db, user.id, item, app.ctx.config.now());
      return cartAnswer(item);
    },
  );

  app.get(
    '/public/getcartitems',
    {
      schema: {
        tags: ['cart'],
        summary: 'The cart item (empty responceId when the cart is empty)',
        response: { 200: cartItemsResponseSchema },
      },
    },
    async (request) => cartAnswer(await getCartItem(app.ctx.db, currentUser(request).id)),
  );

  app.delete(
    '/public/cart',
    { schema: { tags: ['cart'], summary: 'Empty the cart', response: { 200: cartItemsResponseSchema } } },
    async (request) => {
      await clearCartItem(app.ctx.db, currentUser(request).id);
      return cartAnswer(null);
    },
  );

  app.get<{ Params: { id: string } }>(
    '/public/get_templates_by_id/:id',
    {
      schema: {
        tags: ['cart'],
        summary: 'One catalogue template by id (tempDtoList)',
        params: {
          type: 'object',
          additionalProperties: false,
          properties: { id: { type: 'string', minLength: 1, maxLength: 40 } },
          required: ['id'],
        },
        response: {
          200: {
            type: 'object',
            properties: {
              tempDtoList: { type: 'array', items: templateDtoSchema },
              methodResponce: { type: 'string' },
            },
            required: ['tempDtoList', 'methodResponce'],
          },
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
      const answer: TemplatesByIdResponse = { tempDtoList: [templateDto(template)], methodResponce: 'OK' };
      return answer;
    },
  );

  app.get(
    '/public/getordereditems',
    {
      schema: {
        tags: ['cart'],
        summary: 'Bought templates (BOUGHT) and the cart item (INCART)',
        response: { 200: orderedItemsResponseSchema },
      },
    },
    async (request) => {
      const answer: OrderedItemsResponse = {
        responce: 'OK',
        responceId: { inCartDtoList: await orderedItemsFor(app.ctx.db, currentUser(request).id) },
      };
      return answer;
    },
  );
};

export default routes;
