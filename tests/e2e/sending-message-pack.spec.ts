/**
 * A message pack bought from the send screen at 375 px: a Premium host (300 WhatsApp messages included) chooses
 * 301 households, is told that is 1 more than they have, presses "Buy 500 messages", finds the pack as its own
 * line in the cart (₹799 + ₹144 GST = ₹943), pays on the sandbox checkout, comes back to the send screen with 800
 * left, and the batch starts. Screenshots go to tmp/screens/.
 */
import { expect, test } from './fixtures';
import { seedBuyer } from './editor-support';
import { screen, type SiteOwner } from './helpers/live-site';
import { seedWedding } from './helpers/sending';
import { seedLiveSite } from '../../src/server/moderation/testing/seed';

test('375 px: a Premium host short of messages buys a message pack in the cart and the batch starts', async ({
  page,
  server,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 375, height: 760 });
  const buyer = await seedBuyer(page, server, { pack: 'premium' });
  const slug = `pack-${buyer.id}-${Date.now().toString(36)}`;
  const liveId = await seedLiveSite(server.app.ctx, { userId: buyer.id, tempId: 'wed001', slug });
  const owner: SiteOwner = { ...buyer, liveId, slug };
  await seedWedding(server, owner, 301);

  await page.goto('/guests/sends/new');
  const form = page.getByRole('form', { name: 'New message' });
  await expect(page.getByTestId('audience-count')).toHaveText('301 households');
  const cost = page.getByTestId('cost');
  await expect(cost).toContainText('Uses 301 messages of the 300 messages you have left');
  await expect(cost).toContainText('That is 1 message more than you have.');
  await expect(form.getByRole('button', { name: 'Send to 301 households' })).toBeDisabled();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await cost.scrollIntoViewIfNeeded();
  await screen(page, 'message-pack-short-375');

  await cost.getByRole('button', { name: 'Buy 500 messages' }).click();
  await expect(page).toHaveURL(/\/usercart$/);
  const line = page.getByRole('article', { name: /^Message pack for .* in your cart$/ });
  await expect(line.getByRole('heading', { name: 'Message pack: 500 messages' })).toBeVisible();
  await expect(line).toContainText(`/invite/${slug}`);
  await expect(line).toContainText('₹799+ GST');
  const bill = page.getByRole('complementary', { name: 'Message pack billing' });
  await expect(bill.locator('.bill__row dd')).toHaveText(['₹799', '₹144', '₹943']);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await screen(page, 'message-pack-cart-375');

  await bill.getByRole('button', { name: 'Pay for the message pack' }).click();
  await expect(page).toHaveURL(/\/payment\?orderId=/);
  await expect(page.getByRole('complementary', { name: 'Order summary' })).toContainText('500 WhatsApp messages');
  const frame = page.frameLocator('iframe[title="Payment page"]');
  await expect(frame.locator('.amount')).toHaveText('₹943');
  await expect(frame.getByText('Message pack · 500 WhatsApp messages')).toBeVisible();
  await screen(page, 'message-pack-checkout-375');
  await frame.getByRole('button', { name: 'Pay now', exact: true }).click();
  await expect(frame.getByRole('heading', { name: 'Payment received' })).toBeVisible();
  await page.getByRole('button', { name: 'I have paid, check now' }).click();

  // Back on the send screen: 300 + 500, and the same 301 households now fit.
  await expect(page).toHaveURL(/\/guests\/sends\/new$/);
  await expect(page.getByText('Payment Successful!', { exact: true })).toBeVisible();
  await expect(page.getByTestId('audience-count')).toHaveText('301 households');
  await expect(cost).toContainText(
    'Uses 301 messages of the 800 messages you have left (300 with your pack, 500 bought',
  );
  await expect(cost.getByRole('button', { name: 'Buy 500 messages' })).toHaveCount(0);
  await screen(page, 'message-pack-back-375');
  await form.getByRole('button', { name: 'Send to 301 households' }).click();
  await expect(page).toHaveURL(/\/guests\/sends\/\d+$/);
  await expect(page.getByTestId('batch-state')).toBeVisible();
  await screen(page, 'message-pack-batch-375');

  // The cart is empty of it again.
  await page.goto('/usercart');
  await expect(page.getByRole('heading', { name: 'No template selected' })).toBeVisible();
  await expect(page.getByRole('article', { name: /^Message pack/ })).toHaveCount(0);
});
