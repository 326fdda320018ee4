/**
 * Wire contract of sending from the product: invitations, reminders and thanks sent by the WhatsApp Business
 * Cloud API or e-mail in batches, their progress, the API-message allowance, reminder rules, and (in the sandbox)
 * the development outbox. The TypeBox values are the routes' JSON Schemas; the web app imports only the types.
 *
 * Routes (all under /rest/api; owner or co-host of the site only, anyone else 403/404 with nothing changed):
 *   POST   private/live/{liveId}/sends                 SendRequest     -> 202 SendAccepted
 *          (402 AllowanceRefusal when a WhatsApp batch needs more API messages than are left)
 *   GET    private/live/{liveId}/sends                                 -> SendBatchList (newest first)
 *   GET    private/live/{liveId}/sends/allowance                       -> SendAllowance
 *   POST   private/live/{liveId}/sends/preview         PreviewRequest  -> SendPreview
 *   GET    private/live/{liveId}/sends/{id}                            -> SendBatch
 *   POST   private/live/{liveId}/sends/{id}/pause                      -> SendBatchSummary
 *   POST   private/live/{liveId}/sends/{id}/resume                     -> SendBatchSummary
 *   POST   private/live/{liveId}/sends/{id}/cancel                     -> SendBatchSummary
 *   GET    private/live/{liveId}/reminders                             -> ReminderRules
 *   PUT    private/live/{liveId}/reminders             ReminderRules   -> ReminderRules
 * Sandbox only (WHATSAPP_PROVIDER=sandbox; the site's owner or co-host):
 *   GET    dev/whatsapp/outbox?liveId=                                 -> Outbox
 *   POST   dev/whatsapp/outbox/{id}/simulate           SimulateRequest -> 204 (runs Meta's webhook body, signed,
 *          through the real webhook handler)
 * Meta:
 *   GET    webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=&hub.challenge= -> the challenge as text
 *   POST   webhooks/whatsapp   (X-Hub-Signature-256 over the raw body)  -> 200, or 401 changing nothing
 */
import { Type, type Static } from 'typebox';
import { Nullable, Strict, StringEnum } from './schema-helpers';
import { SITE_LANGUAGES } from '../look/languages';

export const SEND_CHANNELS = ['whatsapp', 'email'] as const;
export type SendChannel = (typeof SEND_CHANNELS)[number];

export const SEND_KINDS = ['invitation', 'reminder', 'thank-you'] as const;
export type SendKind = (typeof SEND_KINDS)[number];

export const BATCH_STATES = ['scheduled', 'sending', 'paused', 'cancelled', 'done'] as const;
export type BatchState = (typeof BATCH_STATES)[number];

export const DELIVERY_STATUSES = ['queued', 'sent', 'delivered', 'read', 'answered', 'failed', 'skipped'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export const SIMULATED_EVENTS = ['delivered', 'read', 'coming', 'not-coming', 'stop', 'failed'] as const;
export type SimulatedEvent = (typeof SIMULATED_EVENTS)[number];

/** A batch holds at most one site's households (MAX_HOUSEHOLDS_PER_SITE in guests.ts). */
export const MAX_BATCH_HOUSEHOLDS = 3000;

const LiveIdText = Type.String({ minLength: 1, maxLength: 60, pattern: '^[A-Za-z0-9_-]+$' });
const EventKey = Type.String({ minLength: 1, maxLength: 60, pattern: '^[a-z0-9-]+$' });
const RecordId = Type.String({ pattern: '^[0-9]{1,10}$', maxLength: 10 });
const HouseholdIds = Type.Array(Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), {
  minItems: 1,
  maxItems: MAX_BATCH_HOUSEHOLDS,
});

export const SendLiveParams = Strict({ liveId: LiveIdText });
export const SendBatchParams = Strict({ liveId: LiveIdText, id: RecordId });

export const SendRequest = Strict({
  channel: StringEnum(SEND_CHANNELS),
  kind: StringEnum(SEND_KINDS),
  householdIds: HouseholdIds,
  /** One function; absent: every function each household is invited to, in one message. */
  eventKey: Type.Optional(EventKey),
  /** ISO time to start at; absent or past: now. */
  at: Type.Optional(Type.String({ format: 'date-time', maxLength: 40 })),
});
export type SendRequest = Static<typeof SendRequest>;

