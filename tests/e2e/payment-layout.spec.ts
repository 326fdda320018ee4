import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { buyTemplate, storeSelectedTemplate } from './helpers/payment-steps';
import { createUser, signInBrowser } from './helpers/users';

/** Nothing may push the page sideways on a phone. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Saved with the test's output for a person to look at (playwright test --output <dir>). */
async function shoot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

for (const viewport of [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 900 },
]) {
  test.describe(`cart, payment and account screens at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('fit the screen and show their key parts', async ({ page, server }) => {
      const user = await createUser(server, {
        fullName: 'priya sharma',
        email: `priya.sharma.${viewport.width}.${Date.now()}@example.in`,
      });
      await buyTemplate(server, user, 'wed001', 'luxury');
      await buyTemplate(server, user, 'hou002', 'basic');
      await signInBrowser(page, user);

      await page.goto('/usercart');
      await expect(page.getByRole('heading', { name: 'No template selected', exact: true })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await shoot(page, `${viewport.name}-cart-empty`);

      await storeSelectedTemplate(page, 'eng004');
      await page.goto('/usercart');
      await page.getByLabel('Pack', { exact: true }).selectOption({ label: 'Premium' });
      await expect(page.getByRole('button', { name: 'Proceed to checkout', exact: true })).toBeEnabled();
      await expectNoSidewaysScroll(page);
      await shoot(page, `${viewport.name}-cart`);

      await page.getByRole('button', { name: 'Proceed to checkout', exact: true }).click();
      await expect(
        page.frameLocator('iframe[title="Payment page"]').getByRole('button', { name: 'Pay now', exact: true }),
      ).toBeVisible();
      await expect(page.getByRole('complementary', { name: 'Order summary' })).toContainText('Roka Rose');
      await expectNoSidewaysScroll(page);
      await shoot(page, `${viewport.name}-payment`);

      await page.goto('/dash');
      await expect(page.getByText('Hi, Priya Sharma', { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Account menu' })).toHaveText('PS');
      const nav =
        viewport.width <= 768
          ? page.getByRole('navigation', { name: 'Quick navigation' })
          : page.getByRole('navigation', { name: 'Account' });
      await expect(nav).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Waiting in your cart' })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await shoot(page, `${viewport.name}-dash`);

      await page.goto('/templetes');
      await expect(page.getByRole('listitem').filter({ hasText: 'Shubh Vivah' })).toContainText('₹7,079');
      await expect(page.getByRole('listitem').filter({ hasText: 'Gruhapravesham' })).toContainText('₹3,539');
      await expectNoSidewaysScroll(page);
      await shoot(page, `${viewport.name}-templetes`);

      await page.getByRole('button', { name: 'Account menu' }).click();
      await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
      await shoot(page, `${viewport.name}-menu`);
    });
  });
}
