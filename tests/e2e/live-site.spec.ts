/**
 * Guests on a live invitation (/invite/{slug}), at a phone's width and at a desktop's: the page reads without
 * JavaScript, its forms post to the page's address (sent by the page's small script without a reload), a
 * personal link greets, an unknown address is friendly.
 * Sites are put straight into the worker's database (the buyer's publishing is tested with its own routes).
 */
import type { Page } from '@playwright/test';
import { seedLiveSite } from '../../src/server/invitation/testing/seed';
import { expect, test } from './fixtures';
import { facesIn } from './helpers/live-faces';

const WIDTHS = [
  { name: 'phone', viewport: { width: 375, height: 812 } },
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
];

/** The page's script has attached to the forms (before that a submit is a plain HTML post, which works too). */
async function enhanced(page: Page): Promise<void> {
  await expect(page.locator('html[data-enhanced]')).toBeAttached();
}

async function noPageErrors(page: Page): Promise<string[]> {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

for (const { name, viewport } of WIDTHS) {
  test.describe(`live invitation (${name})`, () => {
    test.use({ viewport });

    test('a guest without JavaScript reads the names, date and venue', async ({ browser, server }) => {
      const site = await seedLiveSite(server.app.ctx.db);
      const context = await browser.newContext({ javaScriptEnabled: false, viewport });
      const page = await context.newPage();
      const response = await page.goto(`${server.url}/invite/${site.slug}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Ananya');
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Rohan');
      await expect(page.getByText('Sunday, 14 February 2027').first()).toBeVisible();
      await expect(page.getByText('Sri Krishna Convention Hall').first()).toBeAttached();
      await expect(page.getByRole('link', { name: 'Share on WhatsApp' })).toHaveAttribute(
        'href',
        /^https:\/\/wa\.me\/\?text=/,
      );
      await expect(page.getByRole('img', { name: 'QR code of the invitation address' })).toBeVisible();
      await context.close();
    });

    test('an unknown address shows a friendly page', async ({ page }) => {
      const response = await page.goto('/invite/nobody-is-getting-married');
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: 'We could not find this invitation' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Visit Utsav Invites' })).toBeVisible();
    });

    test('a personal link greets its guests', async ({ page, server }) => {
      const site = await seedLiveSite(server.app.ctx.db);
      await page.goto(`/invite/${site.slug}?to=Sharma%20family`);
      await expect(page.getByText('Dear Sharma family')).toBeVisible();
    });

    test('a private site opens with the right code', async ({ page, server }) => {
      const errors = await noPageErrors(page);
      const site = await seedLiveSite(server.app.ctx.db, { accessCode: 'sangeet' });
      await page.goto(`/invite/${site.slug}`);
      await expect(page.getByRole('heading', { name: 'This invitation is private' })).toBeVisible();
      await enhanced(page);
      await page.getByLabel('Access code').fill('wrong');
      await page.getByRole('button', { name: 'Open the invitation' }).click();
      await expect(page.getByLabel('Access code')).toHaveAccessibleDescription(/That code is not right/);
      await page.getByLabel('Access code').fill('sangeet');
      await page.getByRole('button', { name: 'Open the invitation' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Ananya');
      expect(errors).toEqual([]);
    });

    test('a guest posts a wish and is told it waits for the hosts', async ({ page, server }) => {
      const errors = await noPageErrors(page);
      const site = await seedLiveSite(server.app.ctx.db, {
        wishes: [{ name: 'Meera', message: 'Congratulations <b>both</b>!', visflag: true }],
      });
      await page.goto(`/invite/${site.slug}`);
      await expect(page.getByText('Congratulations <b>both</b>!')).toBeVisible();
      await page.getByRole('form', { name: 'Leave a wish' }).scrollIntoViewIfNeeded();
      await enhanced(page);
      const form = page.getByRole('form', { name: 'Leave a wish' });
      await form.getByLabel('Your name').fill('Kiran');
      await form.getByLabel('Your wish').fill('Wishing you a lifetime of happiness');
      const posted = page.waitForResponse((r) => r.url().includes(`/invite/${site.slug}/wishes`));
      await form.getByRole('button', { name: 'Send wish' }).click();
      expect((await posted).status()).toBe(200);
      await expect(page.getByRole('status')).toContainText('It will appear here once the hosts approve it.');
      expect(errors).toEqual([]);
    });

    test('a guest RSVPs per event, and the answer is remembered and can be changed', async ({ page, server }) => {
      const errors = await noPageErrors(page);
      const site = await seedLiveSite(server.app.ctx.db);
      await page.goto(`/invite/${site.slug}`);
      const rsvp = page.getByRole('form', { name: 'RSVP' });
      await rsvp.scrollIntoViewIfNeeded();
      await enhanced(page);
      const events = rsvp.getByRole('group');
      const count = await rsvp.getByRole('radiogroup').count();
      expect(count).toBeGreaterThan(1);
      // The headcount of an event shows only once its "yes" is checked.
      await expect(events.first().getByLabel('Adults')).toBeHidden();
      await events.first().getByLabel('Yes, I will come').check();
      await expect(events.first().getByLabel('Adults')).toBeVisible();
      for (let i = 1; i < count; i++) await events.nth(i).getByLabel('Sorry, I can’t').check();
      await events.first().getByLabel('Adults').fill('2');
      await events.first().getByLabel('Children').fill('1');
      await events.first().getByLabel('Meal').selectOption('Jain');
      await rsvp.getByLabel('Your name').fill('Kiran Rao');
      await rsvp.getByLabel('Phone').fill('98450 12345');
      const sent = page.waitForResponse((r) => r.url().includes(`/invite/${site.slug}/rsvp`));
      await rsvp.getByRole('button', { name: 'Send my answer' }).click();
      expect((await sent).status()).toBe(200);
      await expect(page.getByText('Thank you, Kiran Rao! Your answer is saved.')).toBeVisible();
      await expect(page.getByText(/coming, 2 adults, 1 child, Jain/)).toBeVisible();
      // The page did not reload: the answer went by the script.
      expect(page.url()).toBe(`${server.url}/invite/${site.slug}`);

      // On a later visit this device's answer fills the form, to change it.
      await page.reload();
      await enhanced(page);
      const again = page.getByRole('form', { name: 'RSVP' });
      await again.scrollIntoViewIfNeeded();
      await expect(page.getByText('This phone has already sent an answer')).toBeVisible();
      await expect(again.getByLabel('Your name')).toHaveValue('Kiran Rao');
      await expect(again.getByRole('group').first().getByLabel('Adults')).toHaveValue('2');
      await again.getByRole('radiogroup').first().getByLabel('Sorry, I can’t').check();
      const changed = page.waitForResponse((r) => r.url().includes(`/invite/${site.slug}/rsvp`));
      await again.getByRole('button', { name: 'Update my answer' }).click();
      const answer = await changed;
      expect(answer.status()).toBe(200);
      // The change went out with the edit token of the first answer, so it replaces it.
      expect(answer.request().postData()).toMatch(/(^|&)editToken=[^&]+/);
      await expect(page.getByText(/not coming/).first()).toBeVisible();
      await expect(page.getByText(/coming, 2 adults/)).toHaveCount(0);
      expect(errors).toEqual([]);
    });
  });
}

test('screenshots of the live page: wedding, birthday and school, at 375 px and desktop', async ({
  browser,
  server,
}) => {
  for (const schema of ['wedding', 'birthday', 'school']) {
    const site = await seedLiveSite(server.app.ctx.db, {
      schema,
      wishes: [{ name: 'Meera Aunty', message: 'So happy for you all!', visflag: true }],
    });
    for (const { name, viewport } of WIDTHS) {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      await page.goto(`${server.url}/invite/${site.slug}?to=Sharma%20family`);
      await expect(page.locator('html[data-enhanced]')).toBeAttached();
      await facesIn(page);
      await page.screenshot({ path: `test-results/live-${schema}-${name}.png` });
      await page.locator('.live-rsvp-block').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `test-results/live-${schema}-${name}-rsvp.png` });
      await context.close();
    }
  }
});
