/**
 * A host pastes a stream link that goes through Instagram's link redirector: the event-day page says it is not
 * a watch page, nothing is saved, and the guest page offers no button to it; the platform's own live page is
 * taken and shown to guests.
 */
import { expect, test } from './fixtures';
import { saveContent, seedSiteOwner } from './helpers/live-site';

test('a stream link through a redirector is refused; the platform’s own live page is taken', async ({
  page,
  server,
}) => {
  const owner = await seedSiteOwner(page, server);
  await saveContent(server, owner, {
    BrideName: 'Ananya',
    GroomName: 'Rohan',
    Schedule1EventName: 'Sangeet',
    Schedule1Date: '2027-02-10',
  });

  await page.goto('/guests/event-day');
  await page.getByLabel('Sangeet').fill('https://l.instagram.com/?u=https://evil.example/live');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert')).toContainText('The stream address must be an https watch or live page');
  await page.goto(`/invite/${owner.slug}`);
  await expect(page.locator('a[href*="evil.example"], a[href*="l.instagram.com"]')).toHaveCount(0);

  await page.goto('/guests/event-day');
  await page.getByLabel('Sangeet').fill('https://www.instagram.com/ananya.rohan/live/?igsh=abc');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved: the invitation shows it now.')).toBeVisible();
  await page.goto(`/invite/${owner.slug}`);
  await expect(page.locator('.live-streams a')).toHaveAttribute('href', 'https://www.instagram.com/ananya.rohan/live/');
});
