import type { SiteLanguage } from '../../shared/look';
import { t } from '../i18n';
import { ErrorNote, TextField } from './FormNotes';
import { FORM_BLOCK_IDS, formAction, type GuestForms } from './form-state';

export interface AccessFormProps {
  slug: string;
  lang: SiteLanguage;
  /** After a post: why the code was refused. */
  state?: GuestForms['access'];
}

/**
 * The code the hosts shared, as a plain HTML form: a right code sets a cookie for this device and the server
 * sends the guest back to the page, now open.
 */
export function AccessForm({ slug, lang, state }: AccessFormProps) {
  const errors = state?.errors ?? {};
  return (
    <div className="live-form-block" id={FORM_BLOCK_IDS.access}>
      <form
        className="live-form"
        method="post"
        action={formAction(slug, 'access', lang)}
        data-live-form="access"
        data-error-network={t(lang, 'errorNetwork')}
        data-error-generic={t(lang, 'errorGeneric')}
      >
        <TextField form="access" label={t(lang, 'accessCode')} name="code" value={undefined} error={errors.code}>
          {(attributes) => <input {...attributes} required maxLength={32} autoComplete="off" autoCapitalize="none" />}
        </TextField>
        <ErrorNote message={errors['']} />
        <button className="inv-button" type="submit" data-sending={t(lang, 'accessChecking')}>
          {t(lang, 'accessOpen')}
        </button>
      </form>
    </div>
  );
}
