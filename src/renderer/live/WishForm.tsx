import { ErrorNote, SentNote, sampleSubmit, TextField } from './FormNotes';
import { FORM_BLOCK_IDS, formAction, type GuestForms } from './form-state';
import { t } from '../i18n';
import type { SiteLanguage } from '../../shared/look';

export interface WishFormProps {
  slug: string;
  sample?: boolean;
  /** The language the server drew the page in. */
  lang?: SiteLanguage;
  /** After a post: what was typed and refused, or that it was sent. */
  state?: GuestForms['wish'];
  /** A personal link's name, kept on the page the post comes back to. */
  greeting?: string;
}

/**
 * A guest's wish as a plain HTML form (it posts to the page's address and works without the page's script):
 * name and message, plus a field people never see and robots fill in.
 */
export function WishForm({ slug, sample, lang = 'en', state, greeting }: WishFormProps) {
  const errors = state?.errors ?? {};
  return (
    <div className="live-form-block" id={FORM_BLOCK_IDS.wish}>
      {state?.sent ? (
        <SentNote>{t(lang, 'wishThanks')}</SentNote>
      ) : (
        <form
          className="live-form"
          aria-label={t(lang, 'wishesTitle')}
          data-live-form="wish"
          data-error-network={t(lang, 'errorNetwork')}
          data-error-generic={t(lang, 'errorGeneric')}
          {...(sample
            ? { onSubmit: sampleSubmit }
            : { method: 'post', action: formAction(slug, 'wish', lang, greeting) })}
        >
          <h3 className="live-form__title">{t(lang, 'wishesTitle')}</h3>
          <TextField
            form="wish"
            label={t(lang, 'wishName')}
            name="name"
            value={state?.values?.name}
            error={errors.name}
          >
            {(attributes) => <input {...attributes} required maxLength={80} autoComplete="name" />}
          </TextField>
          <TextField
            form="wish"
            label={t(lang, 'wishMessage')}
            name="message"
            value={state?.values?.message}
            error={errors.message}
          >
            {(attributes) => <textarea {...attributes} required maxLength={1000} rows={4} />}
          </TextField>
          {/* Out of sight and out of the tab order; people leave it empty, robots fill it in. */}
          <label className="live-honeypot">
            {t(lang, 'honeypotLabel')}
            <input name="website" tabIndex={-1} autoComplete="off" />
          </label>
          <ErrorNote message={errors['']} />
          <button className="inv-button" type="submit" disabled={sample} data-sending={t(lang, 'sending')}>
            {t(lang, 'wishSend')}
          </button>
          <p className="live-form__hint">{t(lang, sample ? 'wishSampleNote' : 'wishHint')}</p>
        </form>
      )}
    </div>
  );
}
