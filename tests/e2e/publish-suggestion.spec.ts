/**
 * The publish form's suggested address arrives after the form opens; a buyer who has already typed their own
 * address keeps it: a suggestion fills only an address nobody has typed.
 */
import type { Route } from '@playwright/test';
import { seedBuyer } from './editor-support';
import { expect, test } from './fixtures';
import { saveContent } from './helpers/live-site';

/** The suggestion call (no `slug` in the query), not the checks of a typed address. */
const isSuggestion = (url: URL) => url.pathname === '/rest/api/private/live/slug' && !url.searchParams.has('slug');

test('an address typed before the suggestion arrives is kept', async ({ page, server }) => {
  const buyer = await seedBuyer(page, server);
  await saveContent(server, buyer, { BrideName: 'Ananya', GroomName: 'Rohan' });
  let release!: (route: Route) => void;
  const held = new Promise<Route>((resolve) => (release = resolve));
  await page.route(isSuggestion, (route) => release(route));

  await page.goto('/templetes');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const suggestion = await held;
  const address = page.getByLabel('Address of your invitation');
  const typed = `our-own-address-${buyer.id}`;
  await address.pressSequentially(typed);
  await expect(page.getByText('This address is free.')).toBeVisible();

  // Now the server's suggestion arrives.
  const answered = page.waitForResponse((response) => isSuggestion(new URL(response.url())));
  await suggestion.continue();
  await (await answered).finished();
  // Let the page handle the answer and draw (two frames), then look.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(null)))),
  );
  await expect(address).toHaveValue(typed);
  await expect(page.getByText('This address is free.')).toBeVisible();
});

test('an untouched form still gets the suggestion', async ({ page, server }) => {
  const buyer = await seedBuyer(page, server);
  await saveContent(server, buyer, { BrideName: 'Ananya', GroomName: 'Rohan' });
  await page.goto('/templetes');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByLabel('Address of your invitation')).toHaveValue(/^ananya-weds-rohan/);
});
