/**
 * The host's guest list (households invited per function, sending, answers, co-hosts) at /guests. Its pages are
 * loaded lazily by the router; other features link to it by its address.
 */
export const GUESTS_PATH = '/guests';
