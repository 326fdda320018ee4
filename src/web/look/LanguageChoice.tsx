import {
  DEFAULT_OFFERED_LANGUAGES,
  LANGUAGE_NAMES,
  MAX_OFFERED_LANGUAGES,
  SITE_LANGUAGES,
  type SiteLanguage,
} from '../../shared/look/languages';
import type { SiteLook } from '../../shared/look';

/** The languages a look offers guests: the buyer's choice, else the three every site offered before. */
export function offeredLanguages(look: Pick<SiteLook, 'languages'>): readonly SiteLanguage[] {
  return look.languages.length ? look.languages : DEFAULT_OFFERED_LANGUAGES;
}

/**
 * Which languages the guest page's switch offers (at most three, so it fits a phone's top line) and the one a
 * guest reads first: the buyer's default, or whichever of them the guest's phone prefers.
 */
export function LanguageChoice({
  look,
  change,
  disabled,
}: {
  look: SiteLook;
  change: (patch: Partial<SiteLook>) => void;
  disabled: boolean;
}) {
  const offered = offeredLanguages(look);
  const full = offered.length >= MAX_OFFERED_LANGUAGES;
  const toggle = (code: SiteLanguage) => {
    const next = offered.includes(code) ? offered.filter((lang) => lang !== code) : [...offered, code];
    if (next.length === 0) return;
    // A default no longer offered goes back to the guest's phone deciding.
    const defaultLanguage = look.defaultLanguage && next.includes(look.defaultLanguage) ? look.defaultLanguage : null;
    change({ languages: next, defaultLanguage });
  };
  return (
    <div className="lk-offered">
      <p className="lk-label" id="lk-offered-label">
        Languages guests can switch between (up to {MAX_OFFERED_LANGUAGES})
      </p>
      <div className="lk-langs" role="group" aria-labelledby="lk-offered-label">
        {SITE_LANGUAGES.map((code) => {
          const on = offered.includes(code);
          return (
            <label key={code} className="lk-chip lk-chip--check">
              <input
                type="checkbox"
                checked={on}
                disabled={disabled || (!on && full) || (on && offered.length === 1)}
                onChange={() => toggle(code)}
              />
              {LANGUAGE_NAMES[code].english} · <span lang={code}>{LANGUAGE_NAMES[code].own}</span>
            </label>
          );
        })}
      </div>
      <label className="lk-label" htmlFor="lk-default-language">
        Guests first read the invitation in
      </label>
      <select
        id="lk-default-language"
        value={look.defaultLanguage ?? ''}
        disabled={disabled}
        onChange={(event) =>
          change({ languages: [...offered], defaultLanguage: (event.target.value || null) as SiteLanguage | null })
        }
      >
        <option value="">The language of their phone</option>
        {offered.map((code) => (
          <option key={code} value={code}>
            {LANGUAGE_NAMES[code].english} ({LANGUAGE_NAMES[code].own})
          </option>
        ))}
      </select>
    </div>
  );
}
