/**
 * What comes back from WhatsApp, at 375 px in the sandbox: after an invitation to three households, the outbox
 * plays a delivery and a read (the guest list shows Read), a tap on "Coming" (the household's answer and the
 * Answers tab follow) and a failure (its reason on the list); then a reminder goes only to the two that have not
 * answered. Screenshots go to /tmp/sending-shots.
 */
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { seedSiteOwner } from './helpers/live-site';
import { outbox, seedWedding, sendAndWait } from './helpers/sending';

const SHOTS = '/tmp/sending-shots';

/** Plays an event on a household's message in the outbox and waits for the webhook to have been run. */
async function play(page: Page, household: string, button: string) {
  const message = page.getByTestId('outbox-message').filter({ hasText: household });
  const played = page.waitForResponse((answer) => answer.url().endsWith('/simulate'));
  await message.getByRole('button', { name: button }).click();
  expect((await played).status()).toBe(204);
}

test('375 px: delivered, read, Coming and a failure come back; a reminder goes only to those not answered', async ({
  page,
  server,
}) => {
  test.setTimeout(90_000);
  mkdirSync(SHOTS, { recursive: true });
  await page.setViewportSize({ width: 375, height: 760 });
  const owner = await seedSiteOwner(page, server);
  const [one, two, three] = await seedWedding(server, owner, 3);
  await sendAndWait(server, owner, {
    channel: 'whatsapp',
    kind: 'invitation',
    householdIds: [one.id, two.id, three.id],
    eventKey: 'schedule-1',
  });

  await page.goto('/guests/sends');
  await page.getByRole('link', { name: 'Sandbox outbox' }).click();
  await expect(page).toHaveURL('/dev/outbox');
  await expect(page.getByTestId('outbox-message')).toHaveCount(3);
  await play(page, 'Family 1', 'Delivered');
  await play(page, 'Family 1', 'Read');
  await play(page, 'Family 2', 'Tap “Coming”');
  await play(page, 'Family 3', 'Fail');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: `${SHOTS}/outbox-375.png`, fullPage: true });

  // The guest list: read, coming for the Haldi, and the failure's reason.
  await page.goto('/guests');
  const row = (name: string) => page.getByTestId('household').filter({ hasText: name });
  await expect(row('Family 1')).toContainText('Read ');
  await expect(row('Family 2')).toContainText(/Haldi · coming \d/);
  await expect(row('Family 3').locator('.chip--no')).toContainText('Failed: ');
  await page.getByLabel('Status').selectOption({ label: 'Message failed' });
  await expect(page.getByTestId('household')).toHaveText([/Family 3/]);
  await page.screenshot({ path: `${SHOTS}/list-after-webhooks-375.png`, fullPage: true });
  await page.getByRole('navigation', { name: 'Guest list' }).getByRole('link', { name: 'Answers' }).click();
  const haldi = page.getByRole('article', { name: 'Haldi' });
  await expect(haldi.getByTestId('coming')).toHaveText('1');
  await expect(haldi.getByTestId('no-answer')).toHaveText('2');

  // A reminder about the Haldi: those who have not answered, never the household that said it is coming.
  await page.goto('/guests/sends/new');
  const form = page.getByRole('form', { name: 'New message' });
  await form.getByLabel('Reminder').check();
  await form.getByLabel('Function').selectOption({ label: 'Haldi' });
  await expect(form.getByLabel('Not answered')).toBeChecked();
  await expect(page.getByTestId('audience-count')).toHaveText('2 households');
  await form.getByRole('button', { name: 'Send to 2 households' }).click();
  await expect(page.getByTestId('batch-state')).toHaveText('Done');
  await expect(page.getByTestId('batch-household')).toHaveCount(2);
  await expect(page.getByTestId('batch-household').filter({ hasText: 'Family 2' })).toHaveCount(0);
  const reminded = (await outbox(server, owner)).messages.filter((message) => message.template.includes('reminder'));
  expect(reminded.map((message) => message.householdId).sort()).toEqual([one.id, three.id].sort());
  await page.screenshot({ path: `${SHOTS}/reminder-375.png`, fullPage: true });
});
