/**
 * A guest on slow mobile data sees the cover's text in the design's faces after one change, not one per font file:
 * the page's faces are loaded before any is in the page and come in together (src/renderer/live/fonts.ts). Linked
 * one by one, a Hindi luxury page's cover moved as each of its files arrived. At a phone's width and a desktop's.
 */
import { seedLiveSite } from '../../src/server/invitation/testing/seed';
import { expect, test } from './fixtures';
import { facesIn } from './helpers/live-faces';
import { emulateNetwork, SLOW_4G } from './helpers/network';

const WIDTHS = [
  { name: 'phone', viewport: { width: 375, height: 812 } },
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
];

for (const { name, viewport } of WIDTHS) {
  test.describe(`the design's faces on the guest page (${name})`, () => {
    test.use({ viewport });

    test('the cover takes on the Hindi page’s faces in one change, and no face arrives after', async ({
      page,
      server,
    }) => {
      const site = await seedLiveSite(server.app.ctx.db, {
        pack: 'luxury',
        look: { fonts: 'modern', music: { source: 'bundled', track: 'shehnai-dawn' } },
      });
      // Each frame in which a line of the cover changed size after it was first drawn.
      await page.addInitScript(() => {
        const seen = { resizes: 0 };
        Object.assign(window, { seen });
        document.addEventListener('DOMContentLoaded', () => {
          let first = true;
          const observer = new ResizeObserver(() => {
            if (first) first = false;
            else seen.resizes += 1;
          });
          // The countdown's own change to the ticking clock is not the faces'.
          const lines = document.querySelectorAll('.inv-hero__text > :not(.inv-hero__countdown)');
          lines.forEach((line) => observer.observe(line));
        });
      });
      let facesAreIn = false;
      const fontsAfter: string[] = [];
      page.on('request', (request) => {
        if (facesAreIn && /\.woff2?$/.test(request.url())) fontsAfter.push(request.url());
      });
      await emulateNetwork(page, SLOW_4G);
      await page.goto(`/invite/${site.slug}?lang=hi`);
      await expect(page.locator('.inv-hero__names')).toBeVisible();
      await facesIn(page);
      facesAreIn = true;

      // The text is set in the design's faces: Josefin Sans for the names, Poppins' Devanagari for the rest.
      const loaded = await page.evaluate(() =>
        [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family.replaceAll('"', '')),
      );
      expect(new Set(loaded)).toEqual(new Set(['Utsav Language Names', 'Josefin Sans', 'Poppins']));
      const seen = await page.evaluate(() => (window as unknown as { seen: { resizes: number } }).seen);
      expect(seen.resizes).toBeLessThanOrEqual(1);
      // The first screen asked for no face the swap had not brought.
      await page.waitForLoadState('networkidle');
      expect(fontsAfter).toEqual([]);
      await page.screenshot({ path: `test-results/live-faces/hindi-${name}.png` });
    });
  });
}
