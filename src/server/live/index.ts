/** Live sites as other server features see them: publishing, a site's content and events, and pack gating. */
export { liveSitesOf, publishSite, unpublishSite } from './publishing';
export {
  contentOfSite,
  eventsOfSite,
  headingOfSite,
  packOfSite,
  publishedSite,
  type LiveSiteRow,
  type SiteContent,
} from './site-content';
export { calendarFile } from './calendar';
export { bestPaidOrder, requireFeature } from './pack-gate';
