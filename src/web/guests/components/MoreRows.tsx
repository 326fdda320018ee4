import { useEffect, useRef } from 'react';

/** The end of a growing list: asks for the next rows when it comes within a screen of view, or when tapped. */
export function MoreRows({ onMore }: { onMore: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onMore();
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [onMore]);
  return (
    <div ref={ref} className="guest-list__more">
      <button type="button" className="btn btn--ghost" onClick={onMore}>
        Show more
      </button>
    </div>
  );
}
