import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { storeSelectedTemplate } from './helpers/payment-steps';
import { createUser, signInBrowser } from './helpers/users';
import { requestsReported } from './helpers/settle';

const POLL_MS = 10_000;

/** Signed in, template chosen, pack picked, Proceed pressed: the buyer is on /payment with the sandbox in the frame. */
async function startCheckout(page: Page, server: Parameters<typeof createUser>[0], templateId: string, pack: string) {
  const user = await createUser(server);
  await signInBrowser(page, user);
  await page.goto('/');
  await storeSelectedTemplate(page, templateId);
  await page.goto('/usercart');
  await page.getByLabel('Pack', { exact: true }).selectOption({ label: pack });
  // The page checks the status once on arrival; tests move the fake clock only after that answer is in.
  const firstCheck = page.waitForResponse((r) => r.url().includes('/rest/api/public/checkpaymentstatus'));
  await page.getByRole('button', { name: 'Proceed to checkout', exact: true }).click();
  await expect(page).toHaveURL(/\/payment\?orderId=ord_[a-z0-9]+$/);
  await firstCheck;
  const frame = page.frameLocator('iframe[title="Payment page"]');
  await expect(frame.getByRole('button', { name: 'Pay now', exact: true })).toBeVisible();
  return { user, frame, orderId: new URL(page.url()).searchParams.get('orderId')! };
}

/**
 * Holds the page's status checks until `release` is called. The installed clock keeps flowing between a test's
 * steps, so on a slow machine the page's own timer may check before the test moves the clock; a check held here
 * cannot tell the page of a payment before the test means it to.
 */
async function holdStatusChecks(page: Page): Promise<{ release: () => Promise<void> }> {
  let open!: () => void;
  const released = new Promise<void>((resolve) => (open = resolve));
  // The route stays: released, it lets every check through. Unrouting while a held check was being let go raced
  // with Playwright's own fallback, which continued the same request first ("Route is already handled").
  await page.route('**/rest/api/public/checkpaymentstatus**', async (route) => {
    await released;
    await route.continue();
  });
  return { release: async () => open() };
}

/** Status checks the page sent (`count`) and those answered (`answered`): the clock moves on only after an answer. */
function countStatusChecks(page: Page): { count: number; answered: number } {
  const counter = { count: 0, answered: 0 };
  const isCheck = (url: string) => url.includes('/rest/api/public/checkpaymentstatus');
  page.on('request', (request) => {
    if (isCheck(request.url())) counter.count += 1;
  });
  page.on('response', (response) => {
    if (isCheck(response.url())) counter.answered += 1;
  });
  return counter;
}

