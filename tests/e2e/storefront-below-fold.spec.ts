import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { requestsReported } from './helpers/settle';
import { appHasTakenOver, openHydrated, startUsing } from './storefront-helpers';

// The FAQ and the contact form are in the landing page's HTML, but their code is kept out of its first
// JavaScript: it comes as the visitor scrolls near them, starts to use the page, or reaches them by an anchor.
const BELOW_THE_FOLD_CODE = /\/assets\/BelowTheFold-[^/]+\.js$/;
const SIMILAR_CODE = /\/assets\/SimilarTemplates-[^/]+\.js$/;

/** Holds a deferred part's code until `release`; `asked` tells whether the page has asked for it. */
async function holdBelowTheFoldCode(page: Page, code = BELOW_THE_FOLD_CODE) {
  const state = { asked: false };
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(code, async (route) => {
    state.asked = true;
    await released;
    await route.continue();
  });
  return { state, release };
}

for (const width of [375, 1280]) {
  test.describe(`landing page below the fold at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('the FAQ and the contact form are in the page at once; the app takes them over as the visitor scrolls', async ({
      page,
    }) => {
      const requested: string[] = [];
      page.on('request', (request) => {
        if (BELOW_THE_FOLD_CODE.test(request.url())) requested.push(request.url());
      });
      // The page's timers stand still once it has loaded, so "a few seconds after the page has settled" never
      // comes: only the visitor's scrolling can ask for the sections' code.
      await page.clock.install();
      await page.goto('/');
      await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
      await expect(page.locator('#faqsection details')).toHaveCount(6);
      await expect(page.locator('#contact-us-section').getByLabel('Name')).toBeAttached();
      // The app has the page (the mouse brings it), but not these sections' code.
      await startUsing(page);
      await appHasTakenOver(page);
      await requestsReported(page);
      expect(requested).toEqual([]);
      await page.mouse.wheel(0, 600);
      await expect.poll(() => requested.length).toBe(1);
      const form = page.locator('#contact-us-section form');
      await form.scrollIntoViewIfNeeded();
      // The app has the form: it checks the fields itself.
      await expect(form).toHaveAttribute('novalidate', '');
      await expect(form.getByLabel('Name')).toBeInViewport();
      await page.screenshot({ path: `test-results/below-fold-${width}.png`, fullPage: true });
    });

    test('a question opens at the first tap, and text typed into the form before its code arrives is kept', async ({
      page,
    }) => {
      const code = await holdBelowTheFoldCode(page);
      // The app has the page, but not these sections yet.
      await openHydrated(page, '/');
      const panels = page.locator('#faqsection details');
      await panels.nth(2).locator('summary').click();
      await expect(panels.nth(2)).toHaveAttribute('open', '');
      await expect(page.locator('#faqsection details[open]')).toHaveCount(1);
      const form = page.locator('#contact-us-section form');
      await form.getByLabel('Name').fill('Asha Rao');
      await expect.poll(() => code.state.asked).toBe(true);
      code.release();
      await expect(form).toHaveAttribute('novalidate', '');
      await expect(form.getByLabel('Name')).toHaveValue('Asha Rao');
      // The app knows the typed name: only the fields left empty are reported.
      await form.getByRole('button', { name: 'Send Message' }).click();
      await expect(form.getByText('Please enter your phone number.')).toBeVisible();
      await expect(form.getByText('Please enter your name.')).toHaveCount(0);
    });

    test('an anchor to a deferred section opens the page there', async ({ page }) => {
      await page.goto('/#faqsection');
      await expect(page.locator('#faqsection h2')).toBeInViewport();
      // Drawn in the browser, from another page of the app: the sections come, and the page scrolls to them.
      await openHydrated(page, '/blog');
      await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).click();
      await expect(page).toHaveURL(/\/#contact-us-section$/);
      await expect(page.locator('#contact-us-section').getByLabel('Name')).toBeInViewport();
    });
  });
}

test.describe('a template page below the fold at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the similar designs are in the page at once, and a heart tapped before their code arrives is kept', async ({
    page,
  }) => {
    const code = await holdBelowTheFoldCode(page, SIMILAR_CODE);
    await openHydrated(page, '/tempdetails/wed001');
    const similar = page.locator('#similar-templates');
    await expect(similar.locator('a.template-card')).toHaveCount(4);
    // A visitor who is not signed in is asked to log in by the heart, once its code has come.
    await similar.getByRole('button', { name: 'Like Kumkum Royale' }).click();
    await expect.poll(() => code.state.asked).toBe(true);
    await expect(page).toHaveURL(/\/tempdetails\/wed001$/);
    code.release();
    await expect(page).toHaveURL(/\/login$/);
  });
});
