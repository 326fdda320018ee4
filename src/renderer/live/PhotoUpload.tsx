import { ErrorNote, FieldBox, invalidProps, SentNote, sampleSubmit, TextField } from './FormNotes';
import { FORM_BLOCK_IDS, formAction, type GuestForms } from './form-state';
import { t } from '../i18n';
import type { SiteLanguage } from '../../shared/look';

export interface PhotoUploadProps {
  slug: string;
  sample?: boolean;
  /** The language the server drew the page in. */
  lang?: SiteLanguage;
  /** After a post: the name typed and why it was refused, or that it was sent. */
  state?: GuestForms['photo'];
  /** A personal link's name, kept on the page the post comes back to. */
  greeting?: string;
}

/**
 * A guest's photo as a plain HTML form (multipart, it posts to the page's address without the page's
 * script); with the script the phone first makes it at most 1 MB / 1024 px (shrink-photo.ts).
 */
export function PhotoUpload({ slug, sample, lang = 'en', state, greeting }: PhotoUploadProps) {
  const errors = state?.errors ?? {};
  return (
    <div className="live-form-block" id={FORM_BLOCK_IDS.photo}>
      {state?.sent ? (
        <SentNote>{t(lang, 'photoThanks')}</SentNote>
      ) : (
        <form
          className="live-form"
          aria-label={t(lang, 'photoTitle')}
          data-live-form="photo"
          data-error-network={t(lang, 'errorNetwork')}
          data-error-generic={t(lang, 'photoFailed')}
          data-error-too-large={t(lang, 'errorPhotoTooLarge')}
          {...(sample
            ? { onSubmit: sampleSubmit }
            : { method: 'post', encType: 'multipart/form-data', action: formAction(slug, 'photo', lang, greeting) })}
        >
          <h3 className="live-form__title">{t(lang, 'photoTitle')}</h3>
          <TextField
            form="photo"
            label={t(lang, 'wishName')}
            name="name"
            value={state?.values?.name}
            error={errors.name}
          >
            {(attributes) => <input {...attributes} required maxLength={80} autoComplete="name" />}
          </TextField>
          <FieldBox form="photo" name="file" error={errors.file}>
            <label className="live-field live-file">
              <span>{t(lang, 'photoField')}</span>
              <input
                className="live-file__input"
                name="file"
                type="file"
                accept="image/*"
                required
                {...invalidProps('photo', 'file', errors.file)}
              />
              {/* The browser's own "Choose File" and "No file chosen" speak the phone's language, not the page's. */}
              <span className="live-file__box" aria-hidden="true">
                <span className="live-file__button">{t(lang, 'photoChoose')}</span>
                <span className="live-file__none">{t(lang, 'photoNoneChosen')}</span>
                <span className="live-file__chosen">{t(lang, 'photoChosen')}</span>
              </span>
            </label>
          </FieldBox>
          <ErrorNote message={errors['']} />
          <button className="inv-button" type="submit" disabled={sample} data-sending={t(lang, 'sending')}>
            {t(lang, 'photoSend')}
          </button>
          {sample && <p className="live-form__hint">{t(lang, 'photoSampleNote')}</p>}
        </form>
      )}
    </div>
  );
}
