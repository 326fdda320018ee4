/**
 * Wire contract of the guest list: households invited per function (the events of the site's schedule, keyed as
 * `rsvpEventsOf` keys them), their personal links, sending from the host's own WhatsApp, who has opened and
 * answered, and co-hosts. The TypeBox values are the routes' JSON Schemas; the web app imports only the types.
 *
 * Routes (all under /rest/api; owner or co-host of the site only, anyone else 403/404 with nothing changed):
 *   GET    private/guest-sites                                 -> GuestSiteList (sites the caller may manage)
 *   GET    private/live/{liveId}/households                    -> HouseholdList
 *   POST   private/live/{liveId}/households        HouseholdInput -> Household
 *   PUT    private/live/{liveId}/households/{id}   HouseholdInput -> Household
 *   DELETE private/live/{liveId}/households/{id}                -> { responce }
 *   POST   private/live/{liveId}/households/import?dryRun=      text/csv | text/vcard | text/plain -> ImportResult
 *   POST   private/live/{liveId}/households/bulk   BulkRequest   -> BulkResult
 *   POST   private/live/{liveId}/households/{id}/sent  SentRequest (optional body) -> Household
 *   POST   private/live/{liveId}/households/{id}/link  (a new token; the old link stops working) -> Household
 *   GET    private/live/{liveId}/households/export.csv          -> the whole list (UTF-8 with BOM)
 *   GET    private/live/{liveId}/functions/{eventKey}/guests.csv -> expected guests of one function
 *   GET    private/live/{liveId}/guest-summary                  -> GuestSummary (the dashboard per function)
 *   GET    private/live/{liveId}/guest-settings                 -> GuestSettings
 *   PUT    private/live/{liveId}/guest-settings    GuestSettings -> GuestSettings
 *   GET    private/live/{liveId}/cohosts                        -> CohostList (buyer or co-host may read)
 *   POST   private/live/{liveId}/cohosts           CohostInvite  -> Cohost (buyer only)
 *   DELETE private/live/{liveId}/cohosts/{cohostId}?rotateLinks= -> CohostRemoved (buyer only; `true` also gives
 *          every household a new personal link, so the links the co-host could have copied stop working)
 *   GET    private/live/{liveId}/changes?before=&limit=         -> GuestListChanges (the change history)
 * Guests (no account; the token is the credential, and it opens a private site without the code):
 *   GET    /invite/{slug}/g/{token}                             -> the household's page (HTML)
 *   POST   /invite/{slug}/g/{token}   form fields (the page's HTML form) -> 303 back to the page
 *   POST   public/live/{slug}/g/{token}/rsvp  HouseholdRsvp      -> HouseholdRsvpResponse
 *   GET    public/live/{slug}/g/{token}/calendar/{eventKey}.ics -> text/calendar (its functions only, else 404)
 *   GET    public/live/{slug}/g/{token}/og.png                  -> its link-preview picture
 */
import { Type, type Static } from 'typebox';
import { SITE_LANGUAGES } from '../look/languages';
import { MEAL_PREFERENCES } from './live';
import { Nullable, Strict, StringEnum } from './schema-helpers';

/** A household's language: any the invitation comes in (one list, src/shared/look/languages). */
export const GUEST_LANGUAGES = SITE_LANGUAGES;
export type GuestLanguage = (typeof GUEST_LANGUAGES)[number];

export const TRAVEL_MODES = ['car', 'train', 'flight', 'bus', 'other'] as const;
export type TravelMode = (typeof TRAVEL_MODES)[number];

/** At most this many households on one site (a 800-guest wedding has about 250). */
export const MAX_HOUSEHOLDS_PER_SITE = 3000;
/** The import call's body limit: a 3,000-row sheet with every column is well under it. */
export const IMPORT_MAX_BYTES = 2 * 1024 * 1024;
/** Seats one household may be offered for one function. */
export const MAX_SEATS = 30;

const LiveIdText = Type.String({ minLength: 1, maxLength: 60, pattern: '^[A-Za-z0-9_-]+$' });
const EventKey = Type.String({ minLength: 1, maxLength: 60, pattern: '^[a-z0-9-]+$' });
/** 96+ random bits, base64url. */
export const HouseholdToken = Type.String({ minLength: 16, maxLength: 64, pattern: '^[A-Za-z0-9_-]{16,64}$' });

export const LiveIdParams = Strict({ liveId: LiveIdText });
/** Ids are numbers; a word in their place (`households/import` with another method) is a 404, not a 400. */
const RecordId = Type.String({ pattern: '^[0-9]{1,10}$', maxLength: 10 });
export const HouseholdParams = Strict({ liveId: LiveIdText, id: RecordId });
export const FunctionParams = Strict({ liveId: LiveIdText, eventKey: EventKey });
export const CohostParams = Strict({ liveId: LiveIdText, cohostId: RecordId });
export const PersonalLinkParams = Strict({
  slug: Type.String({ minLength: 3, maxLength: 60 }),
  token: HouseholdToken,
});

