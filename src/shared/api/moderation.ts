/**
 * Wire contract of the buyer's side of live sites: the spec's moderation calls (wishes and guest photos), the
 * photo zip and RSVP reports (the dashboard's figures are in ./dashboard.ts, order history and liked templates
 * in ./settings.ts). The web app imports only the types. Wish and gallery items are the spec's entities, defined with the live-site contract (./live.ts).
 *
 * Routes (all under /rest/api, bearer, owner-checked):
 *   GET  private/get_all_wishmessage/{liveId}                        -> WishListResponse
 *   GET  private/modify_wish_message/{liveId}/{wishId}/{true|false}  -> ModifyResponse
 *   GET  private/get_all_galeryimage/{liveId}                        -> GalleryListResponse
 *   GET  private/modify_gallery_image/{liveId}/{imageId}/{true|false}-> ModifyResponse
 *   POST private/gallery_zip/{liveId}          PhotoZipRequest       -> application/zip (originals)
 *   GET  private/rsvps/{liveId}?q=                                   -> RsvpReportResponse
 *   GET  private/rsvps/{liveId}/csv                                  -> text/csv (UTF-8 with BOM)
 *   GET  private/guest-limits/{liveId}                               -> GuestLimitsResponse
 * A live id that does not exist, or is not the caller's, is refused with 404 and responceId GWCF_LIDNE.
 */
import { Type, type Static } from 'typebox';
import { GalleryImage, WishMessage } from './live';
import { Nullable, Strict, StringEnum } from './schema-helpers';

/** The spec's code for "live id does not exist". */
export const LIVE_ID_NOT_FOUND = 'GWCF_LIDNE';

const LiveIdText = Type.String({ minLength: 1, maxLength: 64 });
const RecordId = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
/** A record id in a path: digits only, short enough to stay inside a 32-bit integer column. */
const RecordIdText = Type.String({ pattern: '^[1-9][0-9]{0,8}$', maxLength: 9 });

export const LiveIdParams = Strict({ liveId: LiveIdText });
export type LiveIdParams = Static<typeof LiveIdParams>;

/** The spec's third path segment: true shows (public), false hides. */
const VisibilityWord = StringEnum(['true', 'false'] as const);

export const ModifyWishParams = Strict({ liveId: LiveIdText, wishId: RecordIdText, visflag: VisibilityWord });
export type ModifyWishParams = Static<typeof ModifyWishParams>;

export const ModifyImageParams = Strict({ liveId: LiveIdText, imageId: RecordIdText, visflag: VisibilityWord });
export type ModifyImageParams = Static<typeof ModifyImageParams>;

export const WishListResponse = Type.Object({
  responce: Type.String(),
  responceId: Type.Object({ wmdto: Type.Array(WishMessage) }),
});
export type WishListResponse = Static<typeof WishListResponse>;

export const GalleryListResponse = Type.Object({
  responce: Type.String(),
  responceId: Type.Object({ wmdto: Type.Array(GalleryImage) }),
});
export type GalleryListResponse = Static<typeof GalleryListResponse>;

/** Answer of both modify calls: responceId is the changed record's id. */
export const ModifyResponse = Type.Object({ responce: Type.String(), responceId: Type.Integer() });
export type ModifyResponse = Static<typeof ModifyResponse>;

export const PhotoZipRequest = Strict({
  ids: Type.Array(RecordId, { minItems: 1, maxItems: 500, uniqueItems: true }),
});
export type PhotoZipRequest = Static<typeof PhotoZipRequest>;

export const RsvpReportQuery = Strict({ q: Type.Optional(Type.String({ maxLength: 80 })) });
export type RsvpReportQuery = Static<typeof RsvpReportQuery>;

export const RsvpGuestRow = Type.Object({
  name: Type.String(),
  phone: Type.String(),
  attending: Type.Boolean(),
  adults: Type.Integer(),
  children: Type.Integer(),
  meal: Nullable(Type.String()),
  /** ISO time of the guest's latest answer. */
  answeredAt: Type.String(),
  /**
   * The name of the earliest reply from the same number when this is a later reply (anyone may type a number,
   * and only a reply's own edit token changes it): such a reply is not counted in the totals.
   */
  sameNumberAs: Nullable(Type.String()),
});
export type RsvpGuestRow = Static<typeof RsvpGuestRow>;

/** What the caterer needs for one event: heads that are coming and their meals. */
export const RsvpTotals = Type.Object({
  /** Guests (answers) saying yes. */
  attending: Type.Integer(),
  declined: Type.Integer(),
  adults: Type.Integer(),
  children: Type.Integer(),
  /** Heads (adults + children) per meal preference, of those attending; `Not said` when none was given. */
  meals: Type.Record(Type.String(), Type.Integer()),
  /** Later replies from a number that replied before (flagged `sameNumberAs`), left out of the figures above. */
  sameNumber: Type.Integer(),
});
export type RsvpTotals = Static<typeof RsvpTotals>;

export const RsvpEventReport = Type.Object({
  eventKey: Type.String(),
  title: Type.String(),
  /** YYYY-MM-DD when the schedule gives one. */
  date: Nullable(Type.String()),
  totals: RsvpTotals,
  guests: Type.Array(RsvpGuestRow),
});
export type RsvpEventReport = Static<typeof RsvpEventReport>;

export const RsvpReportResponse = Type.Object({
  responce: Type.String(),
  responceId: Type.Object({ events: Type.Array(RsvpEventReport), answers: Type.Integer() }),
});
export type RsvpReportResponse = Static<typeof RsvpReportResponse>;

/**
 * A site's hourly budget of guests' wishes, photos or new RSVPs turned guests away: shown to the host for a day
 * after the latest refusal (times are ISO).
 */
export const GuestLimitNotice = Type.Object({
  kind: StringEnum(['wishes', 'photos', 'rsvps'] as const),
  /** The site's budget per hour. */
  limit: Type.Integer(),
  /** Guests' sends refused by it between firstAt and lastAt. */
  refused: Type.Integer(),
  firstAt: Type.String(),
  lastAt: Type.String(),
});
export type GuestLimitNotice = Static<typeof GuestLimitNotice>;

export const GuestLimitsResponse = Type.Object({
  responce: Type.String(),
  responceId: Type.Object({ notices: Type.Array(GuestLimitNotice) }),
});
export type GuestLimitsResponse = Static<typeof GuestLimitsResponse>;

/** A streamed file answer (the zip, the CSV): bytes written as they are made. */
export const StreamedFile = Type.Unsafe<NodeJS.ReadableStream>({ type: 'string', format: 'binary' });
