/**
 * The languages of the invitation's texts, apart from the rest of the look: the guest page's forms need only
 * these, and must not carry the catalogue the look's font pairs come from. This is the one list of languages
 * a guest or a household reads in (the guest list, sending and the keepsake book read it too).
 */
/** Languages the invitation's own texts come in; English is always there. */
export const SITE_LANGUAGES = ['en', 'hi', 'kn', 'ta', 'te', 'mr', 'gu', 'bn', 'ml', 'pa'] as const;
export type SiteLanguage = (typeof SITE_LANGUAGES)[number];

export function isSiteLanguage(value: unknown): value is SiteLanguage {
  return typeof value === 'string' && (SITE_LANGUAGES as readonly string[]).includes(value);
}

/** The first of the browser's languages we have, else English ('hi-IN' -> hi, 'ta' -> ta). */
export function languageFromBrowser(preferred: readonly string[] | undefined): SiteLanguage {
  for (const tag of preferred ?? []) {
    const base = tag.toLowerCase().split('-')[0];
    if (isSiteLanguage(base)) return base;
  }
  return 'en';
}

/** Languages a buyer may add their own texts in. */
export const SECOND_LANGUAGES = SITE_LANGUAGES.filter(
  (lang): lang is Exclude<SiteLanguage, 'en'> => lang !== 'en',
) as readonly Exclude<SiteLanguage, 'en'>[];
export type SecondLanguage = Exclude<SiteLanguage, 'en'>;

/** The switch offers at most this many languages, so it fits one line on a phone. */
export const MAX_OFFERED_LANGUAGES = 3;
/** What a site offers until its buyer chooses: the languages it always offered. */
export const DEFAULT_OFFERED_LANGUAGES: readonly SiteLanguage[] = ['en', 'hi', 'kn'];

export const LANGUAGE_NAMES: Record<SiteLanguage, { own: string; english: string }> = {
  en: { own: 'English', english: 'English' },
  hi: { own: 'हिन्दी', english: 'Hindi' },
  kn: { own: 'ಕನ್ನಡ', english: 'Kannada' },
  ta: { own: 'தமிழ்', english: 'Tamil' },
  te: { own: 'తెలుగు', english: 'Telugu' },
  mr: { own: 'मराठी', english: 'Marathi' },
  gu: { own: 'ગુજરાતી', english: 'Gujarati' },
  bn: { own: 'বাংলা', english: 'Bengali' },
  ml: { own: 'മലയാളം', english: 'Malayalam' },
  pa: { own: 'ਪੰਜਾਬੀ', english: 'Punjabi' },
};

/** Locales for Intl: Indian English keeps day-month order. */
export const LOCALES: Record<SiteLanguage, string> = {
  en: 'en-IN',
  hi: 'hi-IN',
  kn: 'kn-IN',
  ta: 'ta-IN',
  te: 'te-IN',
  mr: 'mr-IN',
  gu: 'gu-IN',
  bn: 'bn-IN',
  ml: 'ml-IN',
  pa: 'pa-IN',
};
