/** Live sites as other server features see them: publishing, a site's content and events, guest access and pack gating. */
export { liveSitesOf, publishSite, unpublishSite } from './publishing';
export { contentOfSite, eventsOfSite, packOfSite, publishedSite, type LiveSiteRow } from './site-content';
export {
  accessCookie,
  guestAccess,
  siteForGuest,
  SITE_PRIVATE,
  type GuestGrant,
  type GuestRequest,
} from './guest-access';
export { admitWithCode } from './access-code';
export { bestPaidOrder, requireFeature } from './pack-gate';
