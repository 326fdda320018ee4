/** Live sites as other server features see them: publishing, a site's content and events, and pack gating. */
export { liveSitesOf, publishSite, unpublishSite } from './publishing';
export { contentOfSite, eventsOfSite, packOfSite, publishedSite, type LiveSiteRow } from './site-content';
export { bestPaidOrder, requireFeature } from './pack-gate';
