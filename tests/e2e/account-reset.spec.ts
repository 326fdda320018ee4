import { backgroundSettled } from '../../src/server/account/background';
import { createUser } from './helpers/users';
import { expect, logInThroughForm, mailNumber, resetLinkIn, test, toastWith, uniqueEmail } from './account-fixtures';

test('forgot password: the mailed link resets it, the old one stops working, the new one logs in', async ({
  page,
  server,
  smtp,
}) => {
  const user = await createUser(server, { email: uniqueEmail('kavya') });
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot Password', exact: true }).click();
  await expect(page).toHaveURL(/\/forgotpass$/);
  // The address changes before the page's code has come; until then the login form (with its own Email) shows.
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot Password' })).toBeVisible();
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Password Reset', exact: true }).click();
  await expect(toastWith(page, /If an account exists for this e-mail, a reset link is on its way/)).toBeVisible();

  const link = resetLinkIn(await mailNumber(smtp, user.email, 1));
  expect(link).toMatch(
    new RegExp(`^${server.url}/reset-user-passkey\\?token=${user.email.replace(/[.+]/g, '\\$&')}::[A-Za-z0-9_-]{43}$`),
  );
  const response = await page.goto(link);
  expect(response?.headers()['referrer-policy']).toBe('no-referrer');
  await expect(page.getByText(`Choose a new password for ${user.email}.`)).toBeVisible();

  await page.getByRole('button', { name: 'Reset Password', exact: true }).click();
  await expect(page.getByText('Please enter a new password.', { exact: true })).toBeVisible();
  await page.getByLabel('New Password').fill('monsoon-evening-77');
  await page.getByRole('button', { name: 'Reset Password', exact: true }).click();
  await expect(toastWith(page, 'Password updated successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Login', level: 1 })).toBeVisible();

  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(toastWith(page, 'Invalid credentials. Please try again.')).toBeVisible();
  await logInThroughForm(page, user.email, 'monsoon-evening-77');
  await expect(toastWith(page, 'Login successful!')).toBeVisible();
  await expect(page).toHaveURL(/\/temp$/);

  // The link worked once.
  await page.goto(link);
  await page.getByLabel('New Password').fill('another-password-1');
  await page.getByRole('button', { name: 'Reset Password', exact: true }).click();
  await expect(toastWith(page, 'Failed to update password.')).toBeVisible();
  await expect(page.getByText('This reset link is invalid or has expired. Please ask for a new one.')).toBeVisible();
});

test('forgot password answers an unknown e-mail exactly like a known one, and mails nothing', async ({
  page,
  server,
  smtp,
}) => {
  const email = uniqueEmail('ghost');
  await page.goto('/forgotpass');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Password Reset', exact: true }).click();
  await expect(toastWith(page, /If an account exists for this e-mail, a reset link is on its way/)).toBeVisible();
  // The mail goes out after the answer: once the server's background work has finished, anything it sent has
  // been accepted by the SMTP sink.
  await backgroundSettled(server.app.ctx);
  expect(smtp.mails.filter((m) => m.to.includes(email))).toHaveLength(0);
});

test('the reset page without a token says Invalid token.', async ({ page }) => {
  const response = await page.goto('/reset-user-passkey');
  expect(response?.headers()['referrer-policy']).toBe('no-referrer');
  await expect(page.getByText('Invalid token.', { exact: true })).toBeVisible();
  await page.getByLabel('New Password').fill('whatever-password');
  await page.getByRole('button', { name: 'Reset Password', exact: true }).click();
  await expect(toastWith(page, 'Invalid token.')).toBeVisible();
});
