import type { SiteLanguage } from '../../shared/look/languages';

/** A calendar file's address in the page's language, so the file's own words match the page (English needs none). */
export function calendarLink(url: string, lang: SiteLanguage): string {
  return lang === 'en' ? url : `${url}?lang=${lang}`;
}
