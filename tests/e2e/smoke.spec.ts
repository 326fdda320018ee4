import { expect, test } from './fixtures';

test('the built app is served with history fallback and the API answers JSON', async ({ page, request }) => {
  await page.goto('/tempdetails/wed001');
  await expect(page.locator('#root')).not.toBeEmpty();
  const health = await request.get('/rest/api/health');
  expect(health.status()).toBe(200);
  expect((await health.json()).status).toBe('ok');
  const missing = await request.get('/rest/api/does-not-exist');
  expect(missing.status()).toBe(404);
});

test('a private route sends a signed-out visitor to /login', async ({ page }) => {
  await page.goto('/dash');
  await expect(page).toHaveURL(/\/login\?from=%2Fdash/);
});
