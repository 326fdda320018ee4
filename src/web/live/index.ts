/**
 * The buyer's live sites: publishing a bought template and sharing its address (links and QR code), and the
 * list of live sites, loaded once per visit, with the picker the moderation and RSVP pages share.
 */
export { chosenSiteIdAtom, useChosenSite, type ChoosableSite } from './chosen-site';
export { LiveSitePicker } from './LiveSitePicker';
export { PublishPanel } from './PublishPanel';
export { ShareLinks } from './ShareLinks';
export { SiteChooser } from './SiteChooser';
export { liveSiteKeys, useLiveSites, type LiveSites } from './use-live-sites';
