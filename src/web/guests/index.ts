/**
 * The host's guest list (households invited per function, sending, answers, co-hosts) at /guests. Its pages are
 * loaded lazily by the router; other features link to it by its address.
 */
export const GUESTS_PATH = '/guests';

// What sending from the product (src/web/sending, pages inside /guests) reuses: the site, its households and
// settings, the list's filters, labels and growing list.
export { useGuestSite } from './guest-site';
export { guestKeys, useGuestSettings, useGuestSites, useHouseholds } from './guests-api';
export { filterHouseholds, hasStatus, NO_FILTERS, shortTime, sidesAndTags } from './household-status';
export { LANGUAGE_LABELS } from './messages';
export { sideLabel } from './sides';
export { FilterSelect } from './components/FilterSelect';
export { Loaded } from './components/Loaded';
export { MoreRows } from './components/MoreRows';
export { useGrowingList } from './use-growing-list';
