/**
 * Wire contract of live invitation sites: publishing (buyer and admin), what guests send, and the moderation
 * calls of the spec. The TypeBox values are the routes' JSON Schemas; the web app imports only the types
 * (`import type`), so no schema code reaches a browser bundle.
 *
 * Routes (all under /rest/api):
 * - buyer:  GET  private/get_live_template_user                -> LiveSiteList (the spec's call)
 *           GET  private/live/slug?baseTempID=&slug=           -> SlugCheckResponse
 *           POST private/live/publish         PublishRequest   -> LiveSite
 *           POST private/live/unpublish       UnpublishRequest -> LiveSite
 * - admin:  the same publish/unpublish service under admin/live/... with a userId (the admin area).
 * - guests: POST public/live/{slug}/wishes   WishRequest       -> { responce }
 *           POST public/live/{slug}/photos   multipart `file` + `name` -> { responce }
 *           POST public/live/{slug}/rsvp     RsvpRequest       -> RsvpResponse
 *           POST public/live/{slug}/access   AccessRequest     -> { responce } and a cookie for the device
 *           GET  public/live/{slug}/calendar/{eventKey}.ics     -> text/calendar
 *           GET  public/live/{slug}/og.png                      -> 1200x630 link-preview picture
 * - moderation (spec section 7): private/get_all_wishmessage/{liveId}, private/modify_wish_message/{liveId}/
 *   {wishId}/{true|false}, private/get_all_galeryimage/{liveId}, private/modify_gallery_image/{liveId}/
 *   {imageId}/{true|false}, answered as `{ responce, responceId: { wmdto: [...] } }`.
 * The page itself is GET /invite/{slug} (server-rendered HTML, outside /rest/api).
 */
import { Type, type Static } from 'typebox';
import { RSVP_MAX_PEOPLE_PER_EVENT } from '../live';
import { SITE_LANGUAGES } from '../look/languages';
import { StringEnum } from './schema-helpers';

/** Lower-case letters, digits and single hyphens between them, 3 to 60 characters. */
export const SLUG_PATTERN = '^[a-z0-9](?:[a-z0-9]|-(?=[a-z0-9])){2,59}$';

export const Slug = Type.String({ pattern: SLUG_PATTERN, minLength: 3, maxLength: 60 });

/** One live site of a buyer: an item of GET /rest/api/private/get_live_template_user (the answer is a list). */
export const LiveSite = Type.Object({
  liveId: Type.String(),
  baseTempID: Type.String(),
  slug: Type.String(),
  /** Absolute address guests open: `${PUBLIC_URL}/invite/${slug}`. */
  url: Type.String(),
  published: Type.Boolean(),
  /** Search engines may index the page only when the buyer opts in. */
  indexable: Type.Boolean(),
  /** Whether guests must type an access code (the code itself never leaves the server). */
  hasAccessCode: Type.Boolean(),
  packType: Type.Union([Type.Literal('basic'), Type.Literal('premium'), Type.Literal('luxury')]),
  /** Template name from the catalogue, for pickers. */
  name: Type.String(),
});
export type LiveSite = Static<typeof LiveSite>;

export const LiveSiteList = Type.Array(LiveSite);
export type LiveSiteList = Static<typeof LiveSiteList>;

/** POST /rest/api/private/live/publish: publish (or republish) a bought template at an address. */
export const PublishRequest = Type.Object(
  {
    baseTempID: Type.String({ minLength: 1, maxLength: 40 }),
    slug: Slug,
    indexable: Type.Optional(Type.Boolean()),
    /** 4 to 32 characters; an empty string removes the code. */
    accessCode: Type.Optional(Type.String({ maxLength: 32 })),
  },
  { additionalProperties: false },
);
export type PublishRequest = Static<typeof PublishRequest>;

/** POST /rest/api/private/live/unpublish: take the site down; the address stays reserved for its buyer. */
export const UnpublishRequest = Type.Object(
  { baseTempID: Type.String({ minLength: 1, maxLength: 40 }) },
  { additionalProperties: false },
);
export type UnpublishRequest = Static<typeof UnpublishRequest>;

/** POST /rest/api/public/live/{slug}/access: the code the buyer set; right answers get a device cookie. */
export const AccessRequest = Type.Object(
  { code: Type.String({ minLength: 1, maxLength: 32 }) },
  { additionalProperties: false },
);
export type AccessRequest = Static<typeof AccessRequest>;

/** GET /rest/api/private/live/slug?baseTempID=...&slug=... : is an address free, and a suggestion from the content. */
export const SlugCheckResponse = Type.Object({
  slug: Type.String(),
  available: Type.Boolean(),
  /** Why not, as a sentence for the buyer ("That address is taken."). */
  reason: Type.Optional(Type.String()),
  /** e.g. `ananya-weds-rohan`, made from the names in the content, free at the time of asking. */
  suggestion: Type.String(),
});
export type SlugCheckResponse = Static<typeof SlugCheckResponse>;

