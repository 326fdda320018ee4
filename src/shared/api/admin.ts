/**
 * Wire contract of the admin area (/rest/api/admin/...). Every call needs the admin role, checked from the
 * database on each request. The TypeBox values are the routes' JSON Schemas; the web app imports only the
 * types (`import type`).
 *
 * - overview:  GET  admin/overview                               -> Overview
 * - templates: GET  admin/templates                              -> TemplateSalesList
 * - orders:    GET  admin/orders?state&from&to&buyer&page        -> OrderPage
 *              GET  admin/orders/export.csv?state&from&to&buyer  -> text/csv (UTF-8 with BOM)
 * - formate:   GET  admin/formats                                -> FormatList
 *              GET  admin/formats/{name}                         -> FormatDetail
 * - users:     GET  admin/users?q                                -> UserList
 *              GET  admin/users/{userId}                         -> UserDetail
 *              POST admin/users/{userId}/access  UserAccessRequest -> AdminUser
 * - contact:   GET  admin/contact-messages?status                -> ContactMessageList
 *              POST admin/contact-messages/{id}/handled  HandledRequest -> ContactMessage
 * - createlive: GET admin/live/users/{userId}/templates          -> AdminLiveTemplates
 *              POST admin/live/publish    AdminPublishRequest    -> LiveSite
 *              POST admin/live/unpublish  AdminUnpublishRequest  -> LiveSite
 */
import { Type, type Static } from 'typebox';
import { PACK_TYPES } from '../pricing';
import { LiveSite, PublishRequest, UnpublishRequest } from './live';
import { Nullable, Strict, StringEnum } from './schema-helpers';

const PackType = StringEnum(PACK_TYPES);
export const ORDER_STATES = ['created', 'paid', 'expired'] as const;
export type OrderState = (typeof ORDER_STATES)[number];
const OrderStateSchema = StringEnum(ORDER_STATES);

/** A calendar day, YYYY-MM-DD (Asia/Kolkata). */
const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', maxLength: 10 });
/** A database id in an address. */
const IdParam = Type.String({ pattern: '^[0-9]{1,9}$', maxLength: 9 });

// ---- audit log ----

export const AuditEntry = Type.Object({
  id: Type.Integer(),
  /** ISO time. */
  at: Type.String(),
  actorEmail: Type.String(),
  /** e.g. `user.disable`, `live.publish`, `contact.handled`. */
  action: Type.String(),
  target: Type.String(),
  details: Type.Record(Type.String(), Type.Unknown()),
  clientIp: Type.String(),
  requestId: Type.String(),
});
export type AuditEntry = Static<typeof AuditEntry>;

// ---- overview ----

export const DayFigures = Type.Object({
  day: Type.String(),
  visits: Type.Integer(),
  signups: Type.Integer(),
  /** Paid orders, counted on the day they were paid. */
  orders: Type.Integer(),
  /** Rupees paid, GST included. */
  revenue: Type.Integer(),
  /** The GST inside `revenue`. */
  gst: Type.Integer(),
});
export type DayFigures = Static<typeof DayFigures>;

export const PeriodFigures = Type.Object({
  visits: Type.Integer(),
  signups: Type.Integer(),
  orders: Type.Integer(),
  revenue: Type.Integer(),
  gst: Type.Integer(),
  /** Revenue less GST, per paid order; 0 without orders. */
  averageOrderValue: Type.Integer(),
  /** Paid orders per 100 visits, one decimal; null without visits. */
  conversionPercent: Nullable(Type.Number()),
  /** Live sites first published in the period. */
  livePublished: Type.Integer(),
});
export type PeriodFigures = Static<typeof PeriodFigures>;

export const Overview = Type.Object({
  /** First and last day of the period shown (the last 30 days, today included). */
  from: Type.String(),
  to: Type.String(),
  days: Type.Array(DayFigures),
  current: PeriodFigures,
  /** The 30 days before. */
  previous: PeriodFigures,
  livePublishedNow: Type.Integer(),
  /** Chat messages to the admin not yet read. */
  unreadChats: Type.Integer(),
  /** Contact form messages not yet marked handled. */
  contactWaiting: Type.Integer(),
  recentAudit: Type.Array(AuditEntry),
  /** The payment provider is the sandbox: no real money moves. */
  testMode: Type.Boolean(),
});
export type Overview = Static<typeof Overview>;

