import { lazy, memo, Suspense, use, useEffect, useRef, type ComponentType, type RefObject } from 'react';
import { useHydrated } from '../../app/hydration';
import { whenIdle } from '../page-load/idle';

/** How far ahead of the viewport a deferred part is wanted, for screens tall enough to show it unscrolled. */
const AHEAD = '400px';
const FIRST_ACTIONS = ['scroll', 'keydown', 'pointerdown', 'touchstart'] as const;
/** Time after the page settles when a deferred part is wanted anyway: screen readers browse without scrolling. */
const SETTLED_MS = 3000;

/**
 * Resolves once a part of the page is about to be used: it is in view or near it (an address with its #anchor
 * opens the page there), the visitor starts to use the page at all (scrolling, a key, a tap), or a few seconds
 * after the page has settled.
 */
function wantedSoon(element: Element | null): Promise<void> {
  return new Promise<void>((resolve) => {
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && done(), {
      rootMargin: `${AHEAD} 0px`,
    });
    let timer: ReturnType<typeof setTimeout> | undefined;
    function done() {
      observer.disconnect();
      clearTimeout(timer);
      for (const action of FIRST_ACTIONS) window.removeEventListener(action, done);
      resolve();
    }
    if (element) observer.observe(element);
    for (const action of FIRST_ACTIONS) window.addEventListener(action, done, { once: true, passive: true });
    whenIdle(() => (timer = setTimeout(done, SETTLED_MS)));
  });
}

/**
 * A part of a public page far below the fold (the landing page's FAQ and contact form, the detail page's
 * similar designs and contact form), whose code is kept out of the first visit's JavaScript without keeping it out of the HTML:
 * - In a prerendered page its HTML is there from the start, for readers without script, search engines and
 *   #anchors. React leaves that HTML as it is while it hydrates the rest of the page, and fetches the part's
 *   code and hydrates it only once it is wanted (see wantedSoon). Until then React sees no tap in it and keeps
 *   no text typed into it: the boot script keeps them and gives them once the part says it has hydrated
 *   (app/early-input.ts, which the data-hydrates-later mark and the event below are for). Its form, posted
 *   meanwhile, goes to the server as a plain HTML form.
 * - A page drawn in the browser (the visitor came by a link in the app) fetches the code at once and shows
 *   an empty block of the part's height (`reservedClassName`) until it arrives.
 *
 * `id` names the part's first element, which the page's HTML has. The part is memoised: a new render of the
 * page around it, before it has been hydrated, would otherwise make React throw its HTML away and draw it anew.
 */
export function deferredSection<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  { id, reservedClassName }: { id: string; reservedClassName: string },
): ComponentType<Props> {
  const Part = lazy(async () => ({ default: await load() }));
  let wanted: Promise<void> | undefined;
  function WhenWanted({ mark, ...props }: { mark: RefObject<HTMLDivElement | null> } & Props) {
    const hydrating = !useHydrated();
    if (hydrating && typeof window !== 'undefined') use((wanted ??= wantedSoon(document.getElementById(id))));
    // The name is written out, as in app/router.tsx: early-input.ts belongs to the boot script alone.
    useEffect(() => void mark.current?.dispatchEvent(new Event('utsav:part-hydrated', { bubbles: true })), [mark]);
    return <Part {...(props as Props)} />;
  }
  return memo(function DeferredSection(props: Props) {
    const mark = useRef<HTMLDivElement>(null);
    return (
      <div ref={mark} data-hydrates-later="">
        <Suspense fallback={<div className={reservedClassName} />}>
          <WhenWanted mark={mark} {...props} />
        </Suspense>
      </div>
    );
  });
}
