/**
 * Taps on a prerendered page's buttons that arrive before the app has hydrated it. A button of type "button"
 * does nothing without script, so such a tap would be lost; it is kept and played again once React owns the
 * button. Links and form buttons are left alone: the browser follows and submits them itself.
 *
 * Only the boot script (boot.ts) imports this, so it stays in that small file instead of a chunk of its own that
 * boot would wait for. The app says it has hydrated the page with a DOM event of this name on the document.
 */
const PAGE_HYDRATED_EVENT = 'utsav:page-hydrated';

/** From now until the app has hydrated the page, taps on its buttons are kept, then played again in order. */
export function keepEarlyTaps(): void {
  const kept: HTMLButtonElement[] = [];
  const keep = (event: MouseEvent) => {
    const button = (event.target as Element | null)?.closest<HTMLButtonElement>('button[type="button"]');
    // A second tap on the same button while waiting (an impatient double tap) is played once.
    if (button && !kept.includes(button)) kept.push(button);
  };
  document.addEventListener('click', keep, true);
  document.addEventListener(
    PAGE_HYDRATED_EVENT,
    () => {
      document.removeEventListener('click', keep, true);
      // As on the guest page: says the page's script has taken over (tests wait for it).
      document.documentElement.dataset.enhanced = 'true';
      for (const button of kept.splice(0)) if (button.isConnected) button.click();
    },
    { once: true },
  );
}
