/**
 * Why a guest's form could not send, in the guest's language. The server answers in English (its one error
 * shape, `{ message }`); the page maps the answer's status, and for a 400 the field its message names, to the
 * page's own texts, so a Hindi or Kannada page never shows an English sentence.
 */
import { t, type MessageKey } from '../i18n';
import type { SiteLanguage } from '../../shared/look';
import { FormProblem } from './form-problem';
import { SendError } from './post';

export { FormProblem };

/** A form's fields as the server names them (`name`, `message` ...) and the label the guest sees for each. */
export type FieldLabels = Record<string, MessageKey>;

const BY_STATUS: Partial<Record<number, MessageKey>> = {
  0: 'errorNetwork',
  404: 'errorNotFound',
  // RSVP after the celebrations (the page has become a thank-you page).
  410: 'rsvpClosed',
  413: 'errorPhotoTooLarge',
  415: 'errorPhotoUnreadable',
  429: 'errorTooMany',
};

/**
 * A 400 names its field first, as the server's validation and guest-text checks write it:
 * "body.message must NOT have more than 1000 characters", "body.name must not be empty",
 * "file is required: ...", "body.events.0.adults must be <= 20".
 */
const FIELD_REFUSAL = /^(?:body\.)?([A-Za-z]+)\S* (.*)$/;

function badRequest(lang: SiteLanguage, message: string, fields: FieldLabels): string {
  const [, name = '', problem = ''] = FIELD_REFUSAL.exec(message) ?? [];
  const label = fields[name];
  if (!label) return t(lang, 'errorCheckForm');
  const key: MessageKey = /more than|at most|too long/i.test(problem)
    ? 'errorTooLong'
    : /fewer than|empty|required/i.test(problem)
      ? 'errorRequired'
      : 'errorInvalid';
  return t(lang, key, { field: t(lang, label) });
}

/**
 * The text for a failed send. `overrides` give a form's own meaning to a status (403 on the access form is a
 * wrong code); `failed` is said when the phone itself failed (a photo it could not shrink).
 */
export function refusalText(
  lang: SiteLanguage,
  error: unknown,
  {
    fields = {},
    overrides = {},
    failed = 'errorGeneric',
  }: {
    fields?: FieldLabels;
    overrides?: Partial<Record<number, MessageKey>>;
    failed?: MessageKey;
  } = {},
): string {
  if (error instanceof FormProblem) return t(lang, error.key);
  if (!(error instanceof SendError)) return t(lang, failed);
  const own = overrides[error.status];
  if (own) return t(lang, own);
  if (error.status === 400) return badRequest(lang, error.message, fields);
  if (error.status === 403 && error.feature) return t(lang, 'errorNotOffered');
  return t(lang, BY_STATUS[error.status] ?? 'errorGeneric');
}
