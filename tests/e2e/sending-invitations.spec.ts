/**
 * Sending from Utsav at 375 px, in the sandbox: the host chooses the 50 households not sent yet, previews the
 * message, sees it uses 50 of the WhatsApp messages left, sends, and watches the batch's progress (read again
 * while it sends) reach 50 sent; the guest list then shows each household sent. Screenshots go to
 * /tmp/sending-shots.
 */
import { mkdirSync } from 'node:fs';
import { expect, test } from './fixtures';
import { seedSiteOwner } from './helpers/live-site';
import { households, seedWedding } from './helpers/sending';

const SHOTS = '/tmp/sending-shots';

// The job engine looks for work every 2 s by default, 4 messages a turn: the 50 would take half a minute. Its
// timings come from the process's environment (buildApp), read when this file's server starts: the option below
// gives this file a worker (and server) of its own, so the shorter turn reaches no other journey. The 50 then go
// out in a few seconds, still slower than the page reads the batch (every 2 s), so it is seen following them.
process.env.JOBS_POLL_SECONDS = '0.5';
test.use({ serverEnv: { WHATSAPP_PER_SECOND: '20' } });

test('375 px: the host sends 50 invitations from Utsav and watches them all go out', async ({ page, server }) => {
  test.setTimeout(90_000);
  mkdirSync(SHOTS, { recursive: true });
  await page.setViewportSize({ width: 375, height: 760 });
  const owner = await seedSiteOwner(page, server);
  await seedWedding(server, owner, 50);

  await page.goto('/guests');
  await page.getByRole('navigation', { name: 'Guest list' }).getByRole('link', { name: 'Send from Utsav' }).click();
  await expect(page).toHaveURL(/\/guests\/sends$/);
  await expect(page.getByTestId('allowance-left')).toHaveText('1,000 messages');
  await expect(page.getByText('Nothing sent from Utsav yet.')).toBeVisible();
  await page.getByRole('link', { name: 'New message' }).click();

  // An invitation by WhatsApp to those not sent yet: all 50.
  const form = page.getByRole('form', { name: 'New message' });
  await expect(form.getByLabel('Invitation')).toBeChecked();
  await expect(form.getByLabel('WhatsApp via Utsav')).toBeChecked();
  await expect(form.getByLabel('Not sent yet')).toBeChecked();
  await expect(page.getByTestId('audience-count')).toHaveText('50 households');
  await form.getByText('Preview each language').click();
  const preview = form.getByRole('list', { name: 'Preview' }).getByRole('listitem');
  await expect(preview).toHaveCount(1);
  await expect(preview).toContainText('English · 50 households');
  await expect(preview).toContainText('Family 1');
  await expect(page.getByTestId('cost')).toContainText('Uses 50 messages of the 1,000 messages you have left');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: `${SHOTS}/compose-375.png`, fullPage: true });

  // Sent: the batch's page reads it again while it sends, until all 50 are sent.
  let reads = 0;
  page.on('response', (answer) => {
    if (/\/sends\/\d+$/.test(new URL(answer.url()).pathname) && answer.request().method() === 'GET') reads += 1;
  });
  await form.getByRole('button', { name: 'Send to 50 households' }).click();
  await expect(page).toHaveURL(/\/guests\/sends\/\d+$/);
  await expect(page.getByTestId('batch-sent')).toHaveText('50');
  await expect(page.getByTestId('batch-state')).toHaveText('Done');
  await expect(page.getByTestId('batch-queued')).toHaveText('0');
  await expect(page.getByTestId('batch-failed')).toHaveText('0');
  expect(reads).toBeGreaterThan(1);
  await expect(page.getByTestId('batch-household')).toHaveCount(50);
  await expect(page.getByRole('button', { name: 'Pause' })).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: `${SHOTS}/progress-375.png` });

  // The list of batches and what is left; every household is sent.
  await page.getByRole('link', { name: '← Messages sent from Utsav' }).click();
  await expect(page.getByTestId('allowance-left')).toHaveText('950 messages');
  await expect(page.getByRole('list', { name: 'Batches' }).getByRole('listitem')).toHaveText([/50\/50 sent/]);
  expect((await households(server, owner)).every((household) => household.status.sentAt !== null)).toBe(true);
  await page.screenshot({ path: `${SHOTS}/batches-375.png`, fullPage: true });
});
