/**
 * Wire contract of the cart, order and payment calls (spec section 7). The TypeBox values are the routes' JSON
 * Schemas; the web app imports only the types (`import type`). Reading a status answer: ../payment-status.ts.
 */
import { Type, type Static } from 'typebox';
import { PACK_TYPES } from '../pricing';
import { Nullable, Strict, StringEnum } from './schema-helpers';

export const PackTypeSchema = StringEnum(PACK_TYPES);

const TemplateIdText = Type.String({ minLength: 1, maxLength: 40 });

export const TEMP_STATES = ['INCART', 'PENDING', 'BOUGHT', 'EXPIRED'] as const;
export type TempState = (typeof TEMP_STATES)[number];

/** One entry of responceId.inCartDtoList (login answer and getordereditems). */
export const OrderedItem = Type.Object({
  temp_id: Type.String(),
  name: Type.String(),
  /** Category label. */
  cat: Type.String(),
  tumbnailUrl: Type.String(),
  /** Whole rupees paid (BOUGHT) or to pay (INCART), GST included. */
  price: Type.Integer(),
  packType: PackTypeSchema,
  tempState: StringEnum(TEMP_STATES),
  /** The buyer's e-mail: the content calls' userName. */
  userName: Type.String(),
  /** Set on bought items. */
  orderId: Type.Optional(Type.String()),
  /** ISO time of payment, on bought items. */
  paidAt: Type.Optional(Type.String()),
});
export type OrderedItem = Static<typeof OrderedItem>;

export const OrderedItemList = Type.Array(OrderedItem);

/** GET /rest/api/public/getordereditems; the web caches the whole answer under localStorage `orderedItems`. */
export const OrderedItemsResponse = Type.Object({
  responce: Type.String(),
  responceId: Type.Object({ inCartDtoList: OrderedItemList }),
});
export type OrderedItemsResponse = Static<typeof OrderedItemsResponse>;

const Price = Type.Integer();

/**
 * A catalogue template as the API sends it (the spec's Template entity): the catalogue Template less the
 * renderer's design and schema (server/catalogue/template-dto.ts checks it stays so).
 */
export const TemplateDto = Type.Object({
  key: Type.Integer(),
  id: Type.String(),
  name: Type.String(),
  category: Type.String(),
  details: Type.String(),
  tumbnail_url: Type.String(),
  rank: Type.Integer(),
  on_discount: Type.Boolean(),
  basic_pack_price: Price,
  basic_pack_discount_price: Price,
  premium_pack_price: Price,
  premium_pack_discount_price: Price,
  luxury_pack_price: Price,
  luxury_pack_discount_price: Price,
  templates_model: Type.Integer(),
  sections_model: Type.Null(),
});
export type TemplateDto = Static<typeof TemplateDto>;

/** In cart contexts a template also carries temp_id and the chosen pack. */
export const CartTemplateDto = Type.Object({
  ...TemplateDto.properties,
  temp_id: Type.String(),
  packType: PackTypeSchema,
});
export type CartTemplateDto = Static<typeof CartTemplateDto>;

/** GET /rest/api/public/addtocart/{templateId}/{packType} */
export const AddToCartParams = Strict({ templateId: TemplateIdText, packType: TemplateIdText });
export type AddToCartParams = Static<typeof AddToCartParams>;

/** GET /rest/api/public/getcartitems (and addtocart, DELETE cart): an empty cart answers an empty responceId. */
export const CartItemsResponse = Type.Object({
  responce: Type.String(),
  responceId: Type.Object({
    temp_id: Type.Optional(Type.String()),
    packType: Type.Optional(PackTypeSchema),
    templateData: Type.Optional(CartTemplateDto),
  }),
});
export type CartItemsResponse = Static<typeof CartItemsResponse>;

/** GET /rest/api/public/get_templates_by_id/{id} */
export const TemplateByIdParams = Strict({ id: TemplateIdText });
export type TemplateByIdParams = Static<typeof TemplateByIdParams>;

export const TemplatesByIdResponse = Type.Object({
  tempDtoList: Type.Array(TemplateDto),
  methodResponce: Type.String(),
});
export type TemplatesByIdResponse = Static<typeof TemplatesByIdResponse>;

export const PAYMENT_STATUS_WORDS = ['Completed', 'Pending', 'Expired', 'NoOrder'] as const;
export const PAYMENT_LINK_STATUS_WORDS = ['BOUGHT', 'Pending', 'Expired', 'NoOrder'] as const;
/** Payment state words: `status` for the original cart page, `responceId.status` for its payment page. */
export type PaymentStatusWord = (typeof PAYMENT_STATUS_WORDS)[number];
export type PaymentLinkStatusWord = (typeof PAYMENT_LINK_STATUS_WORDS)[number];

const OrderIdText = Type.String({ minLength: 1, maxLength: 64 });

/** GET /rest/api/public/checkpaymentstatus[?orderId=]: without one, the caller's latest order. */
export const PaymentStatusQuery = Strict({ orderId: Type.Optional(OrderIdText) });
export type PaymentStatusQuery = Static<typeof PaymentStatusQuery>;

/** GET /rest/api/public/checkpaymentstatus (and the answer of buytemplates). */
export const PaymentStatusResponse = Type.Object({
  status: StringEnum(PAYMENT_STATUS_WORDS),
  responce: Type.String(),
  responceId: Type.Object({
    /** The checkout page to show; only while the payment is pending. */
    link: Nullable(Type.String()),
    status: StringEnum(PAYMENT_LINK_STATUS_WORDS),
    orderId: Nullable(Type.String()),
    temp_id: Nullable(Type.String()),
    packType: Nullable(PackTypeSchema),
    /** Whole rupees, GST included. */
    amount: Nullable(Type.Integer()),
    /** ISO time the link stops working. */
    expiresAt: Nullable(Type.String()),
    /** Set on a message pack's order (temp_id is then 'message-pack'): the messages bought and their site. */
    messagePack: Type.Optional(Type.Object({ liveId: Type.String(), messages: Type.Integer() })),
  }),
});
export type PaymentStatusResponse = Static<typeof PaymentStatusResponse>;

/** The sandbox checkout page: GET shows it, a form POST decides. */
export const SandboxCheckoutParams = Strict({ orderId: OrderIdText });
export type SandboxCheckoutParams = Static<typeof SandboxCheckoutParams>;

/** The checkout token the link carries (bound to its order): the page's form posts it back. */
export const SandboxCheckoutQuery = Strict({ token: Type.Optional(Type.String({ maxLength: 100 })) });
export type SandboxCheckoutQuery = Static<typeof SandboxCheckoutQuery>;

export const SandboxDecision = Strict({ decision: StringEnum(['pay', 'expire']) });
export type SandboxDecision = Static<typeof SandboxDecision>;

/** POST /rest/api/public/razorpay/webhook: the signature header is required; the body is raw bytes. */
export const RazorpayWebhookHeaders = Type.Object({
  'x-razorpay-signature': Type.String({ minLength: 1 }),
  'x-razorpay-event-id': Type.Optional(Type.String({ maxLength: 200 })),
});

export const RazorpayWebhookResponse = Type.Object({ status: Type.String() });
