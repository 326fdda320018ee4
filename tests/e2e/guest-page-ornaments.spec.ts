/**
 * The guest page stays light for a mid-range phone to style and lay out (issue 39): its ornaments are images
 * drawn once for the page, not dozens of inline SVG copies of the motif, its DOM stays under 900 elements, and
 * the sections below the cover are laid out only as the guest nears them.
 */
import { seedLiveSite } from '../../src/server/invitation/testing/seed';
import { expect, test } from './fixtures';

const MUSIC = { source: 'bundled', track: 'shehnai-dawn' } as const;

test.use({ viewport: { width: 375, height: 812 } });

test('the heaviest guest page shows its ornaments as images, in under 900 elements', async ({ page, server }) => {
  const site = await seedLiveSite(server.app.ctx.db, {
    pack: 'luxury',
    look: { music: MUSIC, fonts: 'modern', languages: ['hi', 'ta', 'bn'] },
  });
  await page.goto(`/invite/${site.slug}?lang=hi`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  expect(await page.locator('use').count()).toBe(0);
  expect(await page.locator('svg.orn, .orn-definitions').count()).toBe(0);
  expect(await page.evaluate(() => document.querySelectorAll('*').length)).toBeLessThanOrEqual(900);

  // Every ornament shows an image of the motif, and each image draws (a broken one would decode to nothing).
  const ornaments = page.locator('.orn-img:visible');
  expect(await ornaments.count()).toBeGreaterThan(10);
  const images = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.orn-img')].map((element) => {
      const { backgroundImage } = getComputedStyle(element);
      const band = getComputedStyle(element, '::before').backgroundImage;
      return backgroundImage === 'none' ? band : backgroundImage;
    }),
  );
  expect(images.every((image) => image.startsWith('url("data:image/svg+xml,'))).toBe(true);
  const sizes = await page.evaluate(async (urls) => {
    const distinct = [...new Set(urls)].map((url) => url.slice(5, -2));
    return Promise.all(
      distinct.map(async (src) => {
        const image = new Image();
        image.src = src;
        await image.decode();
        return image.naturalWidth;
      }),
    );
  }, images);
  expect(sizes.length).toBeGreaterThanOrEqual(3);
  expect(sizes.every((width) => width > 0)).toBe(true);

  // One band across the cover at a phone's width, as tall as its seven motifs make it.
  const band = page.locator('.inv-hero__band > .orn:visible');
  await expect(band).toHaveCount(1);
  const box = (await band.boundingBox())!;
  expect(Math.round(box.width / box.height)).toBe(7);
});

test('the sections below the cover are laid out only as the guest nears them', async ({ page, server }) => {
  const site = await seedLiveSite(server.app.ctx.db, { pack: 'luxury', look: { music: MUSIC } });
  await page.goto(`/invite/${site.slug}?lang=hi`);
  // The footer's words are in the page (and its accessibility tree) but not laid out until it nears the screen.
  const thanks = page.locator('.inv-footer__thanks');
  const drawn = () => thanks.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));
  await expect(thanks).toBeAttached();
  expect(await drawn()).toBe(false);
  await thanks.scrollIntoViewIfNeeded();
  await expect.poll(drawn).toBe(true);
  await expect(thanks).toBeInViewport();
});
