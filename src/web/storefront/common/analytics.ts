/**
 * Visit counters: one ping per page load and page, whatever React does with effects (StrictMode runs them
 * twice in development; coming back to the page within the same load does not count again).
 */
import { whenIdle } from './idle';

const pinged = new Set<string>();

export function countVisit(page: 'homepage' | 'template'): void {
  if (pinged.has(page)) return;
  pinged.add(page);
  // Counted once the page has painted; the spec: a failed count is only logged.
  whenIdle(() => {
    fetch(`/rest/api/public/increment_analytics/${page}`, { keepalive: true }).catch((error: unknown) =>
      console.warn('Visit count failed', error),
    );
  });
}
