/**
 * Where the money goes is the owner's alone, at 375 px: the owner sets the UPI ID; a co-host sees it on the
 * Shagun tab read-only, with the sentence saying only the owner can change it; then the owner removes the
 * co-host and, in the same dialog, gives every household a new personal link, so the links the co-host saw stop
 * working.
 */
import { expect, test } from './fixtures';
import { saveContent, seedSiteOwner } from './helpers/live-site';
import { createUser, signInBrowser } from './helpers/users';
import type { HouseholdList } from '../../src/shared/api/guests';

test('the co-host sees the UPI ID read-only; the owner removes them and replaces the links in one dialog', async ({
  page,
  browser,
  server,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 375, height: 760 });
  const owner = await seedSiteOwner(page, server);
  await saveContent(server, owner, { BrideName: 'Ananya', GroomName: 'Rohan', Schedule1EventName: 'Sangeet' });
  const ownerCall = (method: string, path: string, body?: unknown) =>
    fetch(`${server.url}/rest/api/private/live/${owner.liveId}${path}`, {
      method,
      headers: { authorization: owner.authorization, 'content-type': 'application/json' },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
  for (const name of ['Sharma family', 'Iyer family']) {
    const added = await ownerCall('POST', '/households', { name, members: [], events: [] });
    expect(added.status).toBe(200);
  }
  const oldLinks = ((await (await ownerCall('GET', '/households')).json()) as HouseholdList).map((h) => h.link);

  // The owner sets the UPI ID on the Shagun tab.
  await page.goto('/guests/shagun');
  const settings = page.getByRole('form', { name: 'Shagun on the invitation' });
  await settings.getByLabel('Show “Send your blessings” on the invitation').check();
  await settings.getByLabel('UPI ID').fill('ananya.rao@okhdfcbank');
  await settings.getByLabel('Name guests see').fill('Ananya Rao');
  await settings.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Guests now see “Send your blessings”.')).toBeVisible();

  const planner = await createUser(server, { fullName: 'Kavya Planner' });
  await page.goto('/guests/cohosts');
  await page.getByLabel('Invite a co-host by e-mail').fill(planner.email);
  await page.getByRole('button', { name: 'Invite' }).click();
  await expect(page.getByRole('list', { name: 'Co-hosts' })).toContainText(planner.email);

  // The co-host sees where the money goes, and nothing to change it with.
  const plannerContext = await browser.newContext({ viewport: { width: 375, height: 760 } });
  const plannerPage = await plannerContext.newPage();
  await signInBrowser(plannerPage, planner);
  await plannerPage.goto(`/guests/shagun?site=${owner.liveId}`);
  const readOnly = plannerPage.getByRole('region', { name: 'Shagun on the invitation' });
  await expect(readOnly.getByTestId('shagun-upi-id')).toHaveText('ananya.rao@okhdfcbank');
  await expect(
    readOnly.getByText("Only the site's owner can change where shagun goes", { exact: false }),
  ).toBeVisible();
  await expect(readOnly.getByRole('textbox')).toHaveCount(0);
  await expect(readOnly.getByRole('checkbox')).toHaveCount(0);
  await expect(readOnly.getByRole('button')).toHaveCount(0);
  // The shagun book is still theirs to keep.
  await expect(plannerPage.getByRole('form', { name: 'Write an entry' })).toBeVisible();
  await plannerPage.screenshot({ path: `${test.info().outputDir}/cohost-shagun-readonly.png`, fullPage: true });

  // The owner removes the co-host and replaces every household's link in the same dialog.
  await page.getByRole('button', { name: `Remove ${planner.email}` }).click();
  const dialog = page.getByRole('dialog', { name: `Remove ${planner.email}?` });
  await dialog.getByRole('checkbox', { name: /Also give every household a new personal link/ }).check();
  await expect(dialog).toContainText('You will need to send the new links to your guests again.');
  await page.screenshot({ path: `${test.info().outputDir}/remove-cohost-dialog.png` });
  await dialog.getByRole('button', { name: 'Remove and replace the links' }).click();
  await expect(page.getByText('2 households have new links: send them again.', { exact: false })).toBeVisible();
  await expect(page.getByText('No co-host yet.')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  const newLinks = ((await (await ownerCall('GET', '/households')).json()) as HouseholdList).map((h) => h.link);
  expect(newLinks).toHaveLength(2);
  for (const link of newLinks) expect(oldLinks).not.toContain(link);
  for (const link of oldLinks) expect((await fetch(link.replace(/^https?:\/\/[^/]+/, server.url))).status).toBe(404);
  for (const link of newLinks) expect((await fetch(link.replace(/^https?:\/\/[^/]+/, server.url))).status).toBe(200);
  await plannerContext.close();
});
