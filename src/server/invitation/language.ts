/**
 * The guest's language for the live page: picked with the switch (?lang=) and remembered per device in a cookie
 * its links set, else the browser's own (Accept-Language).
 */
import { languageFromBrowser, SITE_LANGUAGES, type SiteLanguage } from '../../shared/look';
import { guestCookieOptions, type Cookies, type CookieToSet } from '../http/cookies';

/** Has no dot, unlike every site's access cookie (`invite.<slug>`): no slug can name it. */
export const LANGUAGE_COOKIE = 'invite_lang';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function languageFromCookie(cookies: Cookies): SiteLanguage | undefined {
  const value = cookies[LANGUAGE_COOKIE];
  return value && (SITE_LANGUAGES as readonly string[]).includes(value) ? (value as SiteLanguage) : undefined;
}

export function languageCookie(publicUrl: string, lang: SiteLanguage): CookieToSet {
  return { name: LANGUAGE_COOKIE, value: lang, options: guestCookieOptions(publicUrl, '/invite', ONE_YEAR_SECONDS) };
}

/** The tags of Accept-Language ('hi-IN,hi;q=0.9,en;q=0.8'), best first: a refused one (q=0) is left out. */
export function acceptedLanguages(header: string | undefined): string[] {
  return (
    (header ?? '')
      .split(',')
      .map((part, order) => {
        const [tag = '', ...params] = part.trim().split(';');
        const q = params.map((param) => /^\s*q=([\d.]+)\s*$/i.exec(param)?.[1]).find((value) => value !== undefined);
        return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), order };
      })
      .filter(({ tag, q }) => tag && q > 0)
      // Equal preferences keep the browser's order.
      .sort((a, b) => b.q - a.q || a.order - b.order)
      .map(({ tag }) => tag)
  );
}

/** The first language of Accept-Language the invitation comes in, by the browser's preference (q), else English. */
export function languageFromAcceptLanguage(header: string | undefined): SiteLanguage {
  return languageFromBrowser(acceptedLanguages(header));
}
