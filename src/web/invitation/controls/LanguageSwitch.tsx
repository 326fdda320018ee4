import { LANGUAGE_NAMES, SITE_LANGUAGES, type SiteLanguage } from '../../../shared/look';
import { t } from '../i18n';

/** English, हिन्दी, ಕನ್ನಡ: each written in its own script, so a guest finds theirs without reading the others. */
export function LanguageSwitch({ lang, onChange }: { lang: SiteLanguage; onChange: (lang: SiteLanguage) => void }) {
  return (
    <div className="inv-lang" role="group" aria-label={t(lang, 'languageLabel')}>
      {SITE_LANGUAGES.map((code) => (
        <button
          key={code}
          type="button"
          lang={code}
          className="inv-lang__option"
          aria-pressed={code === lang}
          onClick={() => onChange(code)}
        >
          {LANGUAGE_NAMES[code].own}
        </button>
      ))}
    </div>
  );
}
