/**
 * Wire contract of the settings page's lists: the caller's order history and liked templates. The web app
 * imports only the types.
 *
 *   GET  private/order_history (bearer)                 -> OrderHistoryResponse
 *   GET  private/liked_templates (bearer)               -> LikedTemplatesResponse
 *   PUT|DELETE private/liked_templates/{tempId} (bearer) -> LikedTemplatesResponse
 */
import { Type, type Static } from 'typebox';
import { PackTypeSchema } from './orders';
import { Nullable, Strict, StringEnum } from './schema-helpers';

const TemplateIdText = Type.String({ minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9_-]+$' });

export const OrderHistoryEntry = Type.Object({
  orderId: Type.String(),
  temp_id: Type.String(),
  name: Type.String(),
  packType: PackTypeSchema,
  /** Whole rupees, GST included. */
  amount: Type.Integer(),
  /** GST part of amount, whole rupees. */
  gst: Type.Integer(),
  state: StringEnum(['created', 'paid', 'expired'] as const),
  /** ISO time the order was placed. */
  createdAt: Type.String(),
  paidAt: Nullable(Type.String()),
});
export type OrderHistoryEntry = Static<typeof OrderHistoryEntry>;

export const OrderHistoryResponse = Type.Object({
  responce: Type.String(),
  responceId: Type.Object({ orders: Type.Array(OrderHistoryEntry) }),
});
export type OrderHistoryResponse = Static<typeof OrderHistoryResponse>;

export const LikedTemplateParams = Strict({ tempId: TemplateIdText });
export type LikedTemplateParams = Static<typeof LikedTemplateParams>;

export const LikedTemplatesResponse = Type.Object({
  responce: Type.String(),
  /** Template ids, most recently liked first. */
  responceId: Type.Object({ liked: Type.Array(Type.String()) }),
});
export type LikedTemplatesResponse = Static<typeof LikedTemplatesResponse>;
