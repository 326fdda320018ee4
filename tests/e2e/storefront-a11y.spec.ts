import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import { BUSINESS } from './storefront-helpers';
import { animationsFinished } from './helpers/settle';

test.use({ serverEnv: BUSINESS });

const PAGES = [
  '/',
  // The FAQ and the contact form load after the first paint; their anchor brings them in at once.
  '/#contact-us-section',
  '/temp',
  '/temp?query=zzzz',
  '/tempdetails/wed007',
  '/tempdetails/nope01',
  '/blog',
  '/blog/1',
  '/blog/99',
  '/terms',
  '/privacy',
  '/no-such-page',
];

async function seriousViolations(page: import('@playwright/test').Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((node) => node.target.join(' '))
          .slice(0, 3)
          .join(' | ')})`,
    );
}

for (const width of [1280, 375]) {
  test.describe(`accessibility at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const path of PAGES) {
      test(`${path} has no serious or critical violations`, async ({ page }) => {
        // axe walks every node, the drawn artwork's included: on the landing page that takes most of a minute
        // on a busy two-core machine, which is the scan's own time, not the page's.
        test.slow(path === '/' || path === '/#contact-us-section');
        await page.goto(path);
        await expect(page.locator('footer.site-footer')).toBeAttached();
        // Lazy parts (carousel, business contact) load and entrance animations run: checked once they have.
        await page.waitForLoadState('networkidle');
        await animationsFinished(page);
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  });
}

test('the open mobile menu and the account menu have no serious violations', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  expect(await seriousViolations(page)).toEqual([]);
});