test.describe('payment', () => {
  test('the buyer pays on the sandbox page inside the frame, reaches the dashboard and finds the template bought', async ({
    page,
    server,
  }) => {
    await page.clock.install();
    const { frame, user } = await startCheckout(page, server, 'wed002', 'Premium');

    await expect(page.getByRole('heading', { name: 'Secure payment' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Back to cart/ })).toBeVisible();
    await expect(page.locator('iframe[title="Payment page"]')).toHaveAttribute('height', '600');
    await expect(frame.getByText('TEST MODE', { exact: true })).toBeVisible();
    await expect(frame.getByText('Kumkum Royale invitation website')).toBeVisible();
    await expect(frame.getByText('Premium pack').first()).toBeVisible();
    await expect(frame.locator('.amount')).toHaveText('₹5,899');
    const summary = page.getByRole('complementary', { name: 'Order summary' });
    await expect(summary).toContainText('Kumkum Royale');
    await expect(summary).toContainText('₹5,899');

    const checks = await holdStatusChecks(page);
    await frame.getByRole('button', { name: 'Pay now', exact: true }).click();
    await expect(frame.getByRole('heading', { name: 'Payment received' })).toBeVisible();
    // The shop learns it from the server on its next check, not from the frame.
    await expect(page).toHaveURL(/\/payment/);
    await expect(page.getByText('Payment Successful!', { exact: true })).toHaveCount(0);
    await checks.release();
    await page.clock.runFor(POLL_MS);
    await expect(page.getByText('Payment Successful!', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/dash$/);
    await expect(page.getByText(`Hi, ${user.fullName}`, { exact: true })).toBeVisible();
    await expect(page.getByText('Welcome to Utsav Invites', { exact: true })).toBeVisible();
    // Setup progress is real: nothing is filled in yet.
    await expect(page.getByText('0% completed', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Customize Now', exact: true })).toHaveAttribute('href', '/setting');

    await page
      .getByRole('navigation', { name: 'Account' })
      .getByRole('link', { name: 'Templetes', exact: true })
      .click();
    await expect(page).toHaveURL(/\/templetes$/);
    const card = page.getByRole('listitem').filter({ hasText: 'Kumkum Royale' });
    await expect(card).toContainText('₹5,899');
    await expect(card).toContainText('Premium pack');
    await expect(card.getByRole('link', { name: 'Fill in details' })).toHaveAttribute(
      'href',
      '/usersinput?template=wed002',
    );
    await expect(card.getByRole('link', { name: 'Upload media' })).toHaveAttribute(
      'href',
      '/Coustomise?template=wed002',
    );
    expect(await page.locator('main, .account-content').first().innerText()).not.toContain('$');

    const cached = await page.evaluate(() => JSON.parse(localStorage.getItem('orderedItems') ?? 'null'));
    expect(cached.responce).toBe('OK');
    expect(cached.responceId.inCartDtoList).toEqual([
      expect.objectContaining({ temp_id: 'wed002', tempState: 'BOUGHT', price: 5899, packType: 'premium' }),
    ]);
    expect(await page.evaluate(() => localStorage.getItem('selectedTemplate'))).toBeNull();
  });

  test('an expired link sends the buyer back to the cart, where Proceed gets a new link that can be paid', async ({
    page,
    server,
  }) => {
    await page.clock.install();
    const { frame, orderId } = await startCheckout(page, server, 'bir005', 'Luxury');
    await frame.getByRole('button', { name: 'Let it expire', exact: true }).click();
    await expect(frame.getByRole('heading', { name: 'This payment link has expired' })).toBeVisible();
    await page.clock.runFor(POLL_MS);
    await expect(page.getByText('Payment link expired. Please try again.', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/usercart$/);

    // The server cart still holds the template and pack.
    await expect(page.getByRole('heading', { name: 'Jungle Safari' })).toBeVisible();
    await expect(page.getByLabel('Pack', { exact: true })).toHaveValue('luxury');
    const firstCheck = page.waitForResponse((r) => r.url().includes('/rest/api/public/checkpaymentstatus'));
    await page.getByRole('button', { name: 'Proceed to checkout', exact: true }).click();
    await expect(page).toHaveURL(/\/payment\?orderId=/);
    await firstCheck;
    expect(new URL(page.url()).searchParams.get('orderId')).not.toBe(orderId);
    const retry = page.frameLocator('iframe[title="Payment page"]');
    await retry.getByRole('button', { name: 'Pay now', exact: true }).click();
    await expect(retry.getByRole('heading', { name: 'Payment received' })).toBeVisible();
    await page.clock.runFor(POLL_MS);
    await expect(page).toHaveURL(/\/dash$/);
  });

  test('a reload while waiting keeps the payment going, polling every 10 seconds', async ({ page, server }) => {
    await page.clock.install();
    await startCheckout(page, server, 'par002', 'Basic');
    // Count from before the reload: the reloaded page's first check may be on the wire before a later listener.
    const checks = countStatusChecks(page);
    await page.reload();
    const frame = page.frameLocator('iframe[title="Payment page"]');
    await expect(frame.getByRole('button', { name: 'Pay now', exact: true })).toBeVisible();
    await expect.poll(() => checks.answered).toBe(1);
    await page.clock.runFor(POLL_MS);
    await expect.poll(() => checks.answered).toBe(2);
    await page.clock.runFor(POLL_MS);
    await expect.poll(() => checks.answered).toBe(3);
    expect(checks.count).toBe(3);
    await expect(page).toHaveURL(/\/payment/);

    await frame.getByRole('button', { name: 'Pay now', exact: true }).click();
    await expect(frame.getByRole('heading', { name: 'Payment received' })).toBeVisible();
    await page.clock.runFor(POLL_MS);
    await expect(page.getByText('Payment Successful!', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/dash$/);
  });

  test('leaving the payment page stops the polling; the cart offers to continue the payment', async ({
    page,
    server,
  }) => {
    await page.clock.install();
    await startCheckout(page, server, 'nye001', 'Premium');
    await page.getByRole('link', { name: /Back to cart/ }).click();
    await expect(page).toHaveURL(/\/usercart$/);
    await expect(page.getByRole('button', { name: 'Continue to payment' })).toBeVisible();
    const checks = countStatusChecks(page);
    await page.clock.runFor(3 * POLL_MS);
    await requestsReported(page);
    expect(checks.count).toBe(0);

    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(
      page.frameLocator('iframe[title="Payment page"]').getByRole('button', { name: 'Pay now', exact: true }),
    ).toBeVisible();
  });

  test('the "I have paid" button checks at once', async ({ page, server }) => {
    const { frame } = await startCheckout(page, server, 'cha002', 'Basic');
    await frame.getByRole('button', { name: 'Pay now', exact: true }).click();
    await expect(frame.getByRole('heading', { name: 'Payment received' })).toBeVisible();
    await page.getByRole('button', { name: 'I have paid, check now' }).click();
    await expect(page).toHaveURL(/\/dash$/);
  });

  test('without a payment link the page says so and returns to the cart', async ({ page, server }) => {
    await page.clock.install();
    await signInBrowser(page, await createUser(server));
    await page.goto('/payment');
    await expect(page.getByText('Payment link is not available. Please try again.', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Cart', exact: true })).toBeVisible();
    await page.clock.runFor(5_000);
    await expect(page).toHaveURL(/\/usercart$/);
  });

  test("someone else's order shows no link", async ({ page, server }) => {
    const other = await createUser(server);
    await server.app.inject({
      method: 'GET',
      url: '/rest/api/public/addtocart/wed004/basic',
      headers: { authorization: `Bearer ${other.token}` },
    });
    const theirs = (
      await server.app.inject({
        method: 'GET',
        url: '/rest/api/public/buytemplates',
        headers: { authorization: `Bearer ${other.token}` },
      })
    ).json();
    await signInBrowser(page, await createUser(server));
    await page.goto(`/payment?orderId=${theirs.responceId.orderId}`);
    await expect(page.getByText('Payment link is not available. Please try again.', { exact: true })).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);
  });

  test('a signed-out visitor is sent to log in', async ({ page }) => {
    await page.goto('/payment');
    await expect(page).toHaveURL(/\/login\?from=%2Fpayment/);
  });
});
