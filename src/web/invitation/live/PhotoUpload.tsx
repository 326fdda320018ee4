import { ErrorNote, SentNote } from './FormNotes';
import { photoToSend } from './photo-to-send';
import { liveApi, send } from './post';
import { FormProblem } from './refusal';
import { textOf, useGuestSubmit } from './submit';
import { t } from '../i18n';
import type { SiteLanguage } from '../../../shared/look';

export interface PhotoUploadProps {
  slug: string;
  sample?: boolean;
  /** The language the server drew the page in. */
  lang?: SiteLanguage;
}

/** A guest's photo, made at most 1 MB / 1024 px on the phone before it is sent when the phone can (photo-to-send.ts). */
export function PhotoUpload({ slug, sample, lang = 'en' }: PhotoUploadProps) {
  const { state, onSubmit, error } = useGuestSubmit(
    { lang, sample, fields: { name: 'wishName', file: 'photoField' }, failed: 'photoFailed' },
    async (form) => {
      const file = form.get('file');
      if (!(file instanceof File) || file.size === 0) throw new FormProblem('photoChooseFirst');
      const photo = await photoToSend(file, async (original) => {
        const { compressImage } = await import('../../editor/image/compress');
        return compressImage(original);
      });
      const body = new FormData();
      body.set('name', textOf(form, 'name'));
      body.set('file', photo, photo.name || file.name);
      await send(liveApi(slug, 'photos'), body);
    },
  );

  if (state.status === 'sent') {
    return <SentNote>{t(lang, 'photoThanks')}</SentNote>;
  }
  return (
    <form className="live-form" onSubmit={onSubmit} aria-label={t(lang, 'photoTitle')}>
      <h3 className="live-form__title">{t(lang, 'photoTitle')}</h3>
      <label className="live-field">
        <span>{t(lang, 'wishName')}</span>
        <input name="name" required maxLength={80} autoComplete="name" />
      </label>
      <label className="live-field">
        <span>{t(lang, 'photoField')}</span>
        <input name="file" type="file" accept="image/*" required />
      </label>
      <ErrorNote message={error} />
      <button className="inv-button" type="submit" disabled={sample || state.status === 'sending'}>
        {state.status === 'sending' ? t(lang, 'sending') : t(lang, 'photoSend')}
      </button>
      {sample && <p className="live-form__hint">This is a sample invitation: photos are not sent.</p>}
    </form>
  );
}
