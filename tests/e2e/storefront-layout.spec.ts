import { expect, test } from './fixtures';
import { createUser, signInBrowser } from './helpers/users';
import { BUSINESS, horizontalOverflow } from './storefront-helpers';

test.use({ serverEnv: BUSINESS });

const PUBLIC_PAGES = ['/', '/temp', '/tempdetails/wed001', '/blog', '/blog/2', '/terms', '/privacy', '/no-such-page'];

test.describe('navigation bar', () => {
  test('a visitor sees Login/Signup; a signed-in buyer sees the cart and the Dashboard menu', async ({
    page,
    server,
  }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Login/Signup' })).toHaveAttribute('href', '/login');
    await expect(page.getByRole('link', { name: 'Cart' })).toHaveCount(0);

    await signInBrowser(page, await createUser(server));
    await page.goto('/blog');
    await expect(nav.getByRole('link', { name: 'Login/Signup' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/usercart');
    const trigger = nav.getByRole('button', { name: 'Dashboard' });
    await trigger.click();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const menu = page.locator('#account-menu-list');
    await expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dash');
    await expect(menu.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/#faqsection');
    await expect(menu.getByRole('link', { name: 'Help' })).toHaveAttribute('href', '/help');
    await expect(menu.getByRole('button', { name: 'Logout' })).toBeVisible();

    // A click anywhere else closes it.
    await page.getByRole('heading', { level: 1 }).click();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();

    await trigger.click();
    await menu.getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL(/\/#faqsection$/);
    await expect(page.locator('#faqsection')).toBeInViewport();

    await nav.getByRole('button', { name: 'Dashboard' }).click();
    await menu.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  });

  test('at 768 px and below the menu folds behind a toggle and the account menu is a row of buttons', async ({
    page,
    server,
  }) => {
    await signInBrowser(page, await createUser(server));
    await page.setViewportSize({ width: 768, height: 900 });
    await page.goto('/temp');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeHidden();
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Templates' })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Dashboard' })).toBeHidden();
    const items = page.locator('#account-menu-list > li');
    await expect(items).toHaveCount(4);
    const tops = await items.evaluateAll((list) => list.map((li) => Math.round(li.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
    await nav.getByRole('link', { name: 'Blogs' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(nav).toBeHidden();
  });
});

test("the app's scripts are sent compressed and cached for a year", async ({ page, request }) => {
  await page.goto('/');
  // The app's entry, which the page's small boot script requests after the first paint.
  const src = await page.locator('script[type="module"]').first().getAttribute('data-app');
  expect(src).toMatch(/^\/assets\/.+\.js$/);
  const brotli = await request.get(src!, { headers: { 'Accept-Encoding': 'br' } });
  expect(brotli.status()).toBe(200);
  expect(brotli.headers()['content-encoding']).toBe('br');
  expect(brotli.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(brotli.headers()['vary']).toContain('Accept-Encoding');
  const plain = await request.get(src!, { headers: { 'Accept-Encoding': 'identity' } });
  expect(plain.headers()['content-encoding']).toBeUndefined();
  expect(Number(brotli.headers()['content-length'])).toBeLessThan(Number(plain.headers()['content-length']) / 2);
});

test.describe('375 px phone layout', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('no page scrolls sideways', async ({ page }) => {
    for (const path of PUBLIC_PAGES) {
      await page.goto(path);
      await expect(page.locator('footer.site-footer')).toBeAttached();
      // Measured once lazy parts and web fonts have arrived, which can change widths.
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      expect(await horizontalOverflow(page), path).toBeLessThanOrEqual(0);
    }
  });

  test('the catalogue shows two cards per row and the hero fits the screen', async ({ page }) => {
    await page.goto('/temp');
    // Grid cells, not the cards: the cards slide in as they appear.
    const cells = page.locator('.template-grid > li');
    await expect(cells.nth(1)).toBeVisible();
    const [a, b] = [await cells.nth(0).boundingBox(), await cells.nth(1).boundingBox()];
    expect(Math.abs(a!.y - b!.y)).toBeLessThan(1);
    expect(a!.width).toBeGreaterThan(150);
    expect(a!.x + a!.width).toBeLessThan(b!.x);

    await page.goto('/');
    const heading = page.getByRole('heading', { level: 1 });
    const box = await heading.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    await expect(page.getByRole('link', { name: 'Explore Templates' }).first()).toBeInViewport();
  });

  test('the menu toggle opens and closes the navigation', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Login/Signup' })).toBeVisible();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(nav).toBeHidden();
  });
});
