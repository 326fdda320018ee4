/**
 * The script of a prerendered public page, kept tiny (the build puts it in place of the app's entry: see
 * scripts/prerender.ts). Such a page is complete as HTML (its links are links, its search boxes are forms),
 * so its first paint waits for no script: the app is requested only once the page's content has been painted,
 * and on a slow phone connection it does not take bandwidth from what that paint needs.
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

// The build names the app's entry in this script's tag.
const app = document.querySelector('script[data-app]')?.getAttribute('data-app');
if (app) {
  keepEarlyInput();
  afterFirstContentfulPaint(() => void import(/* @vite-ignore */ app));
}
