import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** Where each visited entry of the history was scrolled to, by its location key. */
const positions = new Map<string, number>();
let current = '';

function remember() {
  if (current) positions.set(current, window.scrollY);
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
      window.scrollTo(0, saved);
      return;
    }
    const target = location.hash && document.getElementById(decodeURIComponent(location.hash.slice(1)));
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location.key, location.hash, type]);
  return null;
}
