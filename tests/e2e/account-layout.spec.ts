import type { Page } from '@playwright/test';
import { expect, mailNumber, otpIn, test, uniqueEmail } from './account-fixtures';

const SIZES = [
  { name: 'phone', width: 375, height: 740 },
  { name: 'desktop', width: 1280, height: 860 },
];

/** Nothing wider than the screen, and every button and field comfortably tappable. */
async function expectFits(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  const small = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.auth-body button, .auth-body input:not([type=checkbox])')]
      .filter((el) => el.offsetParent !== null && !el.classList.contains('visually-hidden'))
      .filter((el) => el.getBoundingClientRect().height < 36)
      .map((el) => el.outerHTML.slice(0, 80)),
  );
  expect(small).toEqual([]);
}

for (const size of SIZES) {
  test.describe(`account pages at ${size.width} px`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('login, forgot and reset fit the screen', async ({ page }, testInfo) => {
      for (const [path, heading] of [
        ['/login', 'Login'],
        ['/forgotpass', 'Forgot Password'],
        ['/reset-user-passkey?token=asha@example.in::abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG', 'Reset Password'],
      ]) {
        await page.goto(path);
        await expect(page.getByRole('heading', { name: heading })).toBeVisible();
        await expectFits(page, size.width);
        await page
          .locator('.auth-card')
          .screenshot({ path: testInfo.outputPath(`${heading.replace(/ /g, '-').toLowerCase()}-${size.name}.png`) });
      }
    });

    test('signup fits the screen in both steps', async ({ page, smtp }, testInfo) => {
      const email = uniqueEmail(`layout-${size.name}`);
      await page.goto('/signup');
      await expectFits(page, size.width);
      await page.locator('.auth-card').screenshot({ path: testInfo.outputPath(`signup-start-${size.name}.png`) });
      await page.getByLabel('Email').fill(email);
      await page.getByRole('button', { name: 'Send OTP', exact: true }).click();
      const code = otpIn(await mailNumber(smtp, email, 1));
      await page.getByLabel('OTP', { exact: true }).fill(code.slice(0, 2));
      await expectFits(page, size.width);
      await page.locator('.auth-card').screenshot({ path: testInfo.outputPath(`signup-otp-${size.name}.png`) });
      await page.getByLabel('OTP', { exact: true }).fill(code);
      await page.getByRole('button', { name: 'Verify OTP', exact: true }).click();
      await expect(page.getByLabel('Full Name')).toBeEnabled();
      await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
      await expect(page.getByText('You must agree to the terms and conditions.', { exact: true })).toBeVisible();
      await expectFits(page, size.width);
      await page.locator('.auth-card').screenshot({ path: testInfo.outputPath(`signup-details-${size.name}.png`) });
    });
  });
}
