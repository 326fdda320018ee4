/**
 * The cover's countdown on a guest's device: it ticks with the page's clock (Playwright's fake clock, so no
 * waiting), speaks the page's language, turns to "Happening now" at the start and to thanks once it is over,
 * moves nothing around it as it ticks, and fades the changed number only for guests who have not asked for
 * reduced motion. Without JavaScript the server's whole days stay. At a phone's width and a desktop's.
 */
import type { Page } from '@playwright/test';
import { seedLiveSite } from '../../src/server/invitation/testing/seed';
import { expect, test } from './fixtures';
import { facesIn } from './helpers/live-faces';

const WIDTHS = [
  { name: 'phone', viewport: { width: 375, height: 812 } },
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
];
// The sample wedding is on 14 February 2027 at 10:30 in India.
const TWO_DAYS_BEFORE = new Date('2027-02-12T10:00:00+05:30');

/** The page's layout shifts so far, each with the classes of the elements that moved. */
function layoutShifts(page: Page): Promise<{ value: number; moved: string[] }[]> {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        type Shift = PerformanceEntry & { value: number; sources: { node?: Node }[] };
        new PerformanceObserver((list) => {
          resolve(
            (list.getEntries() as Shift[]).map((entry) => ({
              value: entry.value,
              moved: entry.sources.map((source) => (source.node as Element | undefined)?.className ?? ''),
            })),
          );
        }).observe({ type: 'layout-shift', buffered: true });
        // With no shift at all the observer never calls back.
        requestAnimationFrame(() => requestAnimationFrame(() => resolve([])));
      }),
  );
}

for (const { name, viewport } of WIDTHS) {
  test.describe(`cover countdown (${name})`, () => {
    test.use({ viewport });

    test('ticks every minute, then says happening now and thanks, without moving the page', async ({
      page,
      server,
    }) => {
      const site = await seedLiveSite(server.app.ctx.db);
      await page.clock.install({ time: TWO_DAYS_BEFORE });
      await page.goto(`/invite/${site.slug}`);
      const countdown = page.locator('.inv-hero__countdown[data-live]');
      await expect(countdown).toHaveText('2 days 0 hrs 30 mins to go');
      await facesIn(page);
      // Its own change from the server's whole days to the ticking clock is a sliver of the 0.1 budget.
      const shifts = await layoutShifts(page);
      const own = shifts.filter((shift) => shift.moved.every((moved) => moved.includes('inv-hero__countdown')));
      expect(own.reduce((sum, shift) => sum + shift.value, 0)).toBeLessThanOrEqual(0.01);
      const before = await countdown.boundingBox();

      await page.clock.runFor(60_000);
      await expect(countdown).toHaveText('2 days 0 hrs 29 mins to go');
      // Only the number that changed is marked to tick; the line keeps its size and place and moves nothing.
      await expect(countdown.locator('.is-ticked')).toHaveText('29');
      expect(await countdown.boundingBox()).toEqual(before);
      expect(await layoutShifts(page)).toHaveLength(shifts.length);
      await page.screenshot({ path: `test-results/live-countdown-${name}.png` });

      await page.clock.fastForward('48:28:00');
      await expect(countdown).toHaveText('1 min to go');
      await page.clock.runFor(60_000);
      await expect(countdown).toHaveText('Happening now');
      await page.clock.fastForward('24:00:00');
      await expect(countdown).toHaveText('The celebration is over. Thank you!');
    });

    test('speaks Hindi on the Hindi page, and fades a changed number only without reduced motion', async ({
      page,
      server,
    }) => {
      const site = await seedLiveSite(server.app.ctx.db, { pack: 'luxury' });
      await page.clock.install({ time: TWO_DAYS_BEFORE });
      await page.goto(`/invite/${site.slug}?lang=hi`);
      const countdown = page.locator('.inv-hero__countdown[data-live]');
      await expect(countdown).toHaveText('2 दिन 0 घं॰ 30 मि॰ बाकी');
      await page.clock.runFor(60_000);
      await expect(countdown).toHaveText('2 दिन 0 घं॰ 29 मि॰ बाकी');
      const ticked = countdown.locator('.is-ticked');
      await expect(ticked).toHaveCSS('animation-name', 'live-tick');

      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.clock.runFor(60_000);
      await expect(countdown).toHaveText('2 दिन 0 घं॰ 28 मि॰ बाकी');
      await expect(ticked).toHaveText('28');
      await expect(ticked).toHaveCSS('animation-name', 'none');
    });

    test('its longest text, in Kannada, stays on one line inside the cover', async ({ page, server }) => {
      const site = await seedLiveSite(server.app.ctx.db, { pack: 'luxury' });
      // 29 days 23 hours 59 minutes before the start: the widest numbers the clock shows.
      await page.clock.install({ time: new Date('2027-01-15T10:31:00+05:30') });
      await page.goto(`/invite/${site.slug}?lang=kn`);
      const countdown = page.locator('.inv-hero__countdown[data-live]');
      await expect(countdown).toHaveText(/^ಇನ್ನು 29 ದಿನಗಳು 23 ಗಂ\. 59 ನಿಮಿ$/);
      await facesIn(page);
      const box = await countdown.boundingBox();
      const cover = await page.locator('.inv-hero__text').boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(cover!.x);
      expect(box!.x + box!.width).toBeLessThanOrEqual(cover!.x + cover!.width);
      expect(box!.height).toBeLessThan(50);
      await countdown.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `test-results/live-countdown-kannada-${name}.png` });
    });

    test('without JavaScript the server’s whole days stay', async ({ browser, server }) => {
      const site = await seedLiveSite(server.app.ctx.db);
      const context = await browser.newContext({ javaScriptEnabled: false, viewport });
      const page = await context.newPage();
      await page.goto(`${server.url}/invite/${site.slug}`);
      const days = Math.round((Date.parse('2027-02-14') - Date.parse(kolkataToday())) / 86_400_000);
      await expect(page.locator('.inv-hero__countdown')).toHaveText(`${days} days to go`);
      await context.close();
    });
  });
}

/** Today's date in India, YYYY-MM-DD. */
function kolkataToday(): string {
  return new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
}
