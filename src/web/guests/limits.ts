import type { GuestLanguage } from '../../shared/api/guests';
import { SITE_LANGUAGES } from '../../shared/look/languages';

/**
 * The contract's lists and limits the screens need as values. The web app imports only types from the wire
 * contract (its TypeBox values would bring the schema library into the page), so they are restated here; the
 * `satisfies` and the test keep them in step.
 */
/** A household's languages: the one list of the invitation's languages (plain values, no schema library). */
export const LANGUAGES = SITE_LANGUAGES satisfies readonly GuestLanguage[];
/** Seats one household may be offered for one function (MAX_SEATS in the contract). */
export const SEATS_LIMIT = 30;
/** The import call's body limit in bytes (IMPORT_MAX_BYTES in the contract): the Indian scripts take 3 a letter. */
export const IMPORT_BYTES_LIMIT = 2 * 1024 * 1024;
