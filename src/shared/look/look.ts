/**
 * A buyer's look for one bought template: colours (every pack), music (premium and luxury), a font pair and
 * texts in a second language (luxury). Stored per buyer and template; what the pack lacks is never applied.
 */
import { FONT_PAIRS, type FontPairKey } from '../catalogue';

/** Languages the invitation's own texts come in; English is always there. */
export const SITE_LANGUAGES = ['en', 'hi', 'kn'] as const;
export type SiteLanguage = (typeof SITE_LANGUAGES)[number];
/** Languages a buyer may add their own texts in. */
export const SECOND_LANGUAGES = ['hi', 'kn'] as const;
export type SecondLanguage = (typeof SECOND_LANGUAGES)[number];

export const LANGUAGE_NAMES: Record<SiteLanguage, { own: string; english: string }> = {
  en: { own: 'English', english: 'English' },
  hi: { own: 'हिन्दी', english: 'Hindi' },
  kn: { own: 'ಕನ್ನಡ', english: 'Kannada' },
};

export const MAX_MUSIC_BYTES = 8 * 1024 * 1024;
/** Texts a buyer may give per language, and how long each may be. */
export const MAX_SECOND_TEXTS = 40;
export const MAX_SECOND_TEXT_LENGTH = 2000;

export type LookMusic =
  | { source: 'bundled'; track: string }
  /** `file` is a stored upload of the buyer's; `title` what the buyer called it (the file's name). */
  | { source: 'upload'; file: string; title: string };

export interface SiteLook {
  /** A palette name from paletteChoices(template); null keeps the template's own. */
  palette: string | null;
  /** #rrggbb replacing the palette's accent; null keeps it. */
  accent: string | null;
  fonts: FontPairKey | null;
  music: LookMusic | null;
  /** The buyer's own texts per language, by wire field name (e.g. BrideName). */
  texts: Partial<Record<SecondLanguage, Record<string, string>>>;
}

export const EMPTY_LOOK: SiteLook = { palette: null, accent: null, fonts: null, music: null, texts: {} };

export const FONT_PAIR_KEYS = Object.keys(FONT_PAIRS) as FontPairKey[];

export function hasSecondTexts(look: SiteLook): boolean {
  return SECOND_LANGUAGES.some((lang) => Object.values(look.texts[lang] ?? {}).some((text) => text.trim() !== ''));
}
