import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { Screenshot } from './screenshot';
import { ScreenshotStrip } from './ScreenshotStrip';

// The carousel library is the page's biggest script (about 31 kB): it loads when the screens come into view.
const ScreenshotCarousel = lazy(() => import('./ScreenshotCarousel'));

/** How close to the viewport the screens are when the carousel starts loading. */
const AHEAD = '200px';

/**
 * The template's screens: the plain strip in the HTML and until the visitor nears it (or touches or tabs into
 * it), then the coverflow carousel in its place, same size, with the strip shown while its code loads.
 */
export function Screenshots({ screenshots, name }: { screenshots: Screenshot[]; name: string }) {
  const box = useRef<HTMLDivElement>(null);
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (wanted || !element) return undefined;
    const want = () => setWanted(true);
    const observer =
      typeof IntersectionObserver === 'undefined'
        ? undefined
        : new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && want(), {
            rootMargin: `${AHEAD} 0px`,
          });
    observer?.observe(element);
    element.addEventListener('pointerdown', want, { once: true });
    element.addEventListener('focusin', want, { once: true });
    return () => {
      observer?.disconnect();
      element.removeEventListener('pointerdown', want);
      element.removeEventListener('focusin', want);
    };
  }, [wanted]);
  const strip = <ScreenshotStrip screenshots={screenshots} name={name} />;
  return (
    <div ref={box} className="screenshots">
      {wanted ? (
        <Suspense fallback={strip}>
          <ScreenshotCarousel screenshots={screenshots} name={name} />
        </Suspense>
      ) : (
        strip
      )}
    </div>
  );
}