export const Member = Strict({
  name: Type.String({ minLength: 1, maxLength: 80 }),
  child: Type.Boolean(),
});
export type Member = Static<typeof Member>;

/** One function a household is invited to, with the seats offered. */
export const InvitedEvent = Strict({
  eventKey: EventKey,
  seats: Type.Integer({ minimum: 1, maximum: MAX_SEATS }),
});
export type InvitedEvent = Static<typeof InvitedEvent>;

/** What the host types for a household (POST and PUT). `phone` is read as Indian when it has no country code. */
export const HouseholdInput = Strict({
  /** As on the envelope: "Sharma family", "Dr. Rao and family". */
  name: Type.String({ minLength: 1, maxLength: 120 }),
  /** The people by name; none listed (or absent) is the household itself, one person. */
  members: Type.Optional(Type.Array(Member, { maxItems: 30 })),
  /** Any way a person types it; stored and answered in E.164. Empty or absent: no number. */
  phone: Type.Optional(Type.String({ maxLength: 40 })),
  email: Type.Optional(Type.String({ maxLength: 254 })),
  /** Weddings: "bride", "groom" or "both"; other categories: the host's own labels. */
  side: Type.Optional(Type.String({ maxLength: 40 })),
  language: Type.Optional(StringEnum(GUEST_LANGUAGES)),
  tags: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 40 }), { maxItems: 20 })),
  notes: Type.Optional(Type.String({ maxLength: 1000 })),
  events: Type.Array(InvitedEvent, { maxItems: 20 }),
  /** The household may bring more than the seats offered. */
  extraGuestsAllowed: Type.Optional(Type.Boolean()),
});
export type HouseholdInput = Static<typeof HouseholdInput>;

/** A household's answer for one function (null until it answers). */
export const EventAnswer = Type.Object({
  attending: Type.Boolean(),
  adults: Type.Integer(),
  children: Type.Integer(),
  /** How many of each meal, e.g. { Veg: 3, Jain: 1 }. */
  meals: Type.Record(Type.String(), Type.Integer()),
  /** ISO time. */
  answeredAt: Type.String(),
});
export type EventAnswer = Static<typeof EventAnswer>;

export const HouseholdEvent = Type.Object({
  eventKey: Type.String(),
  seats: Type.Integer(),
  answer: Nullable(EventAnswer),
});
export type HouseholdEvent = Static<typeof HouseholdEvent>;

/** ISO times, null when not yet. */
export const HouseholdStatus = Type.Object({
  sentAt: Nullable(Type.String()),
  /** A link-preview robot (WhatsApp's, Facebook's ...) fetched the link or its card: delivered, not opened. */
  deliveredAt: Nullable(Type.String()),
  /** A person opened the personal link. */
  openedAt: Nullable(Type.String()),
  answeredAt: Nullable(Type.String()),
  remindedAt: Nullable(Type.String()),
  reminders: Type.Integer(),
  /** The WhatsApp Cloud API reported a message sent from the product as read. */
  readAt: Nullable(Type.String()),
  /** Why the last message sent from the product failed (null when it did not). */
  failure: Nullable(Type.String()),
});
export type HouseholdStatus = Static<typeof HouseholdStatus>;

export const Travel = Strict({
  arrivalDate: Type.Optional(Type.String({ format: 'date', maxLength: 10 })),
  arrivalTime: Type.Optional(Type.String({ pattern: '^[0-2][0-9]:[0-5][0-9]$', maxLength: 5 })),
  mode: Type.Optional(StringEnum(TRAVEL_MODES)),
  needsStay: Type.Optional(Type.Boolean()),
  needsPickup: Type.Optional(Type.Boolean()),
});
export type Travel = Static<typeof Travel>;

export const Household = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  members: Type.Array(Member),
  /** E.164, or null when the host has no number for it. */
  phone: Nullable(Type.String()),
  email: Nullable(Type.String()),
  side: Nullable(Type.String()),
  language: StringEnum(GUEST_LANGUAGES),
  tags: Type.Array(Type.String()),
  notes: Type.String(),
  events: Type.Array(HouseholdEvent),
  extraGuestsAllowed: Type.Boolean(),
  /** Absolute personal link: `${PUBLIC_URL}/invite/{slug}/g/{token}`. */
  link: Type.String(),
  status: HouseholdStatus,
  /** The household's travel answer, when the host asks for it. */
  travel: Nullable(Travel),
  /** Who last changed it (an e-mail), and when (ISO). */
  updatedBy: Nullable(Type.String()),
  updatedAt: Type.String(),
});
export type Household = Static<typeof Household>;

