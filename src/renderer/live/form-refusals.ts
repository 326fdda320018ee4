/**
 * A refusal of a guest's call (its status and the server's English sentence) as the texts the page shows, in
 * its language, next to the field the refusal names ('' for the form as a whole). The server's form posts
 * draw the page again with them; the same mapping the forms used in the browser (refusal.ts).
 */
import type { SiteLanguage } from '../../shared/look';
import type { LiveEvent } from '../events';
import { t, type MessageKey } from '../i18n';
import type { FieldErrors, GuestFormName } from './form-state';
import { SendError } from './post';
import { refusalText, type FieldLabels } from './refusal';
import { RSVP_LABELS, rsvpRefusalField } from './rsvp-fields';

export interface Refusal {
  status: number;
  message: string;
  feature?: string;
}

const LABELS: Record<Exclude<GuestFormName, 'rsvp'>, FieldLabels> = {
  wish: { name: 'wishName', message: 'wishMessage' },
  photo: { name: 'wishName', file: 'photoField' },
  access: { code: 'accessCode' },
};

const PER_EVENT_LABELS: Record<string, MessageKey> = {
  attending: 'rsvpAttending',
  adults: 'rsvpAdults',
  children: 'rsvpChildren',
  meal: 'rsvpMeal',
};

export function refusalErrors(
  lang: SiteLanguage,
  form: GuestFormName,
  refusal: Refusal,
  { events = [], editing = false }: { events?: readonly LiveEvent[]; editing?: boolean } = {},
): FieldErrors {
  const error = new SendError(refusal.status, refusal.message, refusal.feature);
  if (form === 'rsvp') {
    const field = refusal.status === 400 ? rsvpRefusalField(refusal.message, events) : undefined;
    const part = field?.split(':')[0];
    if (field && part && part in PER_EVENT_LABELS) {
      return { [field]: t(lang, 'errorInvalid', { field: t(lang, PER_EVENT_LABELS[part]!) }) };
    }
    // Only a changed answer can be refused for its edit token; a first one is never 404 for it.
    const text = refusalText(lang, error, {
      fields: RSVP_LABELS,
      overrides: editing ? { 404: 'errorReplyNotFound' } : {},
    });
    return { [field ?? '']: text };
  }
  const fields = LABELS[form];
  const text = refusalText(lang, error, {
    fields,
    ...(form === 'access' ? { overrides: { 403: 'errorAccessCode' } } : {}),
    ...(form === 'photo' ? { failed: 'photoFailed' as const } : {}),
  });
  const named = refusal.status === 400 ? /^(?:body\.)?([A-Za-z]+)/.exec(refusal.message)?.[1] : undefined;
  const field = form === 'access' && refusal.status === 403 ? 'code' : named && named in fields ? named : '';
  return { [field]: text };
}
