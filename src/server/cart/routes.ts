import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AddToCartParams, CartItemsResponse, OrderedItemsResponse } from '../../shared/api/orders';
import { currentUser, requireUser } from '../account';
import {
  clearCartItem,
  getCartItem,
  orderedItemsFor,
  putCartItem,
  refuseIfOwned,
  resolveChoice,
  type CartItem,
} from './cart-service';
import { errorResponseSchema } from '../http/errors';
import { MessagePackCart, MessagePackParams } from '../../shared/api/message-pack';
import { clearMessagePack, messagePackLineOf, putMessagePack } from './message-pack';
import { cartTemplateDto } from '../catalogue';

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

/** Cart and ordered items: all private, all about the caller's own records. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  // onRequest so a missing token is a 401 before any input is looked at.
  app.addHook('onRequest', requireUser);

  app.get(
    '/public/addtocart/:templateId/:packType',
    {
      schema: {
        tags: ['cart'],
        summary: 'Put a template and pack in the cart (one item per user; replaces what was there)',
        params: AddToCartParams,
        response: {
          200: CartItemsResponse,
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
        response: { 200: CartItemsResponse },
      },
    },
    async (request) => cartAnswer(await getCartItem(app.ctx.db, currentUser(request).id)),
  );

  app.delete(
    '/public/cart',
    { schema: { tags: ['cart'], summary: 'Empty the cart', response: { 200: CartItemsResponse } } },
    async (request) => {
      await clearCartItem(app.ctx.db, currentUser(request).id);
      return cartAnswer(null);
    },
  );

  app.put(
    '/private/live/:liveId/message-pack',
    {
      schema: {
        tags: ['cart'],
        summary: "Put a message pack for one of the caller's own sites in the cart (one line; replaces another site's)",
        params: MessagePackParams,
        response: {
          200: MessagePackCart,
          400: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => ({ line: await putMessagePack(app.ctx, currentUser(request), request.params.liveId) }),
  );

  app.get(
    '/private/cart/message-pack',
    {
      schema: { tags: ['cart'], summary: "The cart's message pack line, or null", response: { 200: MessagePackCart } },
    },
    async (request) => ({ line: await messagePackLineOf(app.ctx, currentUser(request)) }),
  );

  app.delete(
    '/private/cart/message-pack',
    {
      schema: { tags: ['cart'], summary: "Remove the cart's message pack line", response: { 200: MessagePackCart } },
    },
    async (request) => {
      await clearMessagePack(app.ctx.db, currentUser(request).id);
      return { line: null };
    },
  );

  app.get(
    '/public/getordereditems',
    {
      schema: {
        tags: ['cart'],
        summary: 'Bought templates (BOUGHT) and the cart item (INCART)',
        response: { 200: OrderedItemsResponse },
      },
    },
    async (request) => ({
      responce: 'OK',
      responceId: { inCartDtoList: await orderedItemsFor(app.ctx.db, currentUser(request).id) },
    }),
  );
};

export default routes;
