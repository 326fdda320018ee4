/**
 * A language as a guest list writes it, as the import reads it: kept with the import, so the pages that only
 * show languages do not carry this table.
 */
import { LANGUAGE_NAMES, SITE_LANGUAGES, type SiteLanguage } from '../../shared/look/languages';

/** Other ways a guest list names a language: common spellings and the own-script name's variants. */
const OTHER_NAMES: Record<string, SiteLanguage> = {
  हिंदी: 'hi',
  bangla: 'bn',
  বাঙ্গালী: 'bn',
  panjabi: 'pa',
  gurmukhi: 'pa',
  'punjabi (gurmukhi)': 'pa',
  'ਪੰਜਾਬੀ (ਗੁਰਮੁਖੀ)': 'pa',
};

const NAMED = new Map<string, SiteLanguage>([
  ...SITE_LANGUAGES.flatMap((lang): [string, SiteLanguage][] => [
    [lang, lang],
    [LANGUAGE_NAMES[lang].english.toLowerCase(), lang],
    [LANGUAGE_NAMES[lang].own.normalize('NFC').toLowerCase(), lang],
  ]),
  ...Object.entries(OTHER_NAMES).map(([name, lang]): [string, SiteLanguage] => [name.normalize('NFC'), lang]),
]);

/**
 * A language as a guest list writes it: its code ('ta'), its English name ('Tamil') or its own ('தமிழ்'),
 * in any case; undefined for anything else.
 */
export function languageNamed(text: string): SiteLanguage | undefined {
  return NAMED.get(text.normalize('NFC').trim().toLowerCase());
}
