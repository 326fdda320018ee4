/**
 * The most people one RSVP may bring to one event (adults and children together): a household, not a
 * stranger's made-up crowd. The server refuses more with a 400 naming the field; the guest form and the hosts'
 * RSVP screen show the same number.
 */
export const RSVP_MAX_PEOPLE_PER_EVENT = 10;
