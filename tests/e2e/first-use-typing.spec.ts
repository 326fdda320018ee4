/**
 * What a new visitor types while the app is still arriving is never lost: on Chrome's "Slow 3G" at a phone's
 * width, text typed at once into the catalogue's search, the contact form, and the login, signup and forgotten
 * password forms is still there, and known to the app, once the app has taken over. Where the page's HTML has
 * the field before the app, the app's script is held until the text is typed, so the typing surely comes first.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { appHasTakenOver } from './storefront-helpers';
import { emulateNetwork, SLOW_3G } from './helpers/network';

const PHONE = { width: 375, height: 812 };
const APP_ENTRY = /\/assets\/index-[^/]+\.js$/;
const BOOT_ENTRY = /\/assets\/boot-[^/]+\.js$/;

test.use({ viewport: PHONE });

/** Holds the app's entry script until `release`; `asked` says whether the page has asked for it. */
async function holdApp(page: Page) {
  const state = { asked: false };
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(APP_ENTRY, async (route) => {
    state.asked = true;
    await released;
    await route.continue();
  });
  return { state, release };
}

test.beforeEach(async ({ page }) => {
  test.setTimeout(120_000);
  await emulateNetwork(page, SLOW_3G);
});

test('a name search opened from a link: what is typed into the search box before the app draws it is kept', async ({
  page,
}) => {
  const app = await holdApp(page);
  // A shared link to a search: the catalogue's HTML, which the app draws anew (not hydrates) with the results.
  await page.goto('/temp?query=wedding', { waitUntil: 'commit' });
  const box = page.getByPlaceholder('Search for Templates');
  await box.fill('Griha');
  await expect.poll(() => app.state.asked).toBe(true);
  app.release();
  await appHasTakenOver(page);
  await expect(box).toHaveValue('Griha');
  // The app searched for it.
  await expect(page.locator('.catalogue-summary')).toContainText('for “Griha”');
});

test('the catalogue: text typed into its search before the app hydrates it is kept', async ({ page }) => {
  const app = await holdApp(page);
  await page.goto('/temp', { waitUntil: 'commit' });
  const box = page.getByPlaceholder('Search for Templates');
  await box.fill('Griha');
  await expect.poll(() => app.state.asked).toBe(true);
  app.release();
  await appHasTakenOver(page);
  await expect(box).toHaveValue('Griha');
  await expect(page.locator('.catalogue-summary')).toContainText('for “Griha”');
});

test("the catalogue: text typed before even the page's small script has arrived brings the app and is kept", async ({
  page,
}) => {
  // On a slow network the HTML shows well before its scripts: the visitor's focus and typing come before any
  // listener of the boot script's could see them.
  let releaseBoot!: () => void;
  const bootReleased = new Promise<void>((resolve) => (releaseBoot = resolve));
  await page.route(BOOT_ENTRY, async (route) => {
    await bootReleased;
    await route.continue();
  });
  const app = await holdApp(page);
  await page.goto('/temp', { waitUntil: 'commit' });
  const box = page.getByPlaceholder('Search for Templates');
  await box.fill('Griha');
  releaseBoot();
  await expect.poll(() => app.state.asked).toBe(true);
  app.release();
  await appHasTakenOver(page);
  await expect(box).toHaveValue('Griha');
  await expect(page.locator('.catalogue-summary')).toContainText('for “Griha”');
});

test('the contact form: what is typed before the app has taken over is kept and sent', async ({ page }) => {
  const app = await holdApp(page);
  await page.goto('/', { waitUntil: 'commit' });
  const form = page.locator('#contact-us-section form');
  await form.getByLabel('Name').fill('Asha Rao');
  await expect.poll(() => app.state.asked).toBe(true);
  app.release();
  await appHasTakenOver(page);
  await form.scrollIntoViewIfNeeded();
  // The app has the form (it checks the fields itself) and knows the typed name.
  await expect(form).toHaveAttribute('novalidate', '');
  await expect(form.getByLabel('Name')).toHaveValue('Asha Rao');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByText('Please enter your phone number.')).toBeVisible();
  await expect(form.getByText('Please enter your name.')).toHaveCount(0);
});

test('login from a template page: the e-mail and password typed as soon as the form shows are kept', async ({
  page,
}) => {
  await page.goto('/tempdetails/wed001');
  await page.getByRole('button', { name: 'Get This Template' }).click();
  // The login form itself, not the template page's contact form (which has an Email field too).
  const email = page.locator('#login-email');
  await email.pressSequentially('asha@example.in');
  await page.locator('#login-password').pressSequentially('mangoes-in-may');
  await appHasTakenOver(page);
  await expect(email).toHaveValue('asha@example.in');
  await expect(page.locator('#login-password')).toHaveValue('mangoes-in-may');
  // The app has both: a wrong login is answered, not refused for empty fields.
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Invalid credentials. Please try again.')).toBeVisible();
});

for (const [path, field] of [
  ['/signup', 'Email'],
  ['/forgotpass', 'Email'],
] as const) {
  test(`${path}: the e-mail typed as soon as the form shows is kept`, async ({ page }) => {
    await page.goto(path, { waitUntil: 'commit' });
    const email = page.locator('input[type=email]');
    await email.pressSequentially('asha@example.in');
    await expect(page.getByLabel(field, { exact: true })).toHaveValue('asha@example.in');
    await page.waitForLoadState('networkidle');
    await expect(email).toHaveValue('asha@example.in');
  });
}
