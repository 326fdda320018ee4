/** The signed-in frame as the spec names it: sidebar, phone bottom bar, greeting and avatar. */
import { expect, test } from './fixtures';
import { createUser, signInBrowser } from './helpers/users';

const SIDEBAR = [
  ['Dashboard', '/dash'],
  ['Templetes', '/templetes'],
  ['Wishes', '/wishes'],
  ['Gallery', '/gallery'],
  ['RSVPs', '/rsvps'],
  ['Guest list', '/guests'],
  ['Help And Support', '/help'],
  ['Settings', '/setting'],
];
const BOTTOM_NAV = [
  ['Dashboard', '/dash'],
  ['Wishes', '/wishes'],
  ['Chat', '/help'],
  ['Gallery', '/gallery'],
];

/** The nav's links as [text, href], once the lazily loaded shell has rendered them. */
async function linksOf(nav: import('@playwright/test').Locator): Promise<string[][]> {
  await expect(nav.getByRole('link').first()).toBeVisible();
  return nav
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => [a.textContent?.trim() ?? '', a.getAttribute('href') ?? '']));
}

test("desktop: the sidebar lists the spec's six places, RSVPs and the guest list; the top bar greets by stored name", async ({
  page,
  server,
}) => {
  await page.setViewportSize({ width: 1280, height: 860 });
  await signInBrowser(
    page,
    await createUser(server, { fullName: 'anand KUMAR', email: `anand.kumar.${Date.now()}@example.in` }),
  );
  await page.goto('/dash');
  expect(await linksOf(page.getByRole('navigation', { name: 'Account' }))).toEqual(SIDEBAR);
  await expect(page.getByRole('navigation', { name: 'Quick navigation' })).toBeHidden();
  await expect(page.getByText('Hi, Anand Kumar', { exact: true })).toBeVisible();
  await expect(page.getByText('Welcome to Utsav Invites', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account menu' })).toHaveText('AK');
});

test('phone: the bottom bar has Dashboard, Wishes, Chat and Gallery; without a stored name the greeting says User', async ({
  page,
  server,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signInBrowser(page, await createUser(server));
  await page.addInitScript(() => localStorage.removeItem('fullName'));
  await page.goto('/dash');
  expect(await linksOf(page.getByRole('navigation', { name: 'Quick navigation' }))).toEqual(BOTTOM_NAV);
  await expect(page.getByRole('navigation', { name: 'Account' })).toBeHidden();
  await expect(page.getByText('Hi, User', { exact: true })).toBeVisible();
});
