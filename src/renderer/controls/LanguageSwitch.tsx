import { LANGUAGE_NAMES, type SiteLanguage } from '../../shared/look';
import { t } from '../i18n';

/** English, हिन्दी, தமிழ்: each written in its own script, so a guest finds theirs without reading the others. */
export function LanguageSwitch({
  lang,
  languages,
  onChange,
  hrefFor,
}: {
  lang: SiteLanguage;
  /** The languages the site offers (the buyer's choice, at most three), and the page's own. */
  languages: readonly SiteLanguage[];
  onChange: (lang: SiteLanguage) => void;
  /** Links instead of buttons: the server renders the page in the chosen language. */
  hrefFor?: (lang: SiteLanguage) => string;
}) {
  return (
    <div className="inv-lang" role="group" aria-label={t(lang, 'languageLabel')}>
      {languages.map((code) =>
        hrefFor ? (
          <a
            key={code}
            href={hrefFor(code)}
            lang={code}
            hrefLang={code}
            className="inv-lang__option"
            aria-current={code === lang ? 'true' : undefined}
          >
            {LANGUAGE_NAMES[code].own}
          </a>
        ) : (
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
        ),
      )}
    </div>
  );
}