// ---- templates ----

export const PackSales = Type.Object({ pack: PackType, sales: Type.Integer(), revenue: Type.Integer() });

export const TemplateSales = Type.Object({
  id: Type.String(),
  name: Type.String(),
  category: Type.String(),
  schema: Type.String(),
  /** Paid orders of this template. */
  sales: Type.Integer(),
  /** Rupees, GST included. */
  revenue: Type.Integer(),
  packs: Type.Array(PackSales),
  lastSoldAt: Nullable(Type.String()),
  previewUrl: Type.String(),
  thumbnailUrl: Type.String(),
});
export type TemplateSales = Static<typeof TemplateSales>;

export const TemplateSalesList = Type.Object({
  templates: Type.Array(TemplateSales),
  packs: Type.Array(PackSales),
});
export type TemplateSalesList = Static<typeof TemplateSalesList>;

// ---- orders ----

/** Filters of the order list and its CSV export; days are Asia/Kolkata calendar days, both ends included. */
export const OrderFilter = Type.Object(
  {
    state: Type.Optional(OrderStateSchema),
    from: Type.Optional(Day),
    to: Type.Optional(Day),
    /** Part of the buyer's e-mail or name. */
    buyer: Type.Optional(Type.String({ maxLength: 100 })),
  },
  { additionalProperties: false },
);
export type OrderFilter = Static<typeof OrderFilter>;

export const OrderListQuery = Type.Object(
  { ...OrderFilter.properties, page: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,4}$', maxLength: 5 })) },
  { additionalProperties: false },
);
export type OrderListQuery = Static<typeof OrderListQuery>;

export const AdminOrder = Type.Object({
  id: Type.String(),
  userId: Type.Integer(),
  buyerEmail: Type.String(),
  buyerName: Type.String(),
  tempId: Type.String(),
  templateName: Type.String(),
  packType: PackType,
  /** Rupees, GST included. */
  amount: Type.Integer(),
  gst: Type.Integer(),
  state: OrderStateSchema,
  provider: Type.String(),
  createdAt: Type.String(),
  paidAt: Nullable(Type.String()),
});
export type AdminOrder = Static<typeof AdminOrder>;

export const OrderPage = Type.Object({
  orders: Type.Array(AdminOrder),
  /** Orders matching the filter (all pages). */
  total: Type.Integer(),
  page: Type.Integer(),
  pageSize: Type.Integer(),
  /** Over every matching order: amount and GST of the paid ones. */
  paidAmount: Type.Integer(),
  paidGst: Type.Integer(),
});
export type OrderPage = Static<typeof OrderPage>;

/** The CSV bytes, streamed. */
export const OrdersCsv = Type.Unsafe<NodeJS.ReadableStream>({
  type: 'string',
  description: 'text/csv, UTF-8 with BOM',
});

// ---- formate ----

export const FormatField = Type.Object({
  name: Type.String(),
  label: Type.String(),
  kind: Type.String(),
  /** Lowest pack that unlocks it (`x-pack`); basic means every pack. */
  pack: PackType,
  /** Repeated group label and its entry limit, when the field repeats. */
  group: Nullable(Type.String()),
  maxItems: Nullable(Type.Integer()),
});

export const FormatSection = Type.Object({
  key: Type.String(),
  title: Type.String(),
  pack: PackType,
  fields: Type.Array(FormatField),
});

export const FormatSummary = Type.Object({
  name: Type.String(),
  title: Type.String(),
  sections: Type.Integer(),
  fields: Type.Integer(),
  /** Fields locked to premium or luxury. */
  gatedFields: Type.Integer(),
  templates: Type.Integer(),
  /** Schema lint problems (the conventions of shared/schema-rules); empty means clean. */
  problems: Type.Array(Type.String()),
});
export type FormatSummary = Static<typeof FormatSummary>;

export const FormatList = Type.Object({ formats: Type.Array(FormatSummary) });
export type FormatList = Static<typeof FormatList>;

export const FormatParams = Strict({ name: Type.String({ pattern: '^[a-z0-9-]{1,40}$', maxLength: 40 }) });
export type FormatParams = Static<typeof FormatParams>;

