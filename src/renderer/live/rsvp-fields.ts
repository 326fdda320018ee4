/**
 * The RSVP form's fields as the browser posts them (one `attending:{event}` radio per event, its counts and
 * meal), read back into the JSON call's request. Used by the server's form posts (src/server/invitation/
 * form-posts.ts), which then make the same call the script makes; what cannot be sent is said in the page's
 * language next to its field, with everything the guest typed kept.
 */
import type { MealPreference, RsvpRequest } from '../../shared/api/live';
import type { SiteLanguage } from '../../shared/look';
import type { LiveEvent } from '../events';
import { t, type MessageKey } from '../i18n';
import { RSVP_FIELD, type FieldErrors, type RsvpAnswerValues, type RsvpValues, type SavedRsvp } from './form-state';

export { RSVP_FIELD };

/** Same list as MEAL_PREFERENCES in the contract (the page imports only its types). */
export const RSVP_MEALS: readonly MealPreference[] = ['Veg', 'Jain', 'Non-veg', 'No onion-garlic'];

/** The field labels the server's refusals are said with (`body.name ...`, `body.phone ...`). */
export const RSVP_LABELS: Record<string, MessageKey> = { name: 'rsvpName', phone: 'rsvpPhone' };

export interface RsvpReading {
  /** The call to make, when every field could be read. */
  request?: RsvpRequest;
  values: RsvpValues;
  errors: FieldErrors;
}

/** A headcount as typed: a whole number from 0, or undefined. The JSON call keeps its own upper bound. */
function count(text: string): number | undefined {
  return /^\s*\d{1,3}\s*$/.test(text) ? Number(text) : undefined;
}

export function readRsvpForm(lang: SiteLanguage, events: readonly LiveEvent[], form: URLSearchParams): RsvpReading {
  const text = (name: string) => form.get(name) ?? '';
  const errors: FieldErrors = {};
  const answers: Record<string, RsvpAnswerValues> = {};
  const requestEvents: RsvpRequest['events'] = [];
  for (const event of events) {
    const attending = text(RSVP_FIELD.attending(event.key));
    const value: RsvpAnswerValues = {
      attending: attending === 'yes' || attending === 'no' ? attending : '',
      // A browser always posts the counts; a client that leaves them out gets the form's own defaults.
      adults: form.get(RSVP_FIELD.adults(event.key)) ?? '1',
      children: form.get(RSVP_FIELD.children(event.key)) ?? '0',
      meal: text(RSVP_FIELD.meal(event.key)),
    };
    answers[event.key] = value;
    if (!value.attending) {
      errors[RSVP_FIELD.attending(event.key)] = t(lang, 'rsvpAnswerEach', { event: event.title });
      continue;
    }
    if (value.attending === 'no') {
      requestEvents.push({ eventKey: event.key, attending: false, adults: 0, children: 0 });
      continue;
    }
    const adults = count(value.adults);
    const children = count(value.children || '0');
    if (adults === undefined) errors[RSVP_FIELD.adults(event.key)] = invalid(lang, 'rsvpAdults');
    if (children === undefined) errors[RSVP_FIELD.children(event.key)] = invalid(lang, 'rsvpChildren');
    const meal = RSVP_MEALS.find((known) => known === value.meal);
    if (value.meal && !meal) errors[RSVP_FIELD.meal(event.key)] = invalid(lang, 'rsvpMeal');
    requestEvents.push({
      eventKey: event.key,
      attending: true,
      adults: adults ?? 0,
      children: children ?? 0,
      ...(meal ? { meal } : {}),
    } as RsvpRequest['events'][number]);
  }
  const editToken = text(RSVP_FIELD.editToken);
  const values: RsvpValues = { name: text('name'), phone: text('phone'), answers, ...(editToken ? { editToken } : {}) };
  if (Object.keys(errors).length) return { values, errors };
  const request: RsvpRequest = {
    name: values.name.trim(),
    phone: values.phone.trim(),
    events: requestEvents,
    ...(editToken ? { editToken } : {}),
  };
  return { request, values, errors };
}

function invalid(lang: SiteLanguage, label: MessageKey): string {
  return t(lang, 'errorInvalid', { field: t(lang, label) });
}

/**
 * The form field a refusal of the JSON call is about: `body.name ...` is `name`, `body.events.2.adults ...` is
 * the third event's adults; undefined when it names none (said for the whole form).
 */
export function rsvpRefusalField(message: string, events: readonly LiveEvent[]): string | undefined {
  const perEvent = /^(?:body\.)?events\.(\d+)\.(attending|adults|children|meal)\b/.exec(message);
  if (perEvent) {
    const event = events[Number(perEvent[1])];
    const part = perEvent[2] as 'attending' | 'adults' | 'children' | 'meal';
    return event ? RSVP_FIELD[part](event.key) : undefined;
  }
  const field = /^(?:body\.)?(name|phone)\b/.exec(message)?.[1];
  return field;
}

/** The answer as this device keeps it, from the request that was saved. */
export function savedRsvp(request: RsvpRequest, editToken: string): SavedRsvp {
  const answers: SavedRsvp['answers'] = {};
  for (const answer of request.events) {
    answers[answer.eventKey] = {
      attending: answer.attending,
      adults: answer.adults,
      children: answer.children,
      meal: (answer.meal as MealPreference | undefined) ?? '',
    };
  }
  return { editToken, name: request.name, phone: request.phone, answers };
}
