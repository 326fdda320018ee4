/** The guest list as other features see it: a household found by its personal link, its visits and answer. */
export {
  answerHousehold,
  HOUSEHOLD_RSVP_SAVED,
  HOUSEHOLD_RSVP_UPDATED,
  householdByToken,
  isLinkPreviewRobot,
  isLinkToken,
  LINK_UNKNOWN,
  recordVisit,
  type PersonalHousehold,
} from './personal';
// Who may manage a site (buyer or co-host) and its functions: the keepsake book, the shagun book and the
// event-day settings answer the same people.
export { checkEventKey, functionsOf, managedSite, requireOwner, type ManagedSite } from './access';
// Sending from the product puts each household's personal link (and its card) in the message; reminders read
// the RSVP deadlines.
export { personalLink, tokenOf } from './links';
export { settingsOf } from './settings';
export { cleanText } from './household-input';
// The site's change history and its lock: the shagun settings and book write under the same rules.
export { recordChange } from './history';
export { lockSite } from './households';
