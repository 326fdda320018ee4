/**
 * The landing page's hero moves (cards come in and float, petals fall, the event strip scrolls) for as long as
 * the page is open. Run by the compositor, that costs the page nothing; run on the main thread, it restyles the
 * page on every frame, which on a mid-range phone is most of the page's style and layout time (issue 39).
 */
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';

interface StartedAnimation {
  name: string;
  element: string;
  /** Chromium's reasons (a bit field) for running it on the main thread; 0 when the compositor runs it. */
  compositeFailed: number;
}

/** The animations the page starts as it loads, as Chromium's trace reports them. */
async function animationsStartedBy(browser: Browser, page: Page, path: string): Promise<StartedAnimation[]> {
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
  await page.goto(path);
  await expect(page.locator('.hero__visual')).toHaveClass(/is-playing/);
  // Each animation is placed (on the compositor or not) when it starts, at the latest by the next frames.
  await page.evaluate(async () => {
    await Promise.all(document.getAnimations().map((animation) => animation.ready));
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  });
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as {
    traceEvents: {
      name: string;
      ph: string;
      id2?: { local?: string };
      id?: string;
      args?: { data?: Record<string, unknown> };
    }[];
  };
  const animations = new Map<string, StartedAnimation>();
  const events = traceEvents.filter((event) => event.name === 'Animation');
  for (const event of events) {
    const data = event.args?.data;
    if (event.ph === 'b' && data)
      animations.set(event.id2?.local ?? event.id ?? '', {
        name: String(data.displayName),
        element: String(data.nodeName),
        compositeFailed: 0,
      });
  }
  for (const event of events) {
    const failed = event.args?.data?.compositeFailed;
    const animation = animations.get(event.id2?.local ?? event.id ?? '');
    if (event.ph === 'n' && typeof failed === 'number' && animation) animation.compositeFailed |= failed;
  }
  return [...animations.values()];
}

test('the landing page animates its hero on the compositor, without restyling the page every frame', async ({
  browser,
  page,
}) => {
  const animations = await animationsStartedBy(browser, page, '/');
  // The cards' float, the petals and the strip at least (the cards' entrance may have ended already).
  expect(animations.map((a) => a.name)).toEqual(expect.arrayContaining(['hero-float', 'hero-petal', 'event-strip']));
  expect(animations.filter((a) => a.compositeFailed !== 0)).toEqual([]);
});
