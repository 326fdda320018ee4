/**
 * The languages of the invitation's texts, apart from the rest of the look: the guest page's forms need only
 * these, and must not carry the catalogue the look's font pairs come from.
 */
/** Languages the invitation's own texts come in; English is always there. */
export const SITE_LANGUAGES = ['en', 'hi', 'kn'] as const;
export type SiteLanguage = (typeof SITE_LANGUAGES)[number];
/** The first of the browser's languages we have, else English ('hi-IN' -> hi, 'kn' -> kn). */
export function languageFromBrowser(preferred: readonly string[] | undefined): SiteLanguage {
  for (const tag of preferred ?? []) {
    const base = tag.toLowerCase().split('-')[0] as SiteLanguage;
    if ((SITE_LANGUAGES as readonly string[]).includes(base)) return base;
  }
  return 'en';
}

/** Languages a buyer may add their own texts in. */
export const SECOND_LANGUAGES = ['hi', 'kn'] as const;
export type SecondLanguage = (typeof SECOND_LANGUAGES)[number];

export const LANGUAGE_NAMES: Record<SiteLanguage, { own: string; english: string }> = {
  en: { own: 'English', english: 'English' },
  hi: { own: 'हिन्दी', english: 'Hindi' },
  kn: { own: 'ಕನ್ನಡ', english: 'Kannada' },
};