export const FormatDetail = Type.Object({
  ...FormatSummary.properties,
  sectionList: Type.Array(FormatSection),
  templateList: Type.Array(Type.Object({ id: Type.String(), name: Type.String() })),
});
export type FormatDetail = Static<typeof FormatDetail>;

// ---- users ----

export const UserSearchQuery = Strict({ q: Type.Optional(Type.String({ maxLength: 100 })) });
export type UserSearchQuery = Static<typeof UserSearchQuery>;

export const AdminUser = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  fullName: Type.String(),
  phone: Type.String(),
  role: StringEnum(['user', 'admin']),
  createdAt: Type.String(),
  disabledAt: Nullable(Type.String()),
  paidOrders: Type.Integer(),
});
export type AdminUser = Static<typeof AdminUser>;

export const UserList = Type.Object({ users: Type.Array(AdminUser), more: Type.Boolean() });
export type UserList = Static<typeof UserList>;

export const UserParams = Strict({ userId: IdParam });
export type UserParams = Static<typeof UserParams>;

export const UserLiveSite = Type.Object({
  liveId: Type.String(),
  tempId: Type.String(),
  slug: Type.String(),
  published: Type.Boolean(),
  publishedAt: Nullable(Type.String()),
});

export const UserContentProgress = Type.Object({
  tempId: Type.String(),
  templateName: Type.String(),
  filled: Type.Integer(),
  total: Type.Integer(),
  percent: Type.Integer(),
  updatedAt: Type.String(),
});

export const UserChatMessage = Type.Object({
  from: Type.String(),
  to: Type.String(),
  message: Type.String(),
  at: Type.String(),
});

export const UserDetail = Type.Object({
  user: AdminUser,
  orders: Type.Array(AdminOrder),
  liveSites: Type.Array(UserLiveSite),
  content: Type.Array(UserContentProgress),
  /** The latest messages between the user and the admin, oldest first. */
  chat: Type.Array(UserChatMessage),
});
export type UserDetail = Static<typeof UserDetail>;

export const UserAccessRequest = Strict({ disabled: Type.Boolean() });
export type UserAccessRequest = Static<typeof UserAccessRequest>;

// ---- contact messages ----

export const CONTACT_STATUSES = ['waiting', 'handled', 'all'] as const;
export const ContactListQuery = Strict({ status: Type.Optional(StringEnum(CONTACT_STATUSES)) });
export type ContactListQuery = Static<typeof ContactListQuery>;

export const ContactMessage = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  phone: Type.String(),
  email: Type.String(),
  message: Type.String(),
  createdAt: Type.String(),
  handledAt: Nullable(Type.String()),
});
export type ContactMessage = Static<typeof ContactMessage>;

export const ContactMessageList = Type.Object({ messages: Type.Array(ContactMessage) });
export type ContactMessageList = Static<typeof ContactMessageList>;

export const ContactParams = Strict({ id: IdParam });
export const HandledRequest = Strict({ handled: Type.Boolean() });
export type HandledRequest = Static<typeof HandledRequest>;

// ---- createlive ----

export const AdminLiveTemplate = Type.Object({
  baseTempID: Type.String(),
  name: Type.String(),
  packType: PackType,
  orderId: Type.String(),
  /** The site of this template, when one was ever published. */
  site: Nullable(LiveSite),
});
export type AdminLiveTemplate = Static<typeof AdminLiveTemplate>;

export const AdminLiveTemplates = Type.Object({ templates: Type.Array(AdminLiveTemplate) });
export type AdminLiveTemplates = Static<typeof AdminLiveTemplates>;

export const AdminPublishRequest = Type.Object(
  { userId: Type.Integer({ minimum: 1, maximum: 999_999_999 }), ...PublishRequest.properties },
  { additionalProperties: false },
);
export type AdminPublishRequest = Static<typeof AdminPublishRequest>;

export const AdminUnpublishRequest = Type.Object(
  { userId: Type.Integer({ minimum: 1, maximum: 999_999_999 }), ...UnpublishRequest.properties },
  { additionalProperties: false },
);
export type AdminUnpublishRequest = Static<typeof AdminUnpublishRequest>;
