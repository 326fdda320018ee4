/**
 * The guest's language for the live page: picked with the switch (?lang=) and remembered per device in a cookie
 * its links set, else the browser's own (Accept-Language).
 */
import { languageFromBrowser, SITE_LANGUAGES, type SiteLanguage } from '../../shared/look';
import { readCookie } from '../http/cookies';

/** Has no dot, unlike every site's access cookie (`invite.<slug>`): no slug can name it. */
export const LANGUAGE_COOKIE = 'invite_lang';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function languageFromCookie(header: string | undefined): SiteLanguage | undefined {
  const value = readCookie(header, LANGUAGE_COOKIE);
  return value && (SITE_LANGUAGES as readonly string[]).includes(value) ? (value as SiteLanguage) : undefined;
}

export function languageCookie(lang: SiteLanguage): string {
  return `${LANGUAGE_COOKIE}=${lang}; Path=/invite; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax; HttpOnly`;
}

/**
 * The first language of Accept-Language ('hi-IN,hi;q=0.9,en;q=0.8') the page comes in, by the browser's
 * preference (q), else English. A language the browser refuses (q=0) is never picked.
 */
export function languageFromAcceptLanguage(header: string | undefined): SiteLanguage {
  const ranked = (header ?? '')
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/i.exec(param)?.[1]).find((value) => value !== undefined);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), order };
    })
    .filter(({ tag, q }) => tag && q > 0)
    // Equal preferences keep the browser's order.
    .sort((a, b) => b.q - a.q || a.order - b.order);
  return languageFromBrowser(ranked.map(({ tag }) => tag));
}
