/**
 * The guest list's History tab at 375 px: the owner changes where shagun goes and reads the change, old and new
 * UPI ID and who made it, at the top of the history; older changes come a page at a time with "Show older".
 * A screenshot goes to /tmp/history-shots.
 */
import { mkdirSync } from 'node:fs';
import { guestListChanges } from '../../src/server/db/schema';
import { expect, test } from './fixtures';
import { saveContent, seedSiteOwner } from './helpers/live-site';

const SHOTS = '/tmp/history-shots';

test('375 px: the owner changes the shagun UPI ID and sees it in History', async ({ page, server }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 375, height: 740 });
  const owner = await seedSiteOwner(page, server);
  await saveContent(server, owner, { BrideName: 'Ananya', GroomName: 'Rohan' });
  // Older history than one page holds: 55 imports made last month.
  const lastMonth = Date.now() - 30 * 24 * 3600_000;
  await server.app.ctx.db.insert(guestListChanges).values(
    Array.from({ length: 55 }, (_, i) => ({
      liveId: owner.liveId,
      action: 'household.import',
      actorEmail: owner.email,
      details: { format: 'csv', added: i + 1, merged: 0, invalid: 0 },
      createdAt: new Date(lastMonth + i * 60_000),
    })),
  );

  await page.goto('/guests/shagun');
  const settings = page.getByRole('form', { name: 'Shagun on the invitation' });
  await settings.getByLabel('Show “Send your blessings” on the invitation').check();
  await settings.getByLabel('UPI ID').fill('ananya.rao@okhdfcbank');
  await settings.getByLabel('Name guests see').fill('Ananya Rao');
  await settings.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Guests now see “Send your blessings”.')).toBeVisible();
  await settings.getByLabel('UPI ID').fill('rohan.rao@oksbi');
  // The first save's message may still be showing: the second save is known done by its answer.
  const saved = page.waitForResponse(
    (answer) => answer.url().endsWith(`/${owner.liveId}/shagun`) && answer.request().method() === 'PUT',
  );
  await settings.getByRole('button', { name: 'Save' }).click();
  expect((await saved).status()).toBe(200);

  await page.getByRole('navigation', { name: 'Guest list' }).getByRole('link', { name: 'History' }).click();
  await expect(page).toHaveURL(/\/guests\/history$/);
  const changes = page.getByRole('list', { name: 'Changes' }).getByRole('listitem');
  await expect(changes.first()).toContainText(
    `Priya Sharma (${owner.email}) changed where shagun goes: ananya.rao@okhdfcbank → rohan.rao@oksbi`,
  );
  await expect(changes.first().locator('time')).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2} IST$/);
  await expect(changes.nth(1)).toContainText('changed where shagun goes: (none) → ananya.rao@okhdfcbank');
  await expect(changes).toHaveCount(50);
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/history-375.png` });

  await page.getByRole('button', { name: 'Show older' }).click();
  await expect(changes).toHaveCount(57);
  await expect(changes.last()).toContainText('imported 1 household');
  await expect(page.getByRole('button', { name: 'Show older' })).toHaveCount(0);
});
