import { findTemplate } from '../../src/shared/catalogue';
import { createUser } from './helpers/users';
import { expect, logInThroughForm, mailNumber, otpIn, test, toastWith, uniqueEmail } from './account-fixtures';

test.describe('signup with an e-mailed OTP', () => {
  test('signs up with the code from the mail, then logs in and lands on /temp', async ({ page, smtp }) => {
    const email = uniqueEmail('meera');
    await page.goto('/signup');
    await expect(page.getByRole('heading', { name: 'Sign Up', exact: true })).toBeVisible();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send OTP', exact: true }).click();
    await expect(toastWith(page, /OTP sent to your e-mail/)).toBeVisible();
    await expect(page.getByText(/Resend OTP in \d+ secs/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send OTP', exact: true })).toHaveCount(0);

    const code = otpIn(await mailNumber(smtp, email, 1));
    const otp = page.getByLabel('OTP', { exact: true });
    const verify = page.getByRole('button', { name: 'Verify OTP', exact: true });
    await otp.fill(code.slice(0, 3));
    await expect(verify).toBeDisabled();
    await otp.fill(code);
    await expect(verify).toBeEnabled();
    await verify.click();
    await expect(page.getByText('✓ E-mail verified')).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveAttribute('readonly', '');

    await page.getByLabel('Full Name').fill('Meera Iyer');
    await page.getByLabel('Phone').fill('+91 98450 12345');
    await expect(page.getByLabel('Phone')).toHaveValue('9845012345');
    await expect(page.getByText('At least 8 characters.')).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill('tulsi-garden-42');
    await page.getByLabel('Confirm Password').fill('tulsi-garden-42');
    await page.getByLabel(/I agree to the/).check();
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();

    await expect(page).toHaveURL(/\/login$/);
    await expect(toastWith(page, 'Your account is ready. Please log in.')).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await page.getByLabel('Password', { exact: true }).fill('tulsi-garden-42');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(toastWith(page, 'Login successful!')).toBeVisible();
    await expect(page).toHaveURL(/\/temp$/);

    const stored = await page.evaluate(() => ({ ...localStorage }));
    expect(stored.userEmail).toBe(email);
    expect(stored.fullName).toBe('Meera Iyer');
    expect(stored.accessToken).toMatch(/^eyJ/);
    const minutesLeft = (Number(stored.accessTokenExpiration) - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(9);
    expect(minutesLeft).toBeLessThanOrEqual(10);
  });

  test("shows the spec's messages: bad e-mail, wrong OTP, empty OTP, unverified submit, details", async ({
    page,
    smtp,
  }) => {
    const email = uniqueEmail('wrong-otp');
    await page.goto('/signup');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Send OTP', exact: true }).click();
    await expect(page.getByText('Please enter a valid email address.', { exact: true })).toBeVisible();

    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send OTP', exact: true }).click();
    const code = otpIn(await mailNumber(smtp, email, 1));
    const otp = page.getByLabel('OTP', { exact: true });
    await otp.press('Enter');
    await expect(page.getByText('Please enter the OTP.', { exact: true })).toBeVisible();
    await otp.pressSequentially('ab1x2345');
    await expect(otp).toHaveValue('1234');

    await expect(page.getByLabel('Full Name')).toBeDisabled();
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expect(toastWith(page, 'Please verify your OTP first.')).toBeVisible();

    const wrong = String((Number(code) + 1) % 10000).padStart(4, '0');
    await otp.fill(wrong);
    await page.getByRole('button', { name: 'Verify OTP', exact: true }).click();
    await expect(toastWith(page, 'Error: Unable to verify OTP. Please try again later.')).toBeVisible();
    await expect(page.getByText('Incorrect OTP. 4 tries left.')).toBeVisible();
    await expect(page.getByLabel('Full Name')).toBeDisabled();

    await otp.fill(code);
    await page.getByRole('button', { name: 'Verify OTP', exact: true }).click();
    await expect(page.getByLabel('Full Name')).toBeEnabled();
    await page.getByLabel('Full Name').fill('Wrong Otp');
    await page.getByLabel('Phone').fill('98450');
    await page.getByLabel('Password', { exact: true }).fill('one password');
    await page.getByLabel('Confirm Password').fill('another password');
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expect(page.getByText('Phone number must be exactly 10 digits.', { exact: true })).toBeVisible();
    await expect(page.getByText('Passwords do not match', { exact: true })).toBeVisible();
    await expect(page.getByText('You must agree to the terms and conditions.', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/signup$/);
  });

  test('offers Send OTP again after the 30-second countdown; only the newest code works', async ({ page, smtp }) => {
    const email = uniqueEmail('resend');
    await page.clock.install();
    await page.goto('/signup');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send OTP', exact: true }).click();
    await expect(page.getByText('Resend OTP in 30 secs', { exact: true })).toBeVisible();
    const first = otpIn(await mailNumber(smtp, email, 1));

    await page.clock.fastForward(10_000);
    await expect(page.getByText('Resend OTP in 20 secs', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send OTP', exact: true })).toHaveCount(0);
    await page.clock.fastForward(20_500);
    await expect(page.getByText(/Resend OTP in/)).toHaveCount(0);
    await page.getByRole('button', { name: 'Send OTP', exact: true }).click();
    await expect(page.getByText('Resend OTP in 30 secs', { exact: true })).toBeVisible();
    const second = otpIn(await mailNumber(smtp, email, 2));

    const otp = page.getByLabel('OTP', { exact: true });
    if (first !== second) {
      await otp.fill(first);
      await page.getByRole('button', { name: 'Verify OTP', exact: true }).click();
      await expect(page.getByText(/Incorrect OTP/)).toBeVisible();
    }
    await otp.fill(second);
    await page.getByRole('button', { name: 'Verify OTP', exact: true }).click();
    await expect(page.getByText('✓ E-mail verified')).toBeVisible();
  });

  test('tells a registered user to log in instead', async ({ page, server }) => {
    const user = await createUser(server);
    await page.goto('/signup');
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('button', { name: 'Send OTP', exact: true }).click();
    await expect(toastWith(page, 'User already exists. Please login.')).toBeVisible();
    await expect(page.getByLabel('OTP', { exact: true })).toHaveCount(0);
  });
});

test.describe('login', () => {
  test('gives the same notice for a wrong password and an unknown e-mail; the password can be shown', async ({
    page,
    server,
  }) => {
    const user = await createUser(server);
    await page.goto('/login');
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('not my password');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');

    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(toastWith(page, 'Invalid credentials. Please try again.')).toHaveCount(1);
    await page.getByLabel('Email').fill(uniqueEmail('nobody'));
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(toastWith(page, 'Invalid credentials. Please try again.')).toHaveCount(2);
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  });

  test('sends the Basic header and the JSON body, and goes to /usercart with a picked template', async ({
    page,
    server,
  }) => {
    const user = await createUser(server);
    const template = findTemplate('wed001')!;
    await page.goto('/login');
    await page.evaluate(
      (t) => localStorage.setItem('selectedTemplate', JSON.stringify({ ...t, expirationTime: Date.now() + 600_000 })),
      template,
    );
    const request = page.waitForRequest('**/rest/api/login');
    await logInThroughForm(page, user.email, user.password);
    const sent = await request;
    expect(sent.headers()['authorization']).toBe(
      `Basic ${Buffer.from(`${user.email}:${user.password}`).toString('base64')}`,
    );
    expect(sent.headers()['x-requested-with']).toBe('XMLHttpRequest');
    expect(sent.postDataJSON()).toEqual({ email: user.email, password: user.password });
    await expect(page).toHaveURL(/\/usercart$/);
  });

  test('a private route while signed out leads to /login and back after logging in', async ({ page, server }) => {
    const user = await createUser(server);
    await page.goto('/templetes');
    await expect(page).toHaveURL(/\/login\?from=%2Ftempletes$/);
    await expect(page.getByText('Please log in to continue.')).toBeVisible();
    await logInThroughForm(page, user.email, user.password);
    await expect(page).toHaveURL(/\/templetes$/);
  });

  test('logout clears the session and the back button does not return to the signed-in pages', async ({
    page,
    server,
  }) => {
    const user = await createUser(server);
    await page.goto('/login');
    await logInThroughForm(page, user.email, user.password);
    await expect(page).toHaveURL(/\/temp$/);
    await page.goto('/dash');
    await page
      .getByRole('link', { name: /templetes/i })
      .first()
      .click();
    await expect(page).toHaveURL(/\/templetes$/);
    // A template picked before logging out must not follow the next person using this phone.
    await page.evaluate(
      (t) => localStorage.setItem('selectedTemplate', JSON.stringify({ ...t, expirationTime: Date.now() + 600_000 })),
      findTemplate('wed001')!,
    );
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    const stored = await page.evaluate(() => ({ ...localStorage }));
    expect(stored.accessToken).toBeUndefined();
    expect(stored.accessTokenExpiration).toBeUndefined();
    expect(stored.userEmail).toBeUndefined();
    expect(stored.selectedTemplate).toBeUndefined();

    await page.goBack();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Account menu' })).toHaveCount(0);
    await page.goBack();
    await expect(page.getByRole('button', { name: 'Account menu' })).toHaveCount(0);
  });
});
