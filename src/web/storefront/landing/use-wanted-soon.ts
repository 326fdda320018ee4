import { useEffect, useState, type RefObject } from 'react';
import { useHydrated } from '../../app/hydration';
import { whenIdle } from '../page-load/idle';

/** How far ahead of the viewport a deferred part starts loading, for screens tall enough to show it unscrolled. */
const AHEAD = '400px';
const FIRST_ACTIONS = ['scroll', 'keydown', 'pointerdown', 'touchstart'] as const;
/** Time after the page settles when a deferred part loads anyway: screen readers browse without scrolling. */
const SETTLED_MS = 3000;

/**
 * True once a part of the page kept out of the first paint is about to be needed: the visitor asked for it by
 * its anchor (`wanted`), scrolled near it, or started to use the page at all (scrolling, a key, a tap), so
 * find-in-page and keyboard users reach it too; and in any case a few seconds after the page has settled.
 */
export function useWantedSoon(ref: RefObject<Element | null>, asked: boolean): boolean {
  // The prerendered page never has the part (the build knows no #anchor): it is asked for after hydration.
  const wanted = useHydrated() && asked;
  const [soon, setSoon] = useState(wanted);
  // Once asked for by its anchor the part stays, even when the address moves on to another anchor.
  if (wanted && !soon) setSoon(true);
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
    let timer: ReturnType<typeof setTimeout> | undefined;
    let active = true;
    whenIdle(() => {
      if (active) timer = setTimeout(show, SETTLED_MS);
    });
    return () => {
      active = false;
      clearTimeout(timer);
      observer?.disconnect();
      for (const action of FIRST_ACTIONS) window.removeEventListener(action, show);
    };
  }, [ref, soon]);
  return soon;
}