export const HouseholdList = Type.Array(Household);
export type HouseholdList = Static<typeof HouseholdList>;

export const ImportQuery = Strict({
  /** `true`: answer what would happen (with the rows read), change nothing. */
  dryRun: Type.Optional(StringEnum(['true', 'false'] as const)),
});

export const ImportResult = Type.Object({
  added: Type.Integer(),
  merged: Type.Integer(),
  /** `line` counts from 1 as the file's lines (CSV: the header is line 1). */
  invalid: Type.Array(Type.Object({ line: Type.Integer(), reason: Type.String() })),
  /** On a dry run: the households as they would be saved (name, phone in E.164, members count, merge or new). */
  preview: Type.Optional(
    Type.Array(
      Type.Object({
        line: Type.Integer(),
        name: Type.String(),
        phone: Nullable(Type.String()),
        members: Type.Integer(),
        merge: Type.Boolean(),
      }),
    ),
  ),
});
export type ImportResult = Static<typeof ImportResult>;

export const BULK_ACTIONS = ['invite', 'uninvite', 'side', 'tag', 'untag', 'language', 'delete'] as const;

export const BulkRequest = Strict({
  ids: Type.Array(Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), {
    minItems: 1,
    maxItems: MAX_HOUSEHOLDS_PER_SITE,
  }),
  action: StringEnum(BULK_ACTIONS),
  /** invite / uninvite */
  eventKey: Type.Optional(EventKey),
  /** invite: seats per household; absent: the number of members, at least 1 */
  seats: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_SEATS })),
  /** side / tag / untag / language */
  value: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
});
export type BulkRequest = Static<typeof BulkRequest>;

export const BulkResult = Type.Object({ changed: Type.Integer() });
export type BulkResult = Static<typeof BulkResult>;

export const SentRequest = Strict({
  kind: Type.Optional(StringEnum(['invitation', 'reminder'] as const)),
  channel: Type.Optional(StringEnum(['whatsapp', 'sms', 'share', 'copy'] as const)),
});
export type SentRequest = Static<typeof SentRequest>;

/** The texts the host edits, per language; `{name}` and `{link}` are filled in per household. */
/** The host's text per language: English, Hindi and Kannada always (as saved before the others came). */
export const MessageTexts = Strict(
  Object.fromEntries(
    GUEST_LANGUAGES.map((lang) => {
      const text = Type.String({ maxLength: 2000 });
      return [lang, lang === 'en' || lang === 'hi' || lang === 'kn' ? text : Type.Optional(text)];
    }),
  ) as {
    [L in GuestLanguage]: L extends 'en' | 'hi' | 'kn'
      ? ReturnType<typeof Type.String>
      : ReturnType<typeof Type.Optional<ReturnType<typeof Type.String>>>;
  },
);
export type MessageTexts = Static<typeof MessageTexts>;

export const GuestSettings = Strict({
  invitation: MessageTexts,
  reminder: MessageTexts,
  /** RSVP deadline per function (YYYY-MM-DD), for reminders. */
  deadlines: Type.Unsafe<Record<string, string>>({
    type: 'object',
    // The keys rsvpEventsOf makes (`main`, `schedule-1` ... `schedule-99`), each a date; nothing else.
    properties: Object.fromEntries(
      ['main', ...Array.from({ length: 99 }, (_, i) => `schedule-${i + 1}`)].map((key) => [
        key,
        { type: 'string', format: 'date', maxLength: 10 },
      ]),
    ),
    additionalProperties: false,
    maxProperties: 20,
  }),
  /** Ask households for arrival date/time, travel mode, stay and pickup. */
  askTravel: Type.Boolean(),
});
export type GuestSettings = Static<typeof GuestSettings>;

export const FunctionSummary = Type.Object({
  eventKey: Type.String(),
  title: Type.String(),
  date: Nullable(Type.String()),
  households: Type.Object({
    invited: Type.Integer(),
    coming: Type.Integer(),
    notComing: Type.Integer(),
    noAnswer: Type.Integer(),
  }),
  seatsOffered: Type.Integer(),
  adults: Type.Integer(),
  children: Type.Integer(),
  meals: Type.Record(Type.String(), Type.Integer()),
  stays: Type.Integer(),
  pickups: Type.Integer(),
});
export const GuestSummary = Type.Object({
  functions: Type.Array(FunctionSummary),
  households: Type.Integer(),
  sent: Type.Integer(),
  opened: Type.Integer(),
  answered: Type.Integer(),
});
export type GuestSummary = Static<typeof GuestSummary>;

