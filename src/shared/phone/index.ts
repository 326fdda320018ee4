/**
 * Phone numbers as guests and hosts type them ("98765 43210", "098765-43210", "+91 98765 43210") made into one
 * E.164 form ("+919876543210"), so one household or one RSVP is found by its number however it was written.
 * Numbers without a country code are read as Indian. libphonenumber-js's metadata knows which digits a mobile
 * number may start with and how long it is, which a hand-written pattern would get wrong.
 */
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';

export const DEFAULT_PHONE_COUNTRY: CountryCode = 'IN';

/** The E.164 form of a typed number, or null when it is not a possible number. */
export function toE164(typed: string, country: CountryCode = DEFAULT_PHONE_COUNTRY): string | null {
  const text = typed.trim();
  // Longer than any number anyone types: refuse before parsing.
  if (text.length === 0 || text.length > 40) return null;
  const parsed = parsePhoneNumberFromString(text, country);
  if (!parsed || !parsed.isValid()) return null;
  return parsed.number;
}

/**
 * A stored number as a person reads it: "+919876543210" is "+91 98765 43210", "+14155552671" "+1 415 555 2671"
 * (each country's own grouping, with its code, since a guest list mixes countries). Machines keep E.164 (links,
 * exports meant for other programs); anything that does not parse is shown as it is.
 */
export function formatPhone(stored: string): string {
  const parsed = stored.length <= 40 ? parsePhoneNumberFromString(stored.trim(), DEFAULT_PHONE_COUNTRY) : undefined;
  return parsed?.isValid() ? parsed.formatInternational() : stored;
}

/** The digits wa.me and sms: links take (E.164 without the plus). */
export function phoneDigits(e164: string): string {
  return e164.replace(/\D/g, '');
}
