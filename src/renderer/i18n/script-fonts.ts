/**
 * Devanagari and Kannada faces, self-hosted and loaded only when a guest picks that language: English guests
 * never download them, and the first paint never waits for them.
 */
import type { SiteLanguage } from '../../shared/look';

const LOADERS: Partial<Record<SiteLanguage, () => Promise<unknown>>> = {
  hi: () => import('./fonts-devanagari'),
  kn: () => import('./fonts-kannada'),
};

/** The family the invitation's CSS puts first for a language's text. */
export const SCRIPT_FAMILIES: Partial<Record<SiteLanguage, string>> = {
  hi: "'Noto Sans Devanagari'",
  kn: "'Noto Sans Kannada'",
};

/** Pair families whose own files carry Devanagari (their weights' CSS names a devanagari subset). */
const DEVANAGARI_FAMILIES = new Set(['Poppins', 'Baloo 2']);

/**
 * The face for a language's text in a design: one of the design's own pair when its files cover that script, so
 * a Hindi page of a Poppins pair sets its headings in Poppins' Devanagari (already downloaded for the body)
 * and the phone downloads no third face; else the language's own face.
 */
export function scriptFamilyFor(lang: SiteLanguage, pair: { heading: string; body: string }): string | undefined {
  if (lang === 'hi') {
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
