/**
 * Which prerendered page shows exactly what the web app draws at an address. Light on purpose (no catalogue):
 * the app shell reads it before hydrating.
 */

/** The not-found page's key: prerendered once, answered with status 404 for any unknown address. */
export const NOT_FOUND_PAGE = '/404';

/**
 * The key of the page drawn at this address, or null when no page can be. Only the catalogue reads its
 * query: `category` picks a tab (the server falls back to `/temp` when no page has that key), and a name
 * search (`query`) has results no build can know, so it has no page of its own.
 */
export function pageKeyOf(pathname: string, search: string | URLSearchParams): string | null {
  if (pathname !== '/temp') return pathname;
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  if (params.get('query')) return null;
  const category = params.get('category');
  return category && category !== 'all' ? `/temp?category=${category}` : '/temp';
}
