/**
 * The script of a prerendered public page, kept tiny (the build puts it in place of the app's entry: see
 * scripts/prerender.ts). Such a page is complete as HTML: its links are links, its search boxes and its contact
 * form are forms, its text, prices and the business's contact are there. So a first visit downloads no app until
 * the visitor starts to use the page (a touch, a scroll, a key, focus, a click, the mouse): someone who reads the page and
 * follows a link has spent no data and no phone's CPU on 100 kB of script, and the page's first seconds are its
 * own. React, the router and the page's code (about 100 kB gzip) arrive with that first sign of use, as in
 * "hydrate on interaction".
 *
 * The app starts as soon as the page has loaded and been painted, without waiting for any sign of use, when
 * - this device keeps something of the shop's (a session, a cart, a chosen template): the header and the cart
 *   are the app's to draw for a returning visitor;
 * - the HTML is not the drawing of this very address (a name search is served the catalogue's page; any other
 *   query): only the app can draw what was asked for.
 *
 * It also counts the page's visit once the page has loaded, so a visitor who reads and leaves is counted.
 *
 * A tap on one of the page's buttons, or text typed into a search box, before the app has taken over is not
 * lost: it is kept and given to the app once the app has hydrated the page (see app/early-input.ts).
 */
import { keepEarlyInput } from './app/early-input';

/**
 * What a visitor does to use a page: the first of these brings the app. A click alone is one too: assistive
 * technology may press a button without any pointer or key event before it; and so is input alone: a phone's
 * keyboard may type without a key event the page can read.
 */
const SIGNS_OF_USE = [
  'pointerdown',
  'pointermove',
  'touchstart',
  'keydown',
  'input',
  'focusin',
  'wheel',
  'click',
] as const;

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

/**
 * Calls `then` once the page has loaded (its pictures: the largest one is usually what a visitor sees first) and
 * what loaded has been painted, so the app's download and work never hold back the page's own.
 */
function afterLoad(then: () => void): void {
  const painted = () => afterFirstContentfulPaint(then);
  if (document.readyState === 'complete') painted();
  else window.addEventListener('load', () => requestAnimationFrame(() => setTimeout(painted)), { once: true });
}

/**
 * True when the visitor used the page before this script ran (on a slow network the HTML is there well before
 * its scripts): a field already has the focus, so its focus and typing came before any listener.
 */
function usedBeforeBoot(): boolean {
  const focused = document.activeElement;
  return focused !== null && focused !== document.body && focused !== document.documentElement;
}

/** Calls `then` at the first sign that the visitor is using the page. */
function onFirstUse(then: () => void): void {
  if (usedBeforeBoot()) return then();
  const used = () => {
    for (const type of SIGNS_OF_USE) window.removeEventListener(type, used, true);
    window.removeEventListener('scroll', used);
    then();
  };
  for (const type of SIGNS_OF_USE) window.addEventListener(type, used, { capture: true, passive: true });
  // The page's own scrolling only (it reaches the window): a row of pictures that scrolls itself into place as
  // it is laid out (the landing page's) is not the visitor.
  window.addEventListener('scroll', used, { passive: true });
}

/** True when the app must draw at once: see the comment at the top. */
function wantedAtOnce(): boolean {
  let kept = 0;
  try {
    kept = localStorage.length;
  } catch {
    // Storage refused (a privacy mode): nothing is kept, so nothing of the visitor's is missing from the page.
  }
  // An #anchor asks for no other drawing: the sections it names are in the HTML.
  const drawnFor = document.getElementById('root')?.dataset.page;
  return kept > 0 || drawnFor !== window.location.pathname + window.location.search;
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
  });
  const start = () => void import(/* @vite-ignore */ app);
  if (wantedAtOnce()) afterLoad(start);
  else onFirstUse(() => afterLoad(start));
}
