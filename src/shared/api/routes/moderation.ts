/** The moderation routes of the spec (section 7) and their additions (contract: ../moderation.ts), for typed calls. */
import type {
  GalleryListResponse,
  GuestLimitsResponse,
  ModifyResponse,
  PhotoZipRequest,
  RsvpReportQuery,
  RsvpReportResponse,
  WishListResponse,
} from '../moderation';
import { route, type } from '../route';

export const moderationRoutes = {
  wishes: route('GET', '/rest/api/private/get_all_wishmessage/{liveId}', { answer: type<WishListResponse>() }),
  gallery: route('GET', '/rest/api/private/get_all_galeryimage/{liveId}', { answer: type<GalleryListResponse>() }),
  /** `visflag`: true shows it to guests, false hides it. */
  modifyWish: route('GET', '/rest/api/private/modify_wish_message/{liveId}/{id}/{visflag}', {
    answer: type<ModifyResponse>(),
  }),
  modifyImage: route('GET', '/rest/api/private/modify_gallery_image/{liveId}/{id}/{visflag}', {
    answer: type<ModifyResponse>(),
  }),
  photosZip: route('POST', '/rest/api/private/gallery_zip/{liveId}', {
    answer: type<Blob>(),
    body: type<PhotoZipRequest>(),
  }),
  rsvps: route('GET', '/rest/api/private/rsvps/{liveId}', {
    answer: type<RsvpReportResponse>(),
    query: type<RsvpReportQuery>(),
  }),
  /** The guests turned away by the site's hourly budgets in the last day. */
  guestLimits: route('GET', '/rest/api/private/guest-limits/{liveId}', { answer: type<GuestLimitsResponse>() }),
  rsvpsCsv: route('GET', '/rest/api/private/rsvps/{liveId}/csv', { answer: type<Blob>() }),
};
