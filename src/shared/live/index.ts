/** What the guest page, the buyer's screens and the server share about live sites. */
export { rsvpEventsOf, type RsvpEvent, type SchemaForEvents } from './rsvp-events';
export { invitationHeading, invitationNames, occasionOf, readContentPath, type InvitationNames } from './event-names';
export { GUEST_PHOTO_MAX_BYTES } from './guest-photo-limit';
export { RSVP_MAX_PEOPLE_PER_EVENT } from './rsvp-limits';
export { STREAM_SERVICES, watchAddress } from './stream-links';
