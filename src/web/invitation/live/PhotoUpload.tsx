import { useState, type FormEvent } from 'react';
import { ErrorNote, SentNote } from './FormNotes';
import { liveApi, send } from './post';
import { t } from '../i18n';
import type { SiteLanguage } from '../../../shared/look';

export interface PhotoUploadProps {
  slug: string;
  sample?: boolean;
  /** The language the server drew the page in. */
  lang?: SiteLanguage;
}

type State = { status: 'idle' | 'working' | 'sent' } | { status: 'error'; message: string };

/** A guest's photo, made at most 1 MB / 1024 px on the phone before it is sent (as the editor does). */
export function PhotoUpload({ slug, sample, lang = 'en' }: PhotoUploadProps) {
  const [state, setState] = useState<State>({ status: 'idle' });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sample) return;
    const form = new FormData(event.currentTarget);
    const file = form.get('file');
    if (!(file instanceof File) || file.size === 0) {
      setState({ status: 'error', message: t(lang, 'photoChooseFirst') });
      return;
    }
    setState({ status: 'working' });
    try {
      const { compressImage } = await import('../../editor/image/compress');
      const small = await compressImage(file);
      const body = new FormData();
      body.set('name', String(form.get('name') ?? '').trim());
      body.set('file', small, small.name || file.name);
      await send(liveApi(slug, 'photos'), body);
      setState({ status: 'sent' });
    } catch (error) {
      setState({ status: 'error', message: (error as Error).message || t(lang, 'photoFailed') });
    }
  }

  if (state.status === 'sent') {
    return <SentNote>{t(lang, 'photoThanks')}</SentNote>;
  }
  return (
    <form className="live-form" onSubmit={submit} aria-label={t(lang, 'photoTitle')}>
      <h3 className="live-form__title">{t(lang, 'photoTitle')}</h3>
      <label className="live-field">
        <span>{t(lang, 'wishName')}</span>
        <input name="name" required maxLength={80} autoComplete="name" />
      </label>
      <label className="live-field">
        <span>{t(lang, 'photoField')}</span>
        <input name="file" type="file" accept="image/*" required />
      </label>
      <ErrorNote message={state.status === 'error' ? state.message : ''} />
      <button className="inv-button" type="submit" disabled={sample || state.status === 'working'}>
        {state.status === 'working' ? t(lang, 'sending') : t(lang, 'photoSend')}
      </button>
      {sample && <p className="live-form__hint">This is a sample invitation: photos are not sent.</p>}
    </form>
  );
}
