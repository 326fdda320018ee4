/**
 * No public page scrolls sideways on a phone: at 320 and 375 px wide, after the page has rendered and been
 * scrolled through (cards slide in as they appear), the document is no wider than the window.
 */
import { expect, test } from './fixtures';
import { BUSINESS } from './storefront-helpers';

test.use({ serverEnv: BUSINESS });

const PUBLIC_ROUTES = [
  '/',
  '/temp',
  '/tempdetails/wed001',
  '/tempdetails/hou002',
  '/blog',
  '/blog/2',
  '/terms',
  '/privacy',
  '/login',
  '/signup',
  '/forgotpass',
  '/reset-user-passkey?token=a@example.in::abc',
  '/usercart',
  '/preview/wed001',
  '/no-such-page',
];

async function documentOverflow(page: import('@playwright/test').Page) {
  return page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
}

for (const width of [320, 375]) {
  test.describe(`${width} px wide`, () => {
    test.use({ viewport: { width, height: 740 } });

    for (const path of PUBLIC_ROUTES) {
      test(`${path} is no wider than the window`, async ({ page }) => {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        // Scroll to the end, so everything that appears on scrolling has appeared.
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await page.waitForLoadState('networkidle');
        await page.evaluate(
          () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        );
        await expect
          .poll(
            async () => {
              const { scrollWidth, innerWidth } = await documentOverflow(page);
              return scrollWidth - innerWidth;
            },
            { message: path },
          )
          .toBeLessThanOrEqual(0);
      });
    }
  });
}
