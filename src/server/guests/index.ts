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
// Who may manage a site (its buyer or a co-host): the keepsake book answers the same people.
export { managedSite, type ManagedSite } from './access';
