/**
 * The template languages and the helpers over their words (`template-words.ts`). Every language a household may
 * read in has its own template: Meta's codes for these ten are the bare ISO ones (`en`, `hi`, `ta`, ...; Meta's
 * "Supported languages" list), so the household's language is the template's language code.
 */
import { SITE_LANGUAGES, isSiteLanguage, type SiteLanguage } from '../../shared/look/languages';
import { WORDS } from './template-words';

export { WORDS } from './template-words';

export const TEMPLATE_LANGUAGES = SITE_LANGUAGES;
export type TemplateLanguage = SiteLanguage;

/** A household's language, or English for a value stored before the language list knew it. */
export const templateLanguageOf = (language: string): TemplateLanguage => (isSiteLanguage(language) ? language : 'en');

/** "STOP" as guests type it in any of the languages (compared trimmed and lower-cased, in NFC). */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  TEMPLATE_LANGUAGES.flatMap((lang) => WORDS[lang].stop.map((word) => word.normalize('NFC').toLowerCase())),
);

/** Fills {{1}}, {{2}} ... with the parameters, as Meta does. */
export function fill(text: string, parameters: readonly string[]): string {
  return text.replace(/\{\{(\d)\}\}/g, (whole, n: string) => parameters[Number(n) - 1] ?? whole);
}
