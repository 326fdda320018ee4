import { useEffect, useState, type RefObject } from 'react';

/** How far ahead of the viewport a deferred part starts loading, so it is there before it scrolls into view. */
const AHEAD = '1200px';
const FIRST_ACTIONS = ['scroll', 'keydown', 'pointerdown', 'touchstart'] as const;

/**
 * True once a part of the page kept out of the first paint is about to be needed: the visitor asked for it by
 * its anchor (`wanted`), scrolled near it, or started to use the page at all (scrolling, a key, a tap), so
 * find-in-page and keyboard users reach it too.
 */
export function useWantedSoon(ref: RefObject<Element | null>, wanted: boolean): boolean {
  const [soon, setSoon] = useState(wanted);
  useEffect(() => {
    if (wanted) setSoon(true);
  }, [wanted]);
  useEffect(() => {
    if (soon) return undefined;
    const show = () => setSoon(true);
    const observer =
      typeof IntersectionObserver === 'undefined'
        ? undefined
        : new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && show(), {
            rootMargin: `${AHEAD} 0px`,
          });
    if (ref.current) observer?.observe(ref.current);
    for (const action of FIRST_ACTIONS) window.addEventListener(action, show, { once: true, passive: true });
    return () => {
      observer?.disconnect();
      for (const action of FIRST_ACTIONS) window.removeEventListener(action, show);
    };
  }, [ref, soon]);
  return soon;
}
