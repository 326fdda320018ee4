/**
 * Taps on a prerendered page's buttons that arrive before the app has hydrated it. A button of type "button"
 * does nothing without script, so such a tap would be lost; it is kept and played again once React owns the
 * button. Links and form buttons are left alone: the browser follows and submits them itself.
 */

const kept: HTMLElement[] = [];
let keeping = false;

function keep(event: MouseEvent): void {
  const button = (event.target as Element | null)?.closest<HTMLButtonElement>('button[type="button"]');
  if (button && !kept.includes(button)) kept.push(button);
}

/** From now until `replayEarlyTaps`, taps on the page's buttons are kept. */
export function keepEarlyTaps(): void {
  if (keeping) return;
  keeping = true;
  document.addEventListener('click', keep, true);
}

/** Stops keeping taps and plays the kept ones again, in order, on the buttons that are still in the page. */
export function replayEarlyTaps(): void {
  if (!keeping) return;
  keeping = false;
  document.removeEventListener('click', keep, true);
  for (const button of kept.splice(0)) if (button.isConnected) button.click();
}
