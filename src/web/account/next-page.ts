/** Where a user goes after logging in (spec: /usercart with a cart or a picked template, else /temp). */

/** Account pages never make sense as the page to return to. */
const ACCOUNT_PAGES = new Set(['/login', '/signup', '/forgotpass', '/reset-user-passkey']);

/** The `from` query value if it is a page of this site to return to; anything else (other sites, //host) is ignored. */
export function safeFrom(from: string | null | undefined): string | null {
  if (!from || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) return null;
  const path = from.split(/[?#]/)[0];
  return ACCOUNT_PAGES.has(path) ? null : from;
}

export function pageAfterLogin(options: {
  from?: string | null;
  cartListLength: number;
  hasSelectedTemplate: boolean;
  role?: 'user' | 'admin';
}): string {
  const back = safeFrom(options.from);
  if (back) return back;
  if (options.cartListLength > 0 || options.hasSelectedTemplate) return '/usercart';
  return options.role === 'admin' ? '/Overview' : '/temp';
}
