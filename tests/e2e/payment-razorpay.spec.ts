import type { Page } from '@playwright/test';
import { startFakeRazorpay, type FakeRazorpay } from '../../src/server/payments/testing/fake-razorpay';
import { expect, test } from './fixtures';
import { storeSelectedTemplate } from './helpers/payment-steps';
import { createUser, signInBrowser } from './helpers/users';

// A local server answering like Razorpay's Payment Links API; its port is fixed per worker so the shop's
// (worker-scoped) configuration can point at it.
const PORT = 21000 + (process.pid % 20000);
const KEY = { keyId: 'rzp_test_e2e', keySecret: 'e2e-key-secret' };
const WEBHOOK_SECRET = 'e2e-webhook-secret';
let razorpay: FakeRazorpay;

test.use({
  serverOverrides: {
    paymentProvider: 'razorpay',
    razorpay: { ...KEY, webhookSecret: WEBHOOK_SECRET, apiBase: `http://127.0.0.1:${PORT}` },
  },
});
test.beforeAll(async () => {
  razorpay = await startFakeRazorpay({ ...KEY, port: PORT });
});
test.afterAll(async () => {
  await razorpay.close();
});

/** Resolves when the next payment status check has been answered. */
function statusAnswered(page: Page) {
  return page.waitForResponse((r) => r.url().includes('/rest/api/public/checkpaymentstatus'));
}

/** Moves the page's clock to its next status check and waits for that check's answer. */
async function nextStatusCheck(page: Page) {
  const answered = statusAnswered(page);
  await page.clock.runFor(10_000);
  await answered;
}

async function checkoutWithRazorpay(page: Page, server: Parameters<typeof createUser>[0]) {
  await signInBrowser(page, await createUser(server));
  await page.goto('/');
  await storeSelectedTemplate(page, 'ann002');
  await page.goto('/usercart');
  await page.getByLabel('Pack', { exact: true }).selectOption({ label: 'Luxury' });
  // The payment page checks once on arrival; the clock may only be moved on once that answer is in, or the
  // fake clock runs past the request's timeout while it is still on its way.
  const firstCheck = statusAnswered(page);
  await page.getByRole('button', { name: 'Proceed to checkout', exact: true }).click();
  await expect(page).toHaveURL(/\/payment\?orderId=/);
  await firstCheck;
  const orderId = new URL(page.url()).searchParams.get('orderId')!;
  const link = [...razorpay.links.values()].find((l) => l.reference_id === orderId)!;
  expect(link.amount).toBe(707900);
  return link;
}

test.describe('payment with Razorpay', () => {
  test("Razorpay's page opens in a new tab with a clear message, and a signed webhook completes the purchase", async ({
    page,
    server,
    request,
  }) => {
    await page.clock.install();
    const link = await checkoutWithRazorpay(page, server);

    await expect(page.getByRole('heading', { name: "Pay on Razorpay's secure page" })).toBeVisible();
    await expect(page.getByText('opens in a new tab')).toBeVisible();
    const open = page.getByRole('link', { name: 'Open secure payment page' });
    await expect(open).toHaveAttribute('href', link.short_url);
    await expect(open).toHaveAttribute('target', '_blank');
    await expect(page.locator('iframe')).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('razorpay-new-tab.png'), fullPage: true });

    razorpay.pay(link.id);
    const delivery = razorpay.webhook('payment_link.paid', link.id, WEBHOOK_SECRET);
    const hook = await request.post('/rest/api/public/razorpay/webhook', {
      headers: delivery.headers,
      data: delivery.body,
    });
    expect(await hook.json()).toEqual({ status: 'applied' });

    await nextStatusCheck(page);
    await expect(page.getByText('Payment Successful!', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/dash$/);
    await page.goto('/templetes');
    await expect(page.getByRole('listitem').filter({ hasText: 'Ruby Years' })).toContainText('₹7,079');
  });

  test('without a webhook the status read finds the payment', async ({ page, server }) => {
    await page.clock.install();
    const link = await checkoutWithRazorpay(page, server);
    await nextStatusCheck(page);
    await expect(page).toHaveURL(/\/payment/);
    razorpay.pay(link.id);
    await nextStatusCheck(page);
    await expect(page).toHaveURL(/\/dash$/);
  });
});
