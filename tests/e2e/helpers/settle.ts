/**
 * Signals that let a journey assert that something did NOT happen: instead of sleeping and hoping the event
 * would have come by then, each waits for a later event that the unwanted one would have preceded.
 */
import type { Page } from '@playwright/test';

/**
 * Resolves once every request the page has already started (by a click, a fired timer, a resolved promise)
 * has reached the test's `page.on('request')` listeners: a marker request sent now is reported after them.
 */
export async function requestsReported(page: Page): Promise<void> {
  const marker = `/rest/api/health?marker=${Math.random().toString(36).slice(2)}`;
  const reported = page.waitForRequest((request) => request.url().endsWith(marker));
  await page.evaluate((url) => fetch(url).then(() => undefined), marker);
  await reported;
}

/**
 * As `requestsReported`, after the page's idle callbacks scheduled so far have run (work deferred until the
 * browser is idle, such as visit counts). Two idle periods, so work queued by effects that were still pending
 * when this was called has run as well.
 */
export async function idleRequestsReported(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const idle = () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 5000 }));
    await idle();
    await idle();
  });
  await requestsReported(page);
}

/** Scrolls the window and resolves after the scroll event has been handled and two frames have rendered. */
export async function scrollAndRender(page: Page, y: number): Promise<void> {
  await page.evaluate(async (top) => {
    const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
    if (Math.round(window.scrollY) !== top) {
      const scrolled = new Promise<void>((resolve) =>
        window.addEventListener('scroll', () => resolve(), { once: true }),
      );
      window.scrollTo(0, top);
      await scrolled;
    }
    await frame();
    await frame();
  }, y);
}

/** Resolves when every running animation that ends (not the endless ones) has ended. */
export async function animationsFinished(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const ending = document
      .getAnimations()
      .filter((animation) => animation.playState === 'running')
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
  });
}
