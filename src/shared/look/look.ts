/**
 * A buyer's look for one bought template: colours (every pack), music (premium and luxury), a font pair and
 * texts in a second language (luxury). Stored per buyer and template; what the pack lacks is never applied.
 */
import { FONT_PAIRS, type FontPairKey } from '../catalogue';

export * from './languages';
import type { SecondLanguage, SiteLanguage } from './languages';

export const MAX_MUSIC_BYTES = 8 * 1024 * 1024;
/** Texts a buyer may give (both languages together), and how long each may be. */
export const MAX_SECOND_TEXTS = 160;
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
  /** The buyer's own texts in the second languages, by wire field name (e.g. BrideName). */
  texts: SecondText[];
  /** The languages the guest page's switch offers (at most MAX_OFFERED_LANGUAGES); none chosen is the default three. */
  languages: SiteLanguage[];
  /** The language a guest who has not picked one reads first; null lets the browser's language decide. */
  defaultLanguage: SiteLanguage | null;
}

export interface SecondText {
  lang: SecondLanguage;
  field: string;
  text: string;
}

export const EMPTY_LOOK: SiteLook = {
  palette: null,
  accent: null,
  fonts: null,
  music: null,
  texts: [],
  languages: [],
  defaultLanguage: null,
};

/** Whether the buyer chose anything about the page's languages (the Luxury pack's feature). */
export function choosesLanguages(look: SiteLook): boolean {
  return hasSecondTexts(look) || look.languages.length > 0 || look.defaultLanguage !== null;
}

export const FONT_PAIR_KEYS = Object.keys(FONT_PAIRS) as FontPairKey[];

export function hasSecondTexts(look: SiteLook): boolean {
  return look.texts.some((entry) => entry.text.trim() !== '');
}

/** The texts of one language by field name. */
export function textsIn(look: Pick<SiteLook, 'texts'>, lang: string): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const entry of look.texts) if (entry.lang === lang && entry.text.trim()) texts[entry.field] = entry.text.trim();
  return texts;
}

export type WireLook = Omit<SiteLook, 'music' | 'languages' | 'defaultLanguage'> & {
  music?: LookMusic;
  languages?: SiteLanguage[];
  defaultLanguage?: SiteLanguage;
};

/** A look as it travels: no music is no `music` property; languages left as they were are not sent either. */
export function lookForWire({ music, languages, defaultLanguage, ...rest }: SiteLook): WireLook {
  return {
    ...rest,
    ...(music ? { music } : {}),
    ...(languages.length ? { languages } : {}),
    ...(defaultLanguage ? { defaultLanguage } : {}),
  };
}

/** A look as it arrived: a missing `music` is none, missing languages the default ones. */
export function lookFromWire(look: WireLook): SiteLook {
  return {
    ...look,
    music: look.music ?? null,
    languages: look.languages ?? [],
    defaultLanguage: look.defaultLanguage ?? null,
  };
}
