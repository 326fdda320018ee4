/**
 * The guest page works before and without its script, at a phone's width: on Chrome's "Slow 3G" a guest who taps
 * "yes" before the script has arrived sees the headcount at once and completes the RSVP; with JavaScript off a
 * guest sends an RSVP, a wish and a photo as plain HTML forms and the hosts see all three on their screens.
 */
import type { Route } from '@playwright/test';
import { seedLiveSite } from '../../src/server/moderation/testing/seed';
import { makePng, seedBuyer } from './editor-support';
import { expect, test } from './fixtures';
import { saveContent } from './helpers/live-site';
import { emulateNetwork, SLOW_3G } from './helpers/network';

const PHONE = { width: 375, height: 812 };

test.use({ viewport: PHONE });

test('on Slow 3G, a guest taps "yes" before the script arrives and completes the RSVP', async ({ page, server }) => {
  test.setTimeout(120_000);
  const buyer = await seedBuyer(page, server);
  await saveContent(server, buyer, { BrideName: 'Ananya', GroomName: 'Rohan' });
  const slug = `slow-${buyer.id}`;
  await seedLiveSite(server.app.ctx, { userId: buyer.id, tempId: 'wed001', slug });

  const guest = await page.context().browser()!.newContext({ viewport: PHONE });
  const phone = await guest.newPage();
  const errors: string[] = [];
  phone.on('pageerror', (error) => errors.push(error.message));
  await emulateNetwork(phone, SLOW_3G);
  // The page's script is held back until the guest has answered, so the tap surely comes before it.
  let releaseScript!: () => void;
  const scriptHeld = new Promise<void>((resolve) => (releaseScript = resolve));
  await phone.route(/\/assets\/invite-[^/]+\.js$/, async (route: Route) => {
    await scriptHeld;
    await route.continue();
  });

  await phone.goto(`${server.url}/invite/${slug}`, { waitUntil: 'commit' });
  const rsvp = phone.getByRole('form', { name: 'RSVP' });
  await rsvp.scrollIntoViewIfNeeded();
  await expect(phone.locator('html[data-enhanced]')).toHaveCount(0);
  const first = rsvp.getByRole('group').first();
  await first.getByLabel('Yes, I will come').check();
  // The headcount shows at once: it is in the HTML, shown by CSS.
  await expect(first.getByLabel('Adults')).toBeVisible();
  await first.getByLabel('Adults').fill('3');
  const groups = rsvp.getByRole('radiogroup');
  for (let i = 1; i < (await groups.count()); i++) await groups.nth(i).getByLabel('Sorry, I can’t').check();
  await rsvp.getByLabel('Your name').fill('Lakshmi Nair');
  await rsvp.getByLabel('Phone').fill('98450 12345');

  // The script arrives and loses nothing the guest did.
  releaseScript();
  await expect(phone.locator('html[data-enhanced]')).toBeAttached({ timeout: 60_000 });
  await expect(first.getByLabel('Yes, I will come')).toBeChecked();
  await expect(first.getByLabel('Adults')).toHaveValue('3');
  await expect(rsvp.getByLabel('Your name')).toHaveValue('Lakshmi Nair');

  const sent = phone.waitForResponse((r) => r.url().includes(`/invite/${slug}/rsvp`));
  await rsvp.getByRole('button', { name: 'Send my answer' }).click();
  expect((await sent).status()).toBe(200);
  await expect(phone.getByText('Thank you, Lakshmi Nair! Your answer is saved.')).toBeVisible({ timeout: 30_000 });
  await expect(phone.getByText(/coming, 3 adults/)).toBeVisible();
  expect(errors).toEqual([]);
  await guest.close();

  await page.goto('/rsvps');
  await expect(page.getByText('Lakshmi Nair').first()).toBeVisible();
});

