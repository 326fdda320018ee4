/**
 * Visit counters (the spec's increment_analytics): one ping per page load and page, whatever React does with
 * effects (StrictMode runs them twice in development; coming back to the page within the same load does not
 * count again). A prerendered page counts its visit from the boot script (boot.ts), so a visitor who leaves
 * before the app has come is counted; the app's pages count theirs too, and this one module, shared by both,
 * counts each once.
 */
import { whenIdle } from './idle';

const pinged = new Set<string>();

export function countVisit(page: 'homepage' | 'template'): void {
  if (pinged.has(page)) return;
  pinged.add(page);
  // Counted once the page has painted; the spec: a failed count is only logged.
  whenIdle(() => {
    fetch(`/rest/api/public/increment_analytics/${page}`, { keepalive: true }).catch((error: unknown) =>
      console.warn('Visit count failed', error),
    );
  });
}

/** Counts the visit of the page at this address, if it is counted: the landing page and the catalogue. */
export function countVisitAt(pathname: string): void {
  if (pathname === '/') countVisit('homepage');
  else if (/^\/temp\/?$/i.test(pathname)) countVisit('template');
}
