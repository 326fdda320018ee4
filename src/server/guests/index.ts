/** The guest list as other features see it: a household found by its personal link, its visits and answer. */
export {
  answerHousehold,
  HOUSEHOLD_RSVP_SAVED,
  HOUSEHOLD_RSVP_UPDATED,
  householdByToken,
  isLinkPreviewRobot,
  LINK_UNKNOWN,
  recordVisit,
  type PersonalHousehold,
} from './personal';
// Who may manage a site (buyer or co-host) and its functions: the keepsake book, the shagun book and the
// event-day settings answer the same people.
export { functionsOf, managedSite, type ManagedSite } from './access';
export { cleanText } from './household-input';
