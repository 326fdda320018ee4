import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** Where each visited entry of the history was scrolled to, by its location key. */
const positions = new Map<string, number>();
let current = '';

function remember() {
  if (current) positions.set(current, window.scrollY);
}

/** How long Back may wait for a page to grow tall enough to return to where the visitor was. */
const GROWING_PAGE_MS = 3000;

/**
 * Back to a saved position. A page may first be drawn shorter than it was (the catalogue reveals its cards a few
 * at a time), so the browser stops short: the position is taken again each time the page grows, until it is
 * reached, the visitor scrolls or presses a key, or a few seconds pass.
 */
function scrollBackTo(y: number) {
  window.scrollTo(0, y);
  if (Math.abs(window.scrollY - y) < 1) return;
  const observer = new ResizeObserver(() => {
    window.scrollTo(0, y);
    if (Math.abs(window.scrollY - y) < 1) stop();
  });
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
    for (const type of ['wheel', 'touchstart', 'keydown'] as const) window.removeEventListener(type, stop);
  };
  const timer = setTimeout(stop, GROWING_PAGE_MS);
  for (const type of ['wheel', 'touchstart', 'keydown'] as const)
    window.addEventListener(type, stop, { passive: true });
  observer.observe(document.body);
}

/**
 * What the data router's <ScrollRestoration> did, for the declarative router: a new page starts at the top (or
 * at its #anchor), Back and Forward return to where the visitor was. The first page is left to the browser
 * (and to BelowTheFold, which scrolls to an anchor once its sections exist).
 */
export function ScrollOnNavigate() {
  const location = useLocation();
  const type = useNavigationType();
  useLayoutEffect(() => {
    window.history.scrollRestoration = 'manual';
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, []);
  useLayoutEffect(() => {
    const first = current === '';
    current = location.key;
    if (first) return;
    const saved = positions.get(location.key);
    if (type === 'POP' && saved !== undefined) {
      scrollBackTo(saved);
      return;
    }
    const target = location.hash && document.getElementById(decodeURIComponent(location.hash.slice(1)));
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location.key, location.hash, type]);
  return null;
}
