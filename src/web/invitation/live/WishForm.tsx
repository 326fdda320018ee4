import { useState, type FormEvent } from 'react';
import { ErrorNote, SentNote } from './FormNotes';
import { liveApi, send } from './post';
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
  const [state, setState] = useState<{ status: 'idle' | 'sending' | 'sent' } | { status: 'error'; message: string }>({
    status: 'idle',
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sample) return;
    const form = new FormData(event.currentTarget);
    setState({ status: 'sending' });
    try {
      await send(liveApi(slug, 'wishes'), {
        name: String(form.get('name') ?? '').trim(),
        message: String(form.get('message') ?? '').trim(),
        website: String(form.get('website') ?? ''),
      });
      setState({ status: 'sent' });
    } catch (error) {
      setState({ status: 'error', message: (error as Error).message });
    }
  }

  if (state.status === 'sent') {
    return <SentNote>{t(lang, 'wishThanks')}</SentNote>;
  }
  return (
    <form className="live-form" onSubmit={submit} aria-label={t(lang, 'wishesTitle')}>
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
      <ErrorNote message={state.status === 'error' ? state.message : ''} />
      <button className="inv-button" type="submit" disabled={sample || state.status === 'sending'}>
        {state.status === 'sending' ? t(lang, 'sending') : t(lang, 'wishSend')}
      </button>
      <p className="live-form__hint">
        {sample ? 'This is a sample invitation: wishes are not sent.' : t(lang, 'wishHint')}
      </p>
    </form>
  );
}
