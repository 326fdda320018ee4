/** Runs work once the browser is idle after the first paint, so it never competes with showing the page. */
export function whenIdle(work: () => void): void {
  if (typeof window === 'undefined') return work();
  const schedule = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => work(), { timeout: 3000 });
    else setTimeout(work, 200);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
}
