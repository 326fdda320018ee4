/** Live sites as other server features see them: publishing, a site's content and events, guest access and pack gating. */
export { liveSitesOf, publishSite, unpublishSite } from './publishing';
export {
  contentOfSite,
  eventsOfSite,
  findContentOfSite,
  findPublishedSite,
  headingOfSite,
  packOfSite,
  publishedSite,
  SITE_NOT_FOUND,
  type LiveSiteRow,
  type SiteContent,
} from './site-content';
export { calendarFile } from './calendar';
export {
  accessCookie,
  guestAccess,
  personalLinkCookie,
  siteForGuest,
  SITE_PRIVATE,
  type GuestGrant,
  type GuestRequest,
} from './guest-access';
export { admitWithCode, refuseAsWrongCode } from './access-code';
// What guests send, taken by the JSON calls (guest-routes.ts) and the page's HTML forms alike.
export { receiveWish } from './wishes';
export { receiveRsvp } from './rsvp';
export { receiveGuestPhoto } from './guest-photos';
export { senderOf } from './site-limits';
export { bestPaidOrder, requireFeature } from './pack-gate';
export {
  isAfterEvent,
  NO_EXTRAS,
  refuseAfterEvent,
  RSVP_CLOSED,
  siteExtrasOf,
  streamState,
  thankYouFrom,
  type SiteExtras,
  type StreamState,
} from './site-extras';
