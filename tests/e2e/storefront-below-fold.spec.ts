import { expect, test } from './fixtures';

// The FAQ and the contact form are kept out of the landing page's first JavaScript; a visitor still reaches
// them by scrolling or by their anchors.
for (const width of [375, 1280]) {
  test.describe(`landing page below the fold at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('the FAQ and the contact form arrive as the visitor scrolls down', async ({ page }) => {
      await page.goto('/');
      await expect(page.locator('.why__card').first()).toBeAttached();
      await expect(page.locator('#faqsection')).toHaveCount(0);
      await page.mouse.wheel(0, 600);
      await page.locator('#faqsection').scrollIntoViewIfNeeded();
      await expect(page.locator('#faqsection .faq__question button')).toHaveCount(6);
      await page.locator('#contact-us-section').scrollIntoViewIfNeeded();
      await expect(page.locator('#contact-us-section').getByLabel('Name')).toBeInViewport();
      await page.screenshot({ path: `test-results/below-fold-${width}.png`, fullPage: true });
    });

    test('an anchor to a deferred section opens the page there', async ({ page }) => {
      await page.goto('/#faqsection');
      await expect(page.locator('#faqsection h2')).toBeInViewport();
      await page.goto('/blog');
      await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).click();
      await expect(page).toHaveURL(/\/#contact-us-section$/);
      await expect(page.locator('#contact-us-section').getByLabel('Name')).toBeInViewport();
    });
  });
}
