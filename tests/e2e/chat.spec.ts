/**
 * Help chat journeys: a buyer (/help) and the admin (/Chat) in two browser contexts, each message arriving
 * on the other side live, without a reload; a dropped socket that comes back with what it missed; an
 * image attached through the upload page. At phone and desktop width.
 */
import type { Browser, BrowserContext, Page, WebSocketRoute } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { users } from '../../src/server/db/schema';
import { startSession } from '../../src/server/account/sessions';
import { makePng } from './editor-support';
import { expect, test, type RunningServer } from './fixtures';
import { createUser, signInBrowser, type TestUser } from './helpers/users';

const png = makePng();

/** The admin account of this worker's server (its ADMIN_EMAIL), created once, with a fresh token. */
async function theAdmin(server: RunningServer): Promise<TestUser> {
  const email = server.config.adminEmail;
  const [existing] = await server.app.ctx.db.select().from(users).where(eq(users.email, email));
  if (!existing) return createUser(server, { email, role: 'admin', fullName: 'Utsav Support' });
  const { token, expiresAt } = await startSession(server.app.ctx.db, server.config, existing, server.config.now());
  return { id: existing.id, email, password: '', fullName: existing.fullName, token, expiresAt: expiresAt.getTime() };
}

async function signedInPage(browser: Browser, user: TestUser, width: number): Promise<[BrowserContext, Page]> {
  const context = await browser.newContext({ viewport: { width, height: width < 500 ? 740 : 860 } });
  const page = await context.newPage();
  await signInBrowser(page, user);
  return [context, page];
}

/** A message bubble with this exact text. */
const bubble = (page: Page, text: string) =>
  page.locator('.chat-bubble').filter({
    has: page.locator('.chat-bubble__text', {
      hasText: new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
    }),
  });

