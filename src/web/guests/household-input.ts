import type { GuestLanguage, Household, HouseholdInput, Member } from '../../shared/api/guests';
import { formatPhone } from '../../shared/phone';

/** The household form's fields as typed (text, not yet the wire's shape). */
export interface HouseholdDraft {
  name: string;
  members: Member[];
  phone: string;
  email: string;
  side: string;
  /** '' leaves it to the site's language. */
  language: GuestLanguage | '';
  tags: string;
  notes: string;
  /** Seats per invited function. */
  seats: Record<string, number>;
  extraGuestsAllowed: boolean;
}

export function draftOf(household: Household | null): HouseholdDraft {
  if (!household)
    return {
      name: '',
      members: [],
      phone: '',
      email: '',
      side: '',
      language: '',
      tags: '',
      notes: '',
      seats: {},
      extraGuestsAllowed: false,
    };
  return {
    name: household.name,
    members: household.members,
    // As the host reads it; the server reads it back into E.164.
    phone: household.phone ? formatPhone(household.phone) : '',
    email: household.email ?? '',
    side: household.side ?? '',
    language: household.language,
    tags: household.tags.join(', '),
    notes: household.notes,
    seats: Object.fromEntries(household.events.map((event) => [event.eventKey, event.seats])),
    extraGuestsAllowed: household.extraGuestsAllowed,
  };
}

/** Tags typed as "family, Mumbai, #vip": trimmed, without '#', each once. */
export function parseTags(text: string): string[] {
  const tags = text
    .split(/[,;\n]/)
    .map((tag) => tag.trim().replace(/^#/, '').slice(0, 40))
    .filter(Boolean);
  return [...new Set(tags)].slice(0, 20);
}

export function inputOf(draft: HouseholdDraft): HouseholdInput {
  const members = draft.members
    .map((member) => ({ name: member.name.trim(), child: member.child }))
    .filter((member) => member.name);
  return {
    name: draft.name.trim(),
    members,
    ...(draft.phone.trim() ? { phone: draft.phone.trim() } : {}),
    ...(draft.email.trim() ? { email: draft.email.trim() } : {}),
    ...(draft.side.trim() ? { side: draft.side.trim() } : {}),
    ...(draft.language ? { language: draft.language } : {}),
    tags: parseTags(draft.tags),
    notes: draft.notes.trim(),
    events: Object.entries(draft.seats).map(([eventKey, seats]) => ({ eventKey, seats })),
    extraGuestsAllowed: draft.extraGuestsAllowed,
  };
}
