/**
 * The live page's faces are in and drawn: its client adds every face at once (src/renderer/live/fonts.ts) and
 * marks the root, after which `document.fonts.ready` waits for any face the page's text still asked for.
 */
import { expect, type Page } from '@playwright/test';

export async function facesIn(page: Page): Promise<void> {
  await expect(page.locator('html[data-faces="in"]')).toBeAttached();
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}
