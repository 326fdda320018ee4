/** The buyer's live sites, loaded once per visit, and the picker the moderation and RSVP pages share. */
export { LiveSitePicker } from './LiveSitePicker';
export { liveSiteKeys, useLiveSites, type LiveSites } from './use-live-sites';
