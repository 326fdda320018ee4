/** Shared bits for the storefront journeys. */
import { eq } from 'drizzle-orm';
import type { Locator, Page } from '@playwright/test';
import { analyticsCounters, contactMessages } from '../../src/server/db/schema';
import { expect, type RunningServer } from './fixtures';

export const BUSINESS = {
  BUSINESS_WHATSAPP: '919845012345',
  BUSINESS_PHONE: '+91 98450 12345',
  BUSINESS_EMAIL: 'hello@example.in',
};

export async function visitsOf(server: RunningServer, page: 'homepage' | 'template'): Promise<number> {
  const [row] = await server.app.ctx.db.select().from(analyticsCounters).where(eq(analyticsCounters.page, page));
  return row?.visits ?? 0;
}

export async function contactRowsFor(server: RunningServer, email: string) {
  return server.app.ctx.db.select().from(contactMessages).where(eq(contactMessages.email, email));
}

/**
 * The contact form once the app has it. Its code comes when the visitor nears it (see deferredSection); until
 * then the browser checks and posts it as a plain HTML form, which the journeys without script test.
 */
export async function scriptedContactForm(page: Page): Promise<Locator> {
  const form = page.locator('#contact-us-section form');
  await form.scrollIntoViewIfNeeded();
  await expect(form).toHaveAttribute('novalidate', '');
  return form;
}

/** Links of the template cards currently on the page. */
export async function cardIds(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator('.template-grid a.template-card')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return hrefs.map((href) => href.replace('/tempdetails/', ''));
}

/** No sideways scrolling: the page is as wide as the screen. */
export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** Scrolls the All tab's end into view until every matching card is shown. */
export async function revealAll(page: Page): Promise<void> {
  const sentinel = page.locator('.catalogue-sentinel');
  const cards = page.locator('.template-grid a.template-card');
  while ((await sentinel.count()) > 0) {
    const shown = await cards.count();
    await sentinel.scrollIntoViewIfNeeded().catch(() => undefined);
    // The next page of cards, or the end of the list (the sentinel goes away).
    await expect.poll(async () => (await sentinel.count()) === 0 || (await cards.count()) > shown).toBe(true);
  }
}

/** Waits until the app has taken over the prerendered page shown (the boot script marks <html data-enhanced>). */
export async function appHasTakenOver(page: Page): Promise<void> {
  await page.locator('html[data-enhanced]').waitFor({ state: 'attached' });
}

/**
 * The visitor starts to use the page, as a hand on the mouse does. A first visit's page fetches the app only then
 * (src/web/boot.ts); a page is read, and its links followed, without it.
 */
export async function startUsing(page: Page): Promise<void> {
  // Two points: a move to where the mouse already is (it stays there from the page before) moves nothing.
  await page.mouse.move(3, 3);
  await page.mouse.move(4, 4);
}

/**
 * Opens a prerendered public page, starts to use it and waits until the app has hydrated it (its links then move
 * inside the app).
 */
export async function openHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await startUsing(page);
  await appHasTakenOver(page);
}
