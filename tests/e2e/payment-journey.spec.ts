import { expect, test } from './fixtures';
import { billingFigures } from './helpers/payment-steps';
import { createUser } from './helpers/users';

/**
 * The whole purchase as a visitor lives it: choose a template, log in, land in the cart, compare the packs,
 * pay on the sandbox page inside the frame, and find the template bought.
 */
test('a visitor chooses a template, logs in, pays and owns it', async ({ page, server }) => {
  const buyer = await createUser(server, { fullName: 'Meera Iyer' });
  await page.clock.install();

  await page.goto('/tempdetails/wed003');
  await page.getByRole('button', { name: 'Get This Template', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  // The address changes at once; the template page stays until the login page's code has arrived, and its
  // contact form has an Email field too: a person types once they see the login page.
  await expect(page.getByRole('heading', { name: 'Login', level: 1 })).toBeVisible();

  await page.getByLabel('Email').fill(buyer.email);
  await page.getByLabel('Password', { exact: true }).fill(buyer.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/usercart$/);

  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Mangalam' })).toBeVisible();
  const pack = page.getByLabel('Pack', { exact: true });
  const proceed = page.getByRole('button', { name: 'Proceed to checkout', exact: true });
  await expect(proceed).toBeDisabled();
  const totals = { Basic: '₹3,539', Premium: '₹5,899', Luxury: '₹7,079' };
  for (const [label, total] of Object.entries(totals)) {
    await pack.selectOption({ label });
    expect((await billingFigures(page))['Total Billing']).toBe(total);
  }
  await pack.selectOption({ label: 'Basic' });
  const firstCheck = page.waitForResponse((r) => r.url().includes('/rest/api/public/checkpaymentstatus'));
  await proceed.click();

  await expect(page).toHaveURL(/\/payment\?orderId=/);
  await firstCheck;
  const frame = page.frameLocator('iframe[title="Payment page"]');
  await expect(frame.getByText('TEST MODE', { exact: true })).toBeVisible();
  await expect(frame.locator('.amount')).toHaveText('₹3,539');
  await frame.getByRole('button', { name: 'Pay now', exact: true }).click();
  await expect(frame.getByRole('heading', { name: 'Payment received' })).toBeVisible();
  await page.clock.runFor(10_000);
  await expect(page.getByText('Payment Successful!', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/dash$/);
  await expect(page.getByText('Hi, Meera Iyer', { exact: true })).toBeVisible();

  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Templetes', exact: true }).click();
  const card = page.getByRole('listitem').filter({ hasText: 'Mangalam' });
  await expect(card).toContainText('₹3,539');
  await expect(card.getByRole('link', { name: 'Fill in details' })).toHaveAttribute(
    'href',
    '/usersinput?template=wed003',
  );
});