/** POST /rest/api/public/live/{slug}/wishes */
export const WishRequest = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 80 }),
    message: Type.String({ minLength: 1, maxLength: 1000 }),
    /** Honeypot: people leave it empty; a filled one is accepted silently and stored nowhere. */
    website: Type.Optional(Type.String({ maxLength: 200 })),
  },
  { additionalProperties: false },
);
export type WishRequest = Static<typeof WishRequest>;

export const MEAL_PREFERENCES = ['Veg', 'Jain', 'Non-veg', 'No onion-garlic'] as const;
export type MealPreference = (typeof MEAL_PREFERENCES)[number];

/** One event of the schedule as RSVP sees it: `key` is stable for a site's content (e.g. `schedule-1`). */
export const RsvpEventAnswer = Type.Object(
  {
    eventKey: Type.String({ minLength: 1, maxLength: 60 }),
    attending: Type.Boolean(),
    /** Adults and children together at most RSVP_MAX_PEOPLE_PER_EVENT (checked by the server). */
    adults: Type.Integer({ minimum: 0, maximum: RSVP_MAX_PEOPLE_PER_EVENT }),
    children: Type.Integer({ minimum: 0, maximum: RSVP_MAX_PEOPLE_PER_EVENT }),
    meal: Type.Optional(Type.Union(MEAL_PREFERENCES.map((meal) => Type.Literal(meal)))),
  },
  { additionalProperties: false },
);

/**
 * POST /rest/api/public/live/{slug}/rsvp. `editToken` is what the first answer returned; the same device sends
 * it back to change its answer instead of adding a second one. One reply per phone number (read as E.164,
 * Indian by default) and site: a second reply from the same number changes the first.
 */
export const RsvpRequest = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 80 }),
    phone: Type.String({ pattern: '^[0-9+ -]{7,20}$', maxLength: 20 }),
    events: Type.Array(RsvpEventAnswer, { minItems: 1, maxItems: 20 }),
    editToken: Type.Optional(Type.String({ maxLength: 100 })),
  },
  { additionalProperties: false },
);
export type RsvpRequest = Static<typeof RsvpRequest>;

export const RsvpResponse = Type.Object({
  responce: Type.String(),
  editToken: Type.String(),
});
export type RsvpResponse = Static<typeof RsvpResponse>;

/** Spec entity "Wish message", in responceId.wmdto of get_all_wishmessage. visflag null = Unread. */
export const WishMessage = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  message: Type.String(),
  visflag: Type.Union([Type.Boolean(), Type.Null()]),
  /** ISO time. */
  date: Type.String(),
});
export type WishMessage = Static<typeof WishMessage>;

/** Spec entity "Gallery image", in responceId.wmdto of get_all_galeryimage. visflag true = public. */
export const GalleryImage = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  date: Type.String(),
  /** The stored file name, for /rest/api/public/download?filename= */
  image_url: Type.String(),
  visflag: Type.Union([Type.Boolean(), Type.Null()]),
});
export type GalleryImage = Static<typeof GalleryImage>;

/** GET /rest/api/private/live/slug: the template the address is for, and the address to check (optional). */
export const SlugCheckQuery = Type.Object(
  {
    baseTempID: Type.String({ minLength: 1, maxLength: 40 }),
    slug: Type.Optional(Type.String({ maxLength: 60 })),
  },
  { additionalProperties: false },
);
export type SlugCheckQuery = Static<typeof SlugCheckQuery>;

/** The address part of every guest call: /rest/api/public/live/{slug}/... */
export const GuestSiteParams = Type.Object({ slug: Slug }, { additionalProperties: false });
export type GuestSiteParams = Static<typeof GuestSiteParams>;

/** An RSVP event key as rsvpEventsOf makes them: `main`, or `schedule-<n>` for the n-th dated schedule entry. */
export const EVENT_KEY_PATTERN = '^(?:main|schedule-[1-9][0-9]?)$';

/** GET /rest/api/public/live/{slug}/calendar/{eventKey}.ics */
export const CalendarParams = Type.Object(
  { slug: Slug, eventKey: Type.String({ pattern: EVENT_KEY_PATTERN, maxLength: 12 }) },
  { additionalProperties: false },
);
export type CalendarParams = Static<typeof CalendarParams>;

/** The words around the hosts' text in a calendar file: the page's language (a personal link's: its household's). */
export const CalendarQuery = Type.Object(
  { lang: Type.Optional(StringEnum(SITE_LANGUAGES)) },
  { additionalProperties: false },
);
export type CalendarQuery = Static<typeof CalendarQuery>;

/** What the wishes and photo calls answer: a sentence for the guest. */
export const GuestAnswer = Type.Object({ responce: Type.String() });
export type GuestAnswer = Static<typeof GuestAnswer>;

/** The .ics file's text (text/calendar). */
export const CalendarFile = Type.String();
