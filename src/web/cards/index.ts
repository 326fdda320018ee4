/** The host's invitation cards at /guests/cards (a page of the guest list's frame), loaded lazily by the router. */
export const CARDS_PATH = '/guests/cards';
