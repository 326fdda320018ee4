/**
 * The script of a prerendered public page, kept tiny (the build puts it in place of the app's entry: see
 * scripts/prerender.ts). Such a page is complete as HTML (its links are links, its search boxes are forms), so
 * it waits for no script: the app is requested once the page has loaded (its pictures: the largest one is
 * usually what a visitor sees first) and its content has been painted. On a slow phone connection the app then
 * takes no bandwidth from the page, and its work does not hold back the page's first pictures.
 *
 * It also counts the page's visit, so a visitor who leaves before the app has come is counted all the same.
 *
 * A tap on one of the page's buttons, or text typed into a search box, before the app has taken over is not
 * lost: it is kept and given to the app once the app has hydrated the page (see app/early-input.ts).
 */
import { keepEarlyInput } from './app/early-input';

/** Calls `then` once the browser has shown the page's first content (at once in a tab nobody is looking at). */
function afterFirstContentfulPaint(then: () => void): void {
  if (document.visibilityState !== 'visible') return then();
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    // A frame's callback runs just before the paint; a task queued from it, just after.
    requestAnimationFrame(() => setTimeout(then));
    return;
  }
  new PerformanceObserver((entries, observer) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    then();
  }).observe({ type: 'paint', buffered: true });
}

/** Calls `then` once the page has loaded and what loaded has been painted. */
function afterLoad(then: () => void): void {
  const painted = () => afterFirstContentfulPaint(then);
  if (document.readyState === 'complete') painted();
  else window.addEventListener('load', () => requestAnimationFrame(() => setTimeout(painted)), { once: true });
}

// The build names the app's entry and the visit counter's in this script's tag.
const tag = document.querySelector<HTMLScriptElement>('script[data-app]');
const app = tag?.dataset.app;
if (app) {
  keepEarlyInput();
  afterLoad(() => {
    // The page's visit counts from here (the landing page's and the catalogue's: page-load/visits.ts). The app
    // counts through the same module at the same address, so the same instance: a page load counts once.
    const visits = tag.dataset.visits;
    if (visits) {
      void import(/* @vite-ignore */ visits).then(({ countVisitAt }: typeof import('./storefront/page-load/visits')) =>
        countVisitAt(window.location.pathname),
      );
    }
    void import(/* @vite-ignore */ app);
  });
}