for (const [label, width] of [
  ['phone', 375],
  ['desktop', 1280],
] as const) {
  test(`${label}: buyer and admin chat live, a dropped socket catches up, an image is attached`, async ({
    browser,
    server,
  }, testInfo) => {
    const buyer = await createUser(server, { fullName: 'Lakshmi Iyer' });
    const admin = await theAdmin(server);
    const [buyerContext, buyerPage] = await signedInPage(browser, buyer, width);
    const [adminContext, adminPage] = await signedInPage(browser, admin, width);

    // The buyer's socket goes through a switch the test can turn off, as a network drop would.
    let online = true;
    const routes: WebSocketRoute[] = [];
    await buyerPage.routeWebSocket(/\/rest\/api\/chat-websocket$/, (ws) => {
      if (!online) return void ws.close();
      ws.connectToServer();
      routes.push(ws);
    });

    await buyerPage.goto('/help');
    await expect(buyerPage.getByRole('heading', { name: 'Help and Support' })).toBeVisible();
    await expect(buyerPage.locator('.chat-chip')).toHaveText('User');
    await expect(buyerPage.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
    const box = buyerPage.getByPlaceholder('Type a message...');

    // Blank messages are not sent; Shift+Enter adds a line, Enter sends.
    await box.fill('   ');
    await box.press('Enter');
    await expect(buyerPage.locator('.chat-bubble')).toHaveCount(0);
    await box.fill('Hello, I need help');
    await box.press('Shift+Enter');
    await box.pressSequentially('with my wedding invite');
    await box.press('Enter');
    const first = bubble(buyerPage, 'Hello, I need help\nwith my wedding invite');
    await expect(first.getByRole('img', { name: 'Delivered' })).toBeVisible();
    await expect(first.locator('time')).toBeVisible();
    await expect(box).toHaveValue('');

    // The admin sees the conversation with one unread message, opens it, answers.
    await adminPage.goto('/Chat');
    const conversation = adminPage.getByRole('button', { name: new RegExp(buyer.email) });
    await expect(conversation.getByLabel('1 unread')).toBeVisible();
    await expect(adminPage.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
    await conversation.click();
    await expect(bubble(adminPage, 'Hello, I need help\nwith my wedding invite')).toBeVisible();
    await expect(conversation.getByLabel(/unread/)).toHaveCount(0);
    await adminPage.getByPlaceholder('Type a message...').fill('Namaste! Happy to help.');
    await adminPage.getByRole('button', { name: 'Send' }).click();
    await expect(bubble(adminPage, 'Namaste! Happy to help.').getByRole('img', { name: 'Delivered' })).toBeVisible();

    // It arrives on the buyer's screen by itself, as a received message.
    await expect(bubble(buyerPage, 'Namaste! Happy to help.')).toHaveClass(/chat-bubble--received/);
    await box.fill('Can I change the colours?');
    await buyerPage.getByRole('button', { name: 'Send' }).click();
    await expect(bubble(adminPage, 'Can I change the colours?')).toHaveClass(/chat-bubble--received/);
    await buyerPage.screenshot({ path: testInfo.outputPath(`chat-buyer-${label}.png`) });
    await adminPage.screenshot({ path: testInfo.outputPath(`chat-admin-${label}.png`) });

    // The buyer's connection drops; the admin answers meanwhile; back online, the answer arrives.
    online = false;
    for (const route of routes) await route.close();
    await expect(buyerPage.getByRole('status').filter({ hasText: 'Reconnecting…' })).toBeVisible();
    await adminPage.getByPlaceholder('Type a message...').fill('Yes, in the customiser.');
    await adminPage.getByPlaceholder('Type a message...').press('Enter');
    await expect(bubble(adminPage, 'Yes, in the customiser.').getByRole('img', { name: 'Delivered' })).toBeVisible();
    await expect(bubble(buyerPage, 'Yes, in the customiser.')).toHaveCount(0);
    online = true;
    await expect(bubble(buyerPage, 'Yes, in the customiser.')).toBeVisible({ timeout: 15_000 });
    await expect(buyerPage.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();

    // The menu closes on Escape; Report bug tags the next message; the admin sees the tag.
    await buyerPage.getByRole('button', { name: 'Chat menu' }).click();
    await expect(buyerPage.getByRole('menu')).toBeVisible();
    await buyerPage.keyboard.press('Escape');
    await expect(buyerPage.getByRole('menu')).toBeHidden();
    await buyerPage.getByRole('button', { name: 'Chat menu' }).click();
    await buyerPage.getByRole('menuitem', { name: 'Report bug' }).click();
    await expect(buyerPage.locator('.chat-extra', { hasText: 'Bug report' })).toBeVisible();
    await box.fill('The preview does not load');
    await box.press('Enter');
    await expect(bubble(adminPage, 'The preview does not load').getByText('Bug report')).toBeVisible();

    // Attach: the upload page hands the stored image back to the chat, which sends it.
    await buyerPage.getByRole('link', { name: 'Attach an image' }).click();
    await expect(buyerPage).toHaveURL(/\/imageupld\?for=chat$/);
    await buyerPage
      .getByTestId('iu-file-input')
      .setInputFiles({ name: 'screen.png', mimeType: 'image/png', buffer: png });
    await buyerPage.getByRole('button', { name: 'Upload file' }).click();
    await expect(buyerPage).toHaveURL(/\/help$/, { timeout: 30_000 });
    await expect(buyerPage.getByRole('img', { name: 'Image to send' })).toBeVisible();
    await box.fill('This is what I see');
    await box.press('Enter');
    await expect(bubble(buyerPage, 'This is what I see').getByRole('img', { name: 'Attached image' })).toBeVisible();
    await expect(bubble(adminPage, 'This is what I see').getByRole('img', { name: 'Attached image' })).toBeVisible();
    await buyerPage.screenshot({ path: testInfo.outputPath(`chat-attached-${label}.png`) });

    // Clear chat empties this screen only: the admin still has every message.
    await buyerPage.getByRole('button', { name: 'Chat menu' }).click();
    await buyerPage.getByRole('menuitem', { name: 'Clear chat' }).click();
    await expect(buyerPage.locator('.chat-bubble')).toHaveCount(0);
    await buyerPage.reload();
    await expect(buyerPage.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
    await expect(buyerPage.locator('.chat-bubble')).toHaveCount(0);
    await expect(bubble(adminPage, 'Namaste! Happy to help.')).toBeVisible();

    // Search by e-mail narrows the admin's list.
    if (width < 500) await adminPage.getByRole('button', { name: '← Back' }).click();
    await adminPage.getByRole('searchbox', { name: 'Search by e-mail' }).fill('no-such-buyer');
    await expect(adminPage.getByText('No conversation matches that e-mail.')).toBeVisible();
    await adminPage.getByRole('searchbox', { name: 'Search by e-mail' }).fill(buyer.email.slice(0, 12));
    await expect(adminPage.getByRole('button', { name: new RegExp(buyer.email) })).toBeVisible();

    await buyerContext.close();
    await adminContext.close();
  });
}

test('a buyer cannot open the admin chat', async ({ page, server }) => {
  await signInBrowser(page, await createUser(server));
  await page.goto('/Chat');
  await expect(page).toHaveURL(/\/dash$/);
});
