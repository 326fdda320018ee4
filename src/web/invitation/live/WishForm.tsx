import { ErrorNote, SentNote } from './FormNotes';
import { liveApi, send } from './post';
import { textOf, useGuestSubmit } from './submit';
import { t } from '../i18n';
import type { SiteLanguage } from '../../../shared/look';

export interface WishFormProps {
  slug: string;
  sample?: boolean;
  /** The language the server drew the page in. */
  lang?: SiteLanguage;
}

/** A guest's wish: name and message, plus an invisible field people leave empty and bots fill in. */
export function WishForm({ slug, sample, lang = 'en' }: WishFormProps) {
  const { state, onSubmit, error } = useGuestSubmit(
    { lang, sample, fields: { name: 'wishName', message: 'wishMessage' } },
    (form) =>
      send(liveApi(slug, 'wishes'), {
        name: textOf(form, 'name'),
        message: textOf(form, 'message'),
        website: String(form.get('website') ?? ''),
      }),
  );

  if (state.status === 'sent') {
    return <SentNote>{t(lang, 'wishThanks')}</SentNote>;
  }
  return (
    <form className="live-form" onSubmit={onSubmit} aria-label={t(lang, 'wishesTitle')}>
      <h3 className="live-form__title">{t(lang, 'wishesTitle')}</h3>
      <label className="live-field">
        <span>{t(lang, 'wishName')}</span>
        <input name="name" required maxLength={80} autoComplete="name" />
      </label>
      <label className="live-field">
        <span>{t(lang, 'wishMessage')}</span>
        <textarea name="message" required maxLength={1000} rows={4} />
      </label>
      <label className="live-honeypot" aria-hidden="true">
        Website
        <input name="website" tabIndex={-1} autoComplete="off" />
      </label>
      <ErrorNote message={error} />
      <button className="inv-button" type="submit" disabled={sample || state.status === 'sending'}>
        {state.status === 'sending' ? t(lang, 'sending') : t(lang, 'wishSend')}
      </button>
      <p className="live-form__hint">
        {sample ? 'This is a sample invitation: wishes are not sent.' : t(lang, 'wishHint')}
      </p>
    </form>
  );
}
