import { expect, test } from './fixtures';
import { billingFigures, buyTemplate, storeSelectedTemplate } from './helpers/payment-steps';
import { createUser, signInBrowser } from './helpers/users';

test.describe('cart', () => {
  test('a signed-in buyer sees the chosen template and the right totals for every pack', async ({ page, server }) => {
    await signInBrowser(page, await createUser(server));
    await page.goto('/');
    await storeSelectedTemplate(page, 'hou001');
    await page.goto('/usercart');

    await expect(page.getByRole('heading', { name: 'Griha Pravesh' })).toBeVisible();
    await expect(page.getByText('House Warming', { exact: true })).toBeVisible();
    await expect(page.getByRole('note').filter({ hasText: 'Safe and secure payment' })).toContainText(
      'Full refund within 12 hours',
    );
    const proceed = page.getByRole('button', { name: 'Proceed to checkout', exact: true });
    await expect(proceed).toBeDisabled();
    await expect(page.getByLabel('Pack', { exact: true })).toHaveValue('');
    await expect(page.getByLabel('Pack', { exact: true }).locator('option').first()).toHaveText('Select Pack Type');
    expect(await billingFigures(page)).toEqual({
      'Cart Total': '—',
      'Total Discount': '—',
      'GST (18%)': '—',
      'Total Billing': '—',
    });

    // hou001 is one of the house-warming templates that list higher; the discounted prices are the usual ones.
    const expected = {
      Basic: { 'Cart Total': '₹7,999', 'Total Discount': '−₹5,000', 'GST (18%)': '₹540', 'Total Billing': '₹3,539' },
      Premium: { 'Cart Total': '₹9,999', 'Total Discount': '−₹5,000', 'GST (18%)': '₹900', 'Total Billing': '₹5,899' },
      Luxury: {
        'Cart Total': '₹12,999',
        'Total Discount': '−₹7,000',
        'GST (18%)': '₹1,080',
        'Total Billing': '₹7,079',
      },
    };
    for (const [label, figures] of Object.entries(expected)) {
      await page.getByLabel('Pack', { exact: true }).selectOption({ label });
      expect(await billingFigures(page)).toEqual(figures);
      await expect(proceed).toBeEnabled();
    }
    await expect(page.getByRole('list', { name: 'Included features' }).getByRole('listitem')).toHaveCount(6);
    expect(await page.locator('main').innerText()).not.toContain('$');

    await page.getByLabel('Pack', { exact: true }).selectOption({ label: 'Select Pack Type' });
    await expect(proceed).toBeDisabled();
  });

  test('a standard template bills the usual prices', async ({ page, server }) => {
    await signInBrowser(page, await createUser(server));
    await page.goto('/');
    await storeSelectedTemplate(page, 'wed001');
    await page.goto('/usercart');
    await page.getByLabel('Pack', { exact: true }).selectOption({ label: 'Premium' });
    expect(await billingFigures(page)).toEqual({
      'Cart Total': '₹6,999',
      'Total Discount': '−₹2,000',
      'GST (18%)': '₹900',
      'Total Billing': '₹5,899',
    });
  });

  test('a signed-out visitor sees no template, and the stored choice is dropped', async ({ page }) => {
    await page.goto('/');
    await storeSelectedTemplate(page, 'wed002');
    await page.goto('/usercart');
    await expect(page.getByRole('heading', { name: 'No template selected', exact: true })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Login', exact: true })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('selectedTemplate'))).toBeNull();
  });

  test('without a stored choice the server cart is shown with its pack; an expired choice is ignored', async ({
    page,
    server,
  }) => {
    const user = await createUser(server);
    await server.app.inject({
      method: 'GET',
      url: '/rest/api/public/addtocart/bir002/luxury',
      headers: { authorization: `Bearer ${user.token}` },
    });
    await signInBrowser(page, user);
    await page.goto('/');
    await storeSelectedTemplate(page, 'wed001', -1000);
    await page.goto('/usercart');
    await expect(page.getByRole('heading', { name: 'First Birthday Bloom' })).toBeVisible();
    await expect(page.getByLabel('Pack', { exact: true })).toHaveValue('luxury');
    expect((await billingFigures(page))['Total Billing']).toBe('₹7,079');
    await expect(page.getByRole('button', { name: 'Proceed to checkout', exact: true })).toBeEnabled();

    await page.getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByRole('heading', { name: 'No template selected', exact: true })).toBeVisible();
    const cart = await server.app.inject({
      method: 'GET',
      url: '/rest/api/public/getcartitems',
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(cart.json().responceId).toEqual({});
  });

  test('an empty cart says so for a signed-in buyer', async ({ page, server }) => {
    await signInBrowser(page, await createUser(server));
    await page.goto('/usercart');
    await expect(page.getByRole('heading', { name: 'No template selected', exact: true })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Explore Templates' })).toHaveAttribute(
      'href',
      '/temp',
    );
  });

  test("a failure while starting the payment gives the spec's notice and ends the busy state", async ({
    page,
    server,
  }) => {
    await signInBrowser(page, await createUser(server));
    await page.goto('/');
    await storeSelectedTemplate(page, 'wed001');
    await page.goto('/usercart');
    await page.route(/\/rest\/api\/public\/buytemplates$/, (route) =>
      route.fulfill({ status: 500, json: { error: 'Internal Server Error', message: 'boom' } }),
    );
    await page.getByLabel('Pack', { exact: true }).selectOption({ label: 'Basic' });
    await page.getByRole('button', { name: 'Proceed to checkout', exact: true }).click();
    await expect(
      page
        .locator('.toaster .toast')
        .filter({ hasText: 'An error occurred during the buying process. Please try again later.' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/usercart$/);
    await expect(page.getByText('Preparing your secure payment…')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Proceed to checkout', exact: true })).toBeEnabled();
    await expect(page.getByLabel('Pack', { exact: true })).toBeEnabled();
  });

  test('buying a template the buyer already owns is refused with a clear notice', async ({ page, server }) => {
    const user = await createUser(server);
    await buyTemplate(server, user, 'eng002', 'basic');
    await signInBrowser(page, user);
    await page.goto('/');
    await storeSelectedTemplate(page, 'eng002');
    await page.goto('/usercart');
    await page.getByLabel('Pack', { exact: true }).selectOption({ label: 'Luxury' });
    await page.getByRole('button', { name: 'Proceed to checkout', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'You already own Sagai Sparkle' })).toBeVisible();
    await expect(page).toHaveURL(/\/usercart$/);
    await expect(page.getByRole('button', { name: 'Proceed to checkout', exact: true })).toBeEnabled();
  });
});
