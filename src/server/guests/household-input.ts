/**
 * What the host types for a household, checked and cleaned: text without control characters, the number in
 * E.164 (read as Indian without a country code), an e-mail that looks like one, functions of the site only.
 */
import { toE164 } from '../../shared/phone';
import type { GuestLanguage, HouseholdInput, InvitedEvent } from '../../shared/api/guests';
import type { RsvpEvent } from '../../shared/live';
import { hasControlCharacters } from '../http/control-characters';
import { HttpError } from '../http/errors';
import { checkEventKey } from './access';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function cleanText(value: string | undefined, field: string, options: { multiline?: boolean } = {}): string {
  const text = (value ?? '').trim();
  if (hasControlCharacters(text, { keepLineBreaks: options.multiline ?? false })) {
    throw new HttpError(400, `${field} must not contain control characters`);
  }
  return text;
}

export const INVALID_PHONE = 'is not a mobile number we can read (for example 98765 43210 or +91 98765 43210)';

/** E.164, null for an empty number, or a 400 naming the field. */
export function cleanPhone(typed: string | undefined, field: string): string | null {
  if (typed === undefined || typed.trim() === '') return null;
  const e164 = toE164(typed);
  if (!e164) throw new HttpError(400, `${field} ${INVALID_PHONE}`);
  return e164;
}

export function cleanEmail(typed: string | undefined, field: string): string | null {
  const text = cleanText(typed, field);
  if (!text) return null;
  if (!EMAIL.test(text)) throw new HttpError(400, `${field} is not an e-mail address`);
  return text.toLowerCase();
}

export function cleanEvents(events: readonly InvitedEvent[], site: readonly RsvpEvent[], field: string) {
  const seen = new Set<string>();
  return events.map((event, index) => {
    checkEventKey(site, event.eventKey, `${field}.${index}.eventKey`);
    if (seen.has(event.eventKey)) throw new HttpError(400, `${field}.${index}.eventKey is listed twice`);
    seen.add(event.eventKey);
    return { eventKey: event.eventKey, seats: event.seats };
  });
}

export function cleanTags(tags: readonly string[] | undefined, field: string): string[] {
  const clean = (tags ?? []).map((tag, index) => cleanText(tag, `${field}.${index}`)).filter(Boolean);
  return [...new Set(clean)];
}

export interface CleanHousehold {
  name: string;
  members: { name: string; child: boolean }[];
  phone: string | null;
  email: string | null;
  side: string | null;
  language: GuestLanguage;
  tags: string[];
  notes: string;
  extraGuestsAllowed: boolean;
  events: { eventKey: string; seats: number }[];
}

export function cleanHousehold(input: HouseholdInput, site: readonly RsvpEvent[]): CleanHousehold {
  const name = cleanText(input.name, 'body.name');
  if (!name) throw new HttpError(400, 'body.name must not be empty');
  const members = (input.members ?? []).map((member, index) => {
    const memberName = cleanText(member.name, `body.members.${index}.name`);
    if (!memberName) throw new HttpError(400, `body.members.${index}.name must not be empty`);
    return { name: memberName, child: member.child };
  });
  return {
    name,
    members,
    phone: cleanPhone(input.phone, 'body.phone'),
    email: cleanEmail(input.email, 'body.email'),
    side: cleanText(input.side, 'body.side') || null,
    language: input.language ?? 'en',
    tags: cleanTags(input.tags, 'body.tags'),
    notes: cleanText(input.notes, 'body.notes', { multiline: true }),
    extraGuestsAllowed: input.extraGuestsAllowed ?? false,
    events: cleanEvents(input.events, site, 'body.events'),
  };
}