export const SendAccepted = Type.Object({ id: Type.Integer(), total: Type.Integer() });
export type SendAccepted = Static<typeof SendAccepted>;

/** Counts are of households; `delivered` includes those read, `read` those answered (each is "at least"). */
export const SendBatchSummary = Type.Object({
  id: Type.Integer(),
  channel: StringEnum(SEND_CHANNELS),
  kind: StringEnum(SEND_KINDS),
  eventKey: Nullable(Type.String()),
  /** ISO time it starts (or started). */
  at: Type.String(),
  state: StringEnum(BATCH_STATES),
  createdAt: Type.String(),
  total: Type.Integer(),
  queued: Type.Integer(),
  sent: Type.Integer(),
  delivered: Type.Integer(),
  read: Type.Integer(),
  answered: Type.Integer(),
  failed: Type.Integer(),
});
export type SendBatchSummary = Static<typeof SendBatchSummary>;

export const SendBatchHousehold = Type.Object({
  householdId: Type.Integer(),
  name: Type.String(),
  status: StringEnum(DELIVERY_STATUSES),
  /** Why it failed or was skipped (no number, opted out, the API's reason), else null. */
  failure: Nullable(Type.String()),
});
export type SendBatchHousehold = Static<typeof SendBatchHousehold>;

export const SendBatch = Type.Intersect([
  SendBatchSummary,
  Type.Object({ households: Type.Array(SendBatchHousehold) }),
]);
export type SendBatch = Static<typeof SendBatch>;

export const SendBatchList = Type.Object({ batches: Type.Array(SendBatchSummary) });
export type SendBatchList = Static<typeof SendBatchList>;

/** API messages (WhatsApp Cloud API) of the site: the pack's, the message packs bought, those used. */
export const SendAllowance = Type.Object({
  included: Type.Integer(),
  bought: Type.Integer(),
  used: Type.Integer(),
  left: Type.Integer(),
});
export type SendAllowance = Static<typeof SendAllowance>;

/** The 402 body when a batch needs more API messages than are left. */
export const AllowanceRefusal = Type.Object({
  error: Type.Literal('ALLOWANCE'),
  needed: Type.Integer(),
  left: Type.Integer(),
  /** A sentence for the host. */
  message: Type.Optional(Type.String()),
});
export type AllowanceRefusal = Static<typeof AllowanceRefusal>;

export const PreviewRequest = Strict({
  channel: StringEnum(SEND_CHANNELS),
  kind: StringEnum(SEND_KINDS),
  eventKey: Type.Optional(EventKey),
  householdIds: HouseholdIds,
});
export type PreviewRequest = Static<typeof PreviewRequest>;

/** Per language of the chosen households: how many, and the body as the first of them will read it. */
export const SendPreview = Type.Object({
  languages: Type.Array(
    Type.Object({ lang: StringEnum(SITE_LANGUAGES), households: Type.Integer(), text: Type.String() }),
  ),
});
export type SendPreview = Static<typeof SendPreview>;

export const ReminderRule = Strict({
  eventKey: EventKey,
  /** Days before the function's RSVP deadline (0: on the day). */
  daysBefore: Type.Array(Type.Integer({ minimum: 0, maximum: 60 }), { minItems: 1, maxItems: 5 }),
  channel: StringEnum(SEND_CHANNELS),
});
export type ReminderRule = Static<typeof ReminderRule>;

export const ReminderRules = Strict({ rules: Type.Array(ReminderRule, { maxItems: 20 }) });
export type ReminderRules = Static<typeof ReminderRules>;

export const OutboxQuery = Strict({ liveId: LiveIdText });
export const OutboxParams = Strict({ id: RecordId });

export const OutboxMessage = Type.Object({
  id: Type.Integer(),
  /** E.164 without '+', as Meta takes it. */
  to: Type.String(),
  householdId: Type.Integer(),
  template: Type.String(),
  lang: Type.String(),
  /** The template's body parameters, in order. */
  parameters: Type.Array(Type.String()),
  status: StringEnum(DELIVERY_STATUSES),
  createdAt: Type.String(),
});
export type OutboxMessage = Static<typeof OutboxMessage>;

export const Outbox = Type.Object({ messages: Type.Array(OutboxMessage) });
export type Outbox = Static<typeof Outbox>;

export const SimulateRequest = Strict({ event: StringEnum(SIMULATED_EVENTS) });
export type SimulateRequest = Static<typeof SimulateRequest>;
