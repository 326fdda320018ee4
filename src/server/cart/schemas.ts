/** JSON Schemas of the cart answers; the login route reuses orderedItemListSchema for its inCartDtoList. */
import { cartTemplateDtoSchema } from './template-dto';

const packType = { type: 'string', enum: ['basic', 'premium', 'luxury'] } as const;

export const orderedItemSchema = {
  type: 'object',
  properties: {
    temp_id: { type: 'string' },
    name: { type: 'string' },
    cat: { type: 'string' },
    tumbnailUrl: { type: 'string' },
    price: { type: 'integer' },
    packType,
    tempState: { type: 'string', enum: ['INCART', 'PENDING', 'BOUGHT', 'EXPIRED'] },
    userName: { type: 'string' },
    orderId: { type: 'string' },
    paidAt: { type: 'string' },
  },
  required: ['temp_id', 'name', 'cat', 'tumbnailUrl', 'price', 'packType', 'tempState', 'userName'],
} as const;

export const orderedItemListSchema = { type: 'array', items: orderedItemSchema } as const;

export const orderedItemsResponseSchema = {
  type: 'object',
  properties: {
    responce: { type: 'string' },
    responceId: {
      type: 'object',
      properties: { inCartDtoList: orderedItemListSchema },
      required: ['inCartDtoList'],
    },
  },
  required: ['responce', 'responceId'],
} as const;

/** An empty cart answers `responceId: {}` (the spec: a cart item without temp_id is an empty cart). */
export const cartItemsResponseSchema = {
  type: 'object',
  properties: {
    responce: { type: 'string' },
    responceId: {
      type: 'object',
      properties: { temp_id: { type: 'string' }, packType, templateData: cartTemplateDtoSchema },
    },
  },
  required: ['responce', 'responceId'],
} as const;
