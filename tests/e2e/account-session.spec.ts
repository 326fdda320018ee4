import { createUser, signInBrowser } from './helpers/users';
import { expect, logInThroughForm, test, toastWith } from './account-fixtures';

test('an active user is kept signed in: the token is refreshed before it runs out', async ({ page, server }) => {
  const user = await createUser(server);
  await page.clock.install();
  await page.goto('/login');
  await logInThroughForm(page, user.email, user.password);
  await expect(page).toHaveURL(/\/temp$/);
  await page.goto('/dash');
  const before = await page.evaluate(() => ({
    token: localStorage.getItem('accessToken'),
    expiry: Number(localStorage.getItem('accessTokenExpiration')),
  }));

  // Six minutes on: less than five left on the token. The user is working (scrolling, typing).
  // (Only the browser's clock jumps: a refresh in the same server second as the login may return the very same
  // token, so the proof is the refresh answer and the later expiry, not a different token string.)
  const refreshed = page.waitForResponse(
    (r) => r.url().endsWith('/rest/api/refresh-token') && r.request().method() === 'POST',
  );
  await page.clock.fastForward('06:00');
  await page.mouse.wheel(0, 200);
  await page.keyboard.press('Tab');
  expect((await refreshed).status()).toBe(200);
  await expect
    .poll(() => page.evaluate(() => Number(localStorage.getItem('accessTokenExpiration'))))
    .toBeGreaterThan(before.expiry + 5 * 60_000);
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toMatch(/^eyJ/);

  // Still in after the first token's ten minutes.
  await page.clock.fastForward('05:00');
  await page.mouse.wheel(0, -200);
  await expect(page).toHaveURL(/\/dash$/);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
});

test('an idle session ends when the token runs out; logging in again returns to the page', async ({ page, server }) => {
  const user = await createUser(server);
  await page.clock.install();
  await page.goto('/login');
  await logInThroughForm(page, user.email, user.password);
  await expect(page).toHaveURL(/\/temp$/);
  await page.goto('/dash');
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();

  // Idle for eleven minutes: no refresh, the session ends on its own.
  await page.clock.fastForward('11:00');
  await expect(page).toHaveURL(/\/login\?from=%2Fdash$/);
  await expect(toastWith(page, 'Session expired. Please log in again.')).toBeVisible();
  await expect(page.getByText('Your session has ended. Log in again to continue where you left off.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();

  await logInThroughForm(page, user.email, user.password);
  await expect(page).toHaveURL(/\/dash$/);
  // Forms that keep typed text across this (useKeptDraft) are covered by kept-drafts.test.ts; the content
  // editor keeps its own drafts (editor.spec.ts, "a forced re-login loses nothing").
});

test('a 401 on a private call clears the token and leads to /login with the notice', async ({ page, server }) => {
  const user = await createUser(server);
  // A token the server no longer accepts (its signature is broken), with an expiry still in the future.
  await signInBrowser(page, { ...user, token: `${user.token.slice(0, -4)}AAAA` });
  await page.goto('/dash');
  await expect(page).toHaveURL(/\/login\?from=%2Fdash$/);
  await expect(toastWith(page, 'Session expired. Please log in again.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  await logInThroughForm(page, user.email, user.password);
  await expect(page).toHaveURL(/\/dash$/);
});
