/**
 * What the server knows about a guest's form when it draws the page again after a plain HTML post: what the
 * guest typed, why it was refused (next to each field, in the page's language), or that it was saved.
 * The page drawn for everyone has none of it.
 */
import type { MealPreference } from '../../shared/api/live';

/** A field's name in the form (`name`, `phone`, `attending:schedule-1` ...) to the text said next to it; '' is the form's own. */
export type FieldErrors = Record<string, string>;

/** One event's answer as the form holds it (text, as typed). */
export interface RsvpAnswerValues {
  attending: 'yes' | 'no' | '';
  adults: string;
  children: string;
  meal: string;
}

export interface RsvpValues {
  name: string;
  phone: string;
  editToken?: string;
  answers: Record<string, RsvpAnswerValues>;
}

/** A saved answer, as this device keeps it (localStorage) to change it later: the same shape as before. */
export interface SavedRsvp {
  editToken: string;
  name: string;
  phone: string;
  answers: Record<string, { attending: boolean | null; adults: number; children: number; meal: MealPreference | '' }>;
}

export interface GuestForms {
  rsvp?: { values?: RsvpValues; errors?: FieldErrors; saved?: SavedRsvp };
  wish?: { values?: { name: string; message: string }; errors?: FieldErrors; sent?: boolean };
  photo?: { values?: { name: string }; errors?: FieldErrors; sent?: boolean };
  access?: { errors?: FieldErrors };
}

export type GuestFormName = keyof GuestForms;

/** The box around each form: the script swaps it for the server's new drawing after sending. */
export const FORM_BLOCK_IDS: Record<GuestFormName, string> = {
  rsvp: 'live-rsvp-form',
  wish: 'live-wish-form',
  photo: 'live-photo-form',
  access: 'live-access-form',
};

/** Where a form posts without JavaScript: the page's own address, answered by src/server/invitation/form-posts.ts. */
export const FORM_PATHS: Record<GuestFormName, string> = {
  rsvp: 'rsvp',
  wish: 'wishes',
  photo: 'photos',
  access: 'access',
};

/** `to` keeps a personal link's greeting on the page the post comes back to. */
export function formAction(slug: string, form: GuestFormName, lang: string, to?: string): string {
  const query = new URLSearchParams({ lang, ...(to ? { to } : {}) });
  return `/invite/${encodeURIComponent(slug)}/${FORM_PATHS[form]}?${query.toString()}`;
}

/** The RSVP form's field names: one radio group per event, its counts and meal. */
export const RSVP_FIELD = {
  editToken: 'editToken',
  attending: (eventKey: string) => `attending:${eventKey}`,
  adults: (eventKey: string) => `adults:${eventKey}`,
  children: (eventKey: string) => `children:${eventKey}`,
  meal: (eventKey: string) => `meal:${eventKey}`,
} as const;
