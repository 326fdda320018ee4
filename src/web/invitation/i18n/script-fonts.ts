/**
 * Devanagari and Kannada faces, self-hosted and loaded only when a guest picks that language: English guests
 * never download them, and the first paint never waits for them.
 */
import type { SiteLanguage } from '../../../shared/look';

const LOADERS: Partial<Record<SiteLanguage, () => Promise<unknown>>> = {
  hi: () => import('./fonts-devanagari'),
  kn: () => import('./fonts-kannada'),
};

/** The family the invitation's CSS puts first for a language's text. */
export const SCRIPT_FAMILIES: Partial<Record<SiteLanguage, string>> = {
  hi: "'Noto Sans Devanagari'",
  kn: "'Noto Sans Kannada'",
};

const loading = new Map<SiteLanguage, Promise<unknown>>();

export function loadScriptFont(lang: SiteLanguage): Promise<unknown> {
  let promise = loading.get(lang);
  if (!promise) {
    promise = LOADERS[lang]?.().catch(() => undefined) ?? Promise.resolve();
    loading.set(lang, promise);
  }
  return promise;
}
