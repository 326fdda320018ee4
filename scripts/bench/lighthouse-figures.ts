/**
 * Figures read from a Lighthouse result beyond its scores (bench:web, issue 39): where the main thread's time
 * went and how big the page's DOM is.
 */
import type { Result as LighthouseResult } from 'lighthouse';

interface WorkItem {
  group: string;
  duration: number;
}

/**
 * Style recalculation and layout, in ms, from the trace's main-thread work ('mainthread-work-breakdown'): under
 * the mobile preset's simulated throttling Lighthouse scales the measured time by its CPU slowdown (4x), so this
 * is the time a mid-range phone would spend. NaN when the run has no such audit.
 */
export function styleLayoutMs(lhr: LighthouseResult): number {
  const details = lhr.audits['mainthread-work-breakdown']?.details;
  if (details?.type !== 'table') return NaN;
  const items = details.items as unknown as WorkItem[];
  return Math.round(items.find((item) => item.group === 'styleLayout')?.duration ?? 0);
}

/** The page's element count after load ('dom-size'); NaN when the run has none. */
export function domElements(lhr: LighthouseResult): number {
  return lhr.audits['dom-size']?.numericValue ?? NaN;
}
