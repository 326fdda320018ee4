/**
 * Each script's face (Noto Sans, self-hosted, only that script's subset at 400 and 600), loaded only when a
 * guest picks a language written in it: English guests never download one, a Tamil page only the Tamil face,
 * and the first paint never waits for it. Marathi is written in Devanagari, as Hindi is.
 */
import type { SiteLanguage } from '../../shared/look';

const LOADERS: Partial<Record<SiteLanguage, () => Promise<unknown>>> = {
  hi: () => import('./fonts-devanagari.css'),
  mr: () => import('./fonts-devanagari.css'),
  kn: () => import('./fonts-kannada.css'),
  ta: () => import('./fonts-tamil.css'),
  te: () => import('./fonts-telugu.css'),
  gu: () => import('./fonts-gujarati.css'),
  bn: () => import('./fonts-bengali.css'),
  ml: () => import('./fonts-malayalam.css'),
  pa: () => import('./fonts-gurmukhi.css'),
};

/** The family the invitation's CSS puts first for a language's text. */
export const SCRIPT_FAMILIES: Partial<Record<SiteLanguage, string>> = {
  hi: "'Noto Sans Devanagari'",
  mr: "'Noto Sans Devanagari'",
  kn: "'Noto Sans Kannada'",
  ta: "'Noto Sans Tamil'",
  te: "'Noto Sans Telugu'",
  gu: "'Noto Sans Gujarati'",
  bn: "'Noto Sans Bengali'",
  ml: "'Noto Sans Malayalam'",
  pa: "'Noto Sans Gurmukhi'",
};

/** Languages written in Devanagari, which some of the design's own pairs carry. */
const DEVANAGARI_LANGUAGES = new Set<SiteLanguage>(['hi', 'mr']);

/** Pair families whose own files carry Devanagari (their weights' CSS names a devanagari subset). */
const DEVANAGARI_FAMILIES = new Set(['Poppins', 'Baloo 2']);

/**
 * The face for a language's text in a design: one of the design's own pair when its files cover that script, so
 * a Hindi or Marathi page of a Poppins pair sets its headings in Poppins' Devanagari (already downloaded for the body)
 * and the phone downloads no third face; else the language's own face.
 */
export function scriptFamilyFor(lang: SiteLanguage, pair: { heading: string; body: string }): string | undefined {
  if (DEVANAGARI_LANGUAGES.has(lang)) {
    const own = [pair.heading, pair.body].find((family) => DEVANAGARI_FAMILIES.has(family));
    if (own) return `'${own}'`;
  }
  return SCRIPT_FAMILIES[lang];
}

const loading = new Map<SiteLanguage, Promise<unknown>>();

export function loadScriptFont(lang: SiteLanguage): Promise<unknown> {
  let promise = loading.get(lang);
  if (!promise) {
    promise = LOADERS[lang]?.().catch(() => undefined) ?? Promise.resolve();
    loading.set(lang, promise);
  }
  return promise;
}
