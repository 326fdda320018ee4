import { useEffect, useState, type RefObject } from 'react';

/** True once the element has been at least `threshold` visible (stays true: animations start once). */
export function useSeenOnce(ref: RefObject<Element | null>, threshold: number): boolean {
  const [seen, setSeen] = useState(false);
  // Without IntersectionObserver there is nothing to wait for: the element counts as seen at once.
  const observable = typeof IntersectionObserver !== 'undefined';
  useEffect(() => {
    const element = ref.current;
    if (!element || seen || !observable) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= threshold)) {
          setSeen(true);
          observer.disconnect();
        }
      },
      { threshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, threshold, seen, observable]);
  return seen || !observable;
}