test('with JavaScript off, a guest sends an RSVP, a wish and a photo, and the hosts see them', async ({
  page,
  browser,
  server,
}) => {
  test.setTimeout(120_000);
  const buyer = await seedBuyer(page, server);
  await saveContent(server, buyer, { BrideName: 'Ananya', GroomName: 'Rohan' });
  const slug = `nojs-${buyer.id}`;
  await seedLiveSite(server.app.ctx, { userId: buyer.id, tempId: 'wed001', slug });

  const guest = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
  const phone = await guest.newPage();
  await phone.goto(`${server.url}/invite/${slug}`);

  // RSVP: the headcount appears on "yes" without any script; a refusal keeps what was typed.
  const rsvp = phone.getByRole('form', { name: 'RSVP' });
  const first = rsvp.getByRole('group').first();
  await expect(first.getByLabel('Adults')).toBeHidden();
  await first.getByLabel('Yes, I will come').check();
  await expect(first.getByLabel('Adults')).toBeVisible();
  await first.getByLabel('Adults').fill('2');
  await first.getByLabel('Meal').selectOption('Jain');
  const groups = rsvp.getByRole('radiogroup');
  for (let i = 1; i < (await groups.count()); i++) await groups.nth(i).getByLabel('Sorry, I can’t').check();
  await rsvp.getByLabel('Your name').fill('Kiran Rao');
  await rsvp.getByLabel('Phone').fill('98450 12345');
  await rsvp.getByRole('button', { name: 'Send my answer' }).click();
  await expect(phone.getByText('Thank you, Kiran Rao! Your answer is saved.')).toBeVisible();
  await expect(phone.getByText(/coming, 2 adults, Jain/)).toBeVisible();
  expect(new URL(phone.url()).pathname).toBe(`/invite/${slug}`);

  // A wish: an empty message is refused next to the field, the name kept; then it goes.
  const wish = phone.getByRole('form', { name: 'Leave a wish' });
  await wish.getByLabel('Your name').fill('Kiran Rao');
  await wish.getByLabel('Your wish').fill('   ');
  await wish.getByRole('button', { name: 'Send wish' }).click();
  await expect(wish.getByLabel('Your wish')).toHaveAccessibleDescription('Your wish is missing. Please fill it in.');
  await expect(wish.getByLabel('Your name')).toHaveValue('Kiran Rao');
  await wish.getByLabel('Your wish').fill('A lifetime of laughter to you both');
  await wish.getByRole('button', { name: 'Send wish' }).click();
  await expect(
    phone.getByText('Thank you for your wish! It will appear here once the hosts approve it.'),
  ).toBeVisible();

  // A photo, sent as the original file.
  const photo = phone.getByRole('form', { name: 'Share a photo' });
  await photo.getByLabel('Your name').fill('Kiran Rao');
  await photo
    .getByLabel('Photo')
    .setInputFiles({ name: 'mandap.png', mimeType: 'image/png', buffer: makePng(800, 600) });
  await photo.getByRole('button', { name: 'Send photo' }).click();
  await expect(phone.getByText('Thank you! Your photo will appear here once the hosts approve it.')).toBeVisible();
  await guest.close();

  // The hosts see all three.
  await page.goto('/rsvps');
  await expect(page.getByText('Kiran Rao').first()).toBeVisible();
  await page.goto('/wishes');
  await expect(page.getByText('A lifetime of laughter to you both')).toBeVisible();
  await page.goto('/gallery');
  await expect(page.getByLabel('Select photo by Kiran Rao')).toBeAttached();
});

test('with the script, a photo refused for its size before the form could be drawn says so in the form', async ({
  page,
  browser,
  server,
}) => {
  const buyer = await seedBuyer(page, server);
  await saveContent(server, buyer, { BrideName: 'Ananya', GroomName: 'Rohan' });
  const slug = `too-large-${buyer.id}`;
  await seedLiveSite(server.app.ctx, { userId: buyer.id, tempId: 'wed001', slug });

  const guest = await browser.newContext({ viewport: PHONE });
  const phone = await guest.newPage();
  // What a proxy in front of the server answers for a body over its own limit: a bare 413, no form drawn.
  let refused = 0;
  await phone.route(`**/invite/${slug}/photos*`, async (route) => {
    refused++;
    await route.fulfill({ status: 413, contentType: 'text/html', body: '<h1>413 Request Entity Too Large</h1>' });
  });
  await phone.goto(`${server.url}/invite/${slug}`);
  await expect(phone.locator('html[data-enhanced]')).toBeAttached();
  const photo = phone.getByRole('form', { name: 'Share a photo' });
  await photo.getByLabel('Your name').fill('Kiran Rao');
  await photo
    .getByLabel('Photo')
    .setInputFiles({ name: 'mandap.png', mimeType: 'image/png', buffer: makePng(800, 600) });
  await photo.getByRole('button', { name: 'Send photo' }).click();
  await expect(photo.getByRole('alert')).toHaveText('The photo is too large. Please choose a smaller one.');
  expect(refused).toBe(1);
  // The form is as the guest left it, ready for another try.
  await expect(photo.getByLabel('Your name')).toHaveValue('Kiran Rao');
  await expect(photo.getByRole('button', { name: 'Send photo' })).toBeEnabled();
  await guest.close();
});
