/** The guest's language for the live page, remembered per device in a cookie the switch's links set. */
import { SITE_LANGUAGES, type SiteLanguage } from '../../shared/look';
import { readCookie } from './access';

export const LANGUAGE_COOKIE = 'invite_lang';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function languageFromCookie(header: string | undefined): SiteLanguage | undefined {
  const value = readCookie(header, LANGUAGE_COOKIE);
  return value && (SITE_LANGUAGES as readonly string[]).includes(value) ? (value as SiteLanguage) : undefined;
}

export function languageCookie(lang: SiteLanguage): string {
  return `${LANGUAGE_COOKIE}=${lang}; Path=/invite; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax; HttpOnly`;
}
