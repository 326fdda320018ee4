import { useState, type FormEvent } from 'react';
import type { SiteLanguage } from '../../../shared/look';
import { t } from '../i18n';
import { ErrorNote } from './FormNotes';
import { liveApi, send } from './post';
import { refusalText } from './refusal';

export interface AccessFormProps {
  slug: string;
  lang: SiteLanguage;
}

/** The code the hosts shared; a right code sets a cookie for this device and the page opens. */
export function AccessForm({ slug, lang }: AccessFormProps) {
  const [error, setError] = useState('');
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '').trim();
    setSending(true);
    setError('');
    try {
      await send(liveApi(slug, 'access'), { code });
      window.location.reload();
    } catch (failure) {
      setError(refusalText(lang, failure, { overrides: { 403: 'errorAccessCode' } }));
      setSending(false);
    }
  }

  return (
    <form className="live-form" onSubmit={submit}>
      <label className="live-field">
        <span>{t(lang, 'accessCode')}</span>
        <input name="code" required maxLength={32} autoComplete="off" autoCapitalize="none" />
      </label>
      <ErrorNote message={error} />
      <button className="inv-button" type="submit" disabled={sending}>
        {t(lang, sending ? 'accessChecking' : 'accessOpen')}
      </button>
    </form>
  );
}
