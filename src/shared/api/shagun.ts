/**
 * Wire contract of what a site offers around the day and after it: the guests' shagun section (a UPI ID shown as
 * a QR code), the hosts' private shagun book, a live-stream address per function, and the day the page becomes a
 * thank-you page. The TypeBox values are the routes' JSON Schemas; the web app imports only the types.
 *
 * Routes (all under /rest/api; owner or co-host of the site only, anyone else 404 with nothing changed):
 *   GET    private/live/{liveId}/shagun                     -> ShagunSettings
 *   PUT    private/live/{liveId}/shagun      ShagunSettings -> ShagunSettings (the owner only: a co-host gets 403;
 *          each change is mailed to the owner and kept in the change history)
 *   GET    private/live/{liveId}/shagun/gifts               -> ShagunBook (entries and totals)
 *   POST   private/live/{liveId}/shagun/gifts ShagunGiftInput -> ShagunGift
 *   PUT    private/live/{liveId}/shagun/gifts/{id} ShagunGiftInput -> ShagunGift
 *   DELETE private/live/{liveId}/shagun/gifts/{id}          -> { responce }
 *   GET    private/live/{liveId}/shagun/gifts.csv           -> the book as CSV (UTF-8 with BOM)
 *   GET    private/live/{liveId}/event-day                  -> EventDaySettings
 *   PUT    private/live/{liveId}/event-day   EventDaySettings -> EventDaySettings
 */
import { Type, type Static } from 'typebox';
import { Nullable, Strict, StringEnum } from './schema-helpers';

/**
 * A UPI ID (virtual payment address): `name@handle`, as NPCI allows it. The name part takes letters, digits,
 * dots, hyphens and underscores; the handle is the bank's or app's letters (okhdfcbank, ybl, paytm).
 */
export const UPI_ID_PATTERN = '^[A-Za-z0-9][A-Za-z0-9._-]{1,254}@[A-Za-z][A-Za-z0-9]{1,63}$';
export const UPI_ID_MAX = 255;
export const PAYEE_NAME_MAX = 60;

export const ShagunSettings = Strict({
  enabled: Type.Boolean(),
  /** Empty while the section is off and no ID was given yet. */
  upiId: Type.String({ maxLength: UPI_ID_MAX }),
  /** The name guests see, and the UPI app shows before paying. */
  payeeName: Type.String({ maxLength: PAYEE_NAME_MAX }),
});
export type ShagunSettings = Static<typeof ShagunSettings>;

export const SHAGUN_METHODS = ['cash', 'upi', 'cheque', 'gift'] as const;
export type ShagunMethod = (typeof SHAGUN_METHODS)[number];

/** The largest amount one entry may hold (₹1 crore): a typo of extra zeros is refused rather than summed. */
export const SHAGUN_MAX_AMOUNT = 10_000_000;
/** At most this many entries in one site's book. */
export const SHAGUN_MAX_GIFTS = 5000;

export const ShagunGiftInput = Strict({
  /** A household of the guest list; its name and side are taken from it. */
  householdId: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 2_147_483_647 }))),
  /** The giver's name when not from the guest list (ignored with a household). */
  name: Type.Optional(Type.String({ maxLength: 120 })),
  /** The side when the name is typed (a household's own side wins). */
  side: Type.Optional(Type.String({ maxLength: 40 })),
  /** Whole rupees; 0 for a gift item given without a value. */
  amount: Type.Integer({ minimum: 0, maximum: SHAGUN_MAX_AMOUNT }),
  method: StringEnum(SHAGUN_METHODS),
  /** The function it was given at (an event key of the site), or none. */
  eventKey: Type.Optional(Nullable(Type.String({ maxLength: 60, pattern: '^[a-z0-9-]+$' }))),
  note: Type.Optional(Type.String({ maxLength: 500 })),
});
export type ShagunGiftInput = Static<typeof ShagunGiftInput>;

export const ShagunGift = Type.Object({
  id: Type.Integer(),
  householdId: Nullable(Type.Integer()),
  name: Type.String(),
  side: Nullable(Type.String()),
  amount: Type.Integer(),
  method: StringEnum(SHAGUN_METHODS),
  eventKey: Nullable(Type.String()),
  note: Type.String(),
  recordedBy: Type.String(),
  createdAt: Type.String(),
});
export type ShagunGift = Static<typeof ShagunGift>;

const Total = Type.Object({ amount: Type.Integer(), count: Type.Integer() });
export const ShagunBook = Type.Object({
  gifts: Type.Array(ShagunGift),
  totals: Type.Object({
    all: Total,
    /** By event key; `none` for entries without a function. */
    byFunction: Type.Array(
      Type.Intersect([Type.Object({ eventKey: Nullable(Type.String()), title: Type.String() }), Total]),
    ),
    /** By side; `side: null` for entries without one. */
    bySide: Type.Array(Type.Intersect([Type.Object({ side: Nullable(Type.String()) }), Total])),
  }),
});
export type ShagunBook = Static<typeof ShagunBook>;

export const ShagunGiftParams = Strict({
  liveId: Type.String({ minLength: 1, maxLength: 60, pattern: '^[A-Za-z0-9_-]+$' }),
  /** Checked by the route: a word in its place is the same 404 as an unknown entry. */
  id: Type.String({ maxLength: 12 }),
});

/** Where a function's stream may be watched: see shared/live/stream-links.ts. */
export const STREAM_URL_MAX = 500;

/** After this many days past the last function the guest page thanks its guests instead (the host may change it). */
export const DEFAULT_THANK_YOU_AFTER_DAYS = 30;
export const MAX_THANK_YOU_AFTER_DAYS = 365;

export const EventDaySettings = Strict({
  /** Event key -> stream address; a function without one is left out. */
  streams: Type.Record(
    // The key's length is in its pattern: a record's key keeps only its pattern.
    Type.String({ pattern: '^[a-z0-9-]{1,60}$' }),
    Type.String({ maxLength: STREAM_URL_MAX }),
    // Keys other than event keys are refused, not ignored.
    { maxProperties: 40, additionalProperties: false },
  ),
  /** Days after the last function's date (India) before the page becomes a thank-you page. */
  thankYouAfterDays: Type.Integer({ minimum: 0, maximum: MAX_THANK_YOU_AFTER_DAYS }),
});
export type EventDaySettings = Static<typeof EventDaySettings>;