export const GuestSite = Type.Object({
  liveId: Type.String(),
  slug: Type.String(),
  name: Type.String(),
  published: Type.Boolean(),
  /** The buyer owns it; a co-host manages its guest list only. */
  role: StringEnum(['owner', 'cohost'] as const),
  /** The site's functions, for the invite pickers. */
  events: Type.Array(Type.Object({ eventKey: Type.String(), title: Type.String(), date: Nullable(Type.String()) })),
  /** `wedding`, `birthday` ... (decides the default side labels). */
  category: Type.String(),
});
export type GuestSite = Static<typeof GuestSite>;
export const GuestSiteList = Type.Array(GuestSite);
export type GuestSiteList = Static<typeof GuestSiteList>;

export const CohostInvite = Strict({ email: Type.String({ format: 'email', minLength: 3, maxLength: 254 }) });
export const Cohost = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  /** Has signed in and taken up the invitation. */
  accepted: Type.Boolean(),
  addedAt: Type.String(),
});
export type Cohost = Static<typeof Cohost>;
export const CohostList = Type.Array(Cohost);
export const CohostRemoveQuery = Strict({ rotateLinks: Type.Optional(StringEnum(['true', 'false'] as const)) });
export const CohostRemoved = Type.Object({
  responce: Type.String(),
  /** Households given a new personal link (0 without rotateLinks). */
  linksRotated: Type.Integer(),
});
export type CohostRemoved = Static<typeof CohostRemoved>;

const MealCounts = Type.Object(
  Object.fromEntries(
    MEAL_PREFERENCES.map((meal) => [meal, Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_SEATS * 2 }))]),
  ),
  { additionalProperties: false },
);

/** The household's RSVP through its personal link: nothing to type about who they are. */
export const HouseholdRsvp = Strict({
  events: Type.Array(
    Strict({
      eventKey: EventKey,
      attending: Type.Boolean(),
      adults: Type.Integer({ minimum: 0, maximum: MAX_SEATS }),
      children: Type.Integer({ minimum: 0, maximum: MAX_SEATS }),
      /** How many of those coming eat each meal, e.g. { Veg: 3, Jain: 1 }. */
      meals: Type.Optional(MealCounts),
    }),
    { minItems: 1, maxItems: 20 },
  ),
  travel: Type.Optional(Travel),
});
export type HouseholdRsvp = Static<typeof HouseholdRsvp>;

export const HouseholdRsvpResponse = Type.Object({ responce: Type.String() });
export type HouseholdRsvpResponse = Static<typeof HouseholdRsvpResponse>;

/** What DELETE calls answer: a sentence for the host. */
export const GuestListAnswer = Type.Object({ responce: Type.String() });
export type GuestListAnswer = Static<typeof GuestListAnswer>;

export const PersonalCalendarParams = Strict({
  slug: Type.String({ minLength: 3, maxLength: 60 }),
  token: HouseholdToken,
  eventKey: EventKey,
});

/**
 * The guest list's change history, newest first: `GET private/live/{liveId}/changes?before=&limit=` (owner or
 * co-host). `before` is the `next` of the page before; `limit` is 1-100, 50 when left out.
 */
export const CHANGES_PAGE_MAX = 100;
export const ChangesQuery = Strict({
  // Query strings are text of bounded length, as on every route; the server reads the numbers' ranges.
  before: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,9}$', maxLength: 10 })),
  limit: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,2}$', maxLength: 3 })),
});
export type ChangesQuery = Static<typeof ChangesQuery>;

export const GuestListChange = Type.Object({
  id: Type.Integer(),
  /** ISO time. */
  at: Type.String(),
  /** Who made it: their e-mail, and their name while they have an account. */
  actor: Type.Object({ email: Type.String(), name: Nullable(Type.String()) }),
  /** `household.add`, `household.import`, `bulk.invite`, `cohost.remove`, `shagun.payee` ... */
  action: Type.String(),
  householdId: Nullable(Type.Integer()),
  /** The household's name now, or as it was when it was removed; null for changes about no one household. */
  householdName: Nullable(Type.String()),
  /** What the action recorded, e.g. `{count, eventKey}` for a bulk action, `{from, to}` for shagun.payee. */
  details: Type.Record(Type.String(), Type.Unknown()),
});
export type GuestListChange = Static<typeof GuestListChange>;

export const GuestListChanges = Type.Object({
  changes: Type.Array(GuestListChange),
  /** The `before` of the next (older) page; null on the last page. */
  next: Nullable(Type.Integer()),
});
export type GuestListChanges = Static<typeof GuestListChanges>;
