/**
 * The account pages' failure notices (spec section 8) and session rules that a normal journey never meets:
 * the server's answers are replaced here so each branch shows its own exact text.
 */
import type { Page } from '@playwright/test';
import { MAILBOX_REFUSED } from '../../src/shared/account';
import { expect, test, toastWith, uniqueEmail } from './account-fixtures';
import { appHasTakenOver } from './storefront-helpers';

const SEND_OTP = /\/rest\/api\/send-verify-otp\?/;
const VERIFY_OTP = /\/rest\/api\/verify-user$/;
const SIGNUP = /\/rest\/api\/signup$/;

/** Step 1 done against stand-in answers (OSS, then OVS), so step 2 can be submitted. */
async function reachDetails(page: Page, email: string) {
  await page.route(SEND_OTP, (route) =>
    route.fulfill({ json: { responceId: 'OSS', responce: 'OTP sent to your e-mail.' } }),
  );
  await page.route(VERIFY_OTP, (route) => route.fulfill({ json: { responceId: 'OVS', responce: 'E-mail verified.' } }));
  await page.goto('/signup');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await page.getByLabel('OTP', { exact: true }).fill('1234');
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(page.getByLabel('Full Name')).toBeEnabled();
  await page.getByLabel('Full Name').fill('Asha Rao');
  await page.getByLabel('Phone').fill('9845012345');
  await page.getByLabel('Password', { exact: true }).fill('kesari-bath-2027');
  await page.getByLabel('Confirm Password').fill('kesari-bath-2027');
  await page.getByLabel(/I agree to the/).check();
}

test.describe('signup failures', () => {
  test('sending the OTP: a network failure and a refused send give their notices and no OTP field', async ({
    page,
  }) => {
    await page.goto('/signup');
    await page.getByLabel('Email').fill(uniqueEmail('offline'));

    await page.route(SEND_OTP, (route) => route.abort('failed'));
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(toastWith(page, 'Error: Unable to send OTP. Please try again later.')).toBeVisible();
    await expect(page.getByLabel('OTP', { exact: true })).toHaveCount(0);

    await page.unroute(SEND_OTP);
    await page.route(SEND_OTP, (route) =>
      route.fulfill({
        status: 503,
        json: {
          error: 'Service Unavailable',
          message: 'Mail is down.',
          responce: 'Mail is down.',
          responceId: 'MAIL_FAILED',
        },
      }),
    );
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(toastWith(page, 'Error sending OTP.')).toBeVisible();
    await expect(page.getByLabel('OTP', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Send OTP' })).toBeVisible();
  });

  test('sending the OTP to an address the mail server refuses shows the server sentence under the e-mail', async ({
    page,
  }) => {
    await page.goto('/signup');
    await page.getByLabel('Email').fill(uniqueEmail('refused'));
    await page.route(SEND_OTP, (route) =>
      route.fulfill({
        status: 400,
        json: {
          error: 'Bad Request',
          message: MAILBOX_REFUSED,
          responce: MAILBOX_REFUSED,
          responceId: 'MAILBOX_REFUSED',
        },
      }),
    );
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(toastWith(page, 'Error sending OTP.')).toBeVisible();
    await expect(page.getByText(MAILBOX_REFUSED)).toBeVisible();
    await expect(page.getByLabel('OTP', { exact: true })).toHaveCount(0);
  });

  test('signing up: UE keeps the page with the server message, a failure says so, any other success says Signup successful!', async ({
    page,
  }) => {
    const email = uniqueEmail('details');
    await reachDetails(page, email);
    const signUp = page.getByRole('button', { name: 'Sign Up' });

    await page.route(SIGNUP, (route) =>
      route.fulfill({ json: { responceId: 'UE', responce: 'User already exists. Please login.' } }),
    );
    const sent = page.waitForRequest(SIGNUP);
    await signUp.click();
    expect((await sent).postDataJSON()).toEqual({
      email,
      password: 'kesari-bath-2027',
      full_name: 'Asha Rao',
      phone: '9845012345',
      role: 'user',
    });
    await expect(toastWith(page, 'User already exists. Please login.', 'error')).toBeVisible();
    await expect(page).toHaveURL(/\/signup$/);

    await page.unroute(SIGNUP);
    await page.route(SIGNUP, (route) =>
      route.fulfill({ status: 500, json: { error: 'Internal Server Error', message: 'boom' } }),
    );
    await signUp.click();
    await expect(toastWith(page, 'Error signing up. Please try again.')).toBeVisible();
    await expect(page).toHaveURL(/\/signup$/);

    await page.unroute(SIGNUP);
    await page.route(SIGNUP, (route) => route.fulfill({ json: { responceId: 'OK', responce: 'Created.' } }));
    await signUp.click();
    await expect(toastWith(page, 'Signup successful!', 'success')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('NUSS shows the server message as a warning and goes to /login', async ({ page }) => {
    await reachDetails(page, uniqueEmail('nuss'));
    await page.route(SIGNUP, (route) =>
      route.fulfill({ json: { responceId: 'NUSS', responce: 'Your account is ready. Please log in.' } }),
    );
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(toastWith(page, 'Your account is ready. Please log in.', 'warning')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('password reset failures', () => {
  test("forgot password: a failed call and an answer other than PRRSS give the spec's notices", async ({ page }) => {
    await page.goto('/forgotpass');
    await page.getByLabel('Email').fill(uniqueEmail('forgot'));
    const submit = page.getByRole('button', { name: 'Password Reset' });

    await page.route(/\/rest\/api\/forgot-password$/, (route) =>
      route.fulfill({ status: 500, json: { error: 'Internal Server Error', message: 'boom' } }),
    );
    await submit.click();
    await expect(toastWith(page, 'An error occurred while resetting the password.')).toBeVisible();

    await page.unroute(/\/rest\/api\/forgot-password$/);
    await page.route(/\/rest\/api\/forgot-password$/, (route) =>
      route.fulfill({ json: { responceId: 'SOMETHING_ELSE', responce: 'Hmm.' } }),
    );
    await submit.click();
    await expect(toastWith(page, 'Error: Unable to reset password.')).toBeVisible();
  });

  test("forgot password: a refusal's sentence is shown under the e-mail", async ({ page }) => {
    await page.goto('/forgotpass');
    await page.getByLabel('Email').fill(uniqueEmail('forgot-refused'));
    const sentence = 'Too many reset requests from your network. Please try again later.';
    await page.route(/\/rest\/api\/forgot-password$/, (route) =>
      route.fulfill({ status: 429, json: { error: 'Too Many Requests', message: sentence, responce: sentence } }),
    );
    await page.getByRole('button', { name: 'Password Reset' }).click();
    await expect(toastWith(page, 'An error occurred while resetting the password.')).toBeVisible();
    await expect(page.getByText(sentence)).toBeVisible();
  });

  test('reset password: a server failure gives the try-again-later notice and stays on the page', async ({ page }) => {
    await page.goto('/reset-user-passkey?token=asha@example.in::abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG');
    await page.route(/\/rest\/api\/reset-forgot-password$/, (route) =>
      route.fulfill({ status: 500, json: { error: 'Internal Server Error', message: 'boom' } }),
    );
    await page.getByLabel('New Password').fill('new-password-2027');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(
      toastWith(page, 'An error occurred while trying to reset the password. Please try again later.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/reset-user-passkey\?/);
  });
});

test.describe('session rules', () => {
  test('an expired stored session is cleared when the app loads, and the visitor sees Login/Signup', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      if (sessionStorage.getItem('__seeded')) return;
      sessionStorage.setItem('__seeded', '1');
      localStorage.setItem('accessToken', 'eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoidXNlciJ9.c2ln');
      localStorage.setItem('accessTokenExpiration', String(Date.now() - 1000));
      localStorage.setItem('userEmail', 'asha@example.in');
    });
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Login/Signup' })).toBeVisible();
    // The landing page's HTML shows Login/Signup before any script: what matters is what the app did on loading.
    await appHasTakenOver(page);
    const stored = await page.evaluate(() => ({ ...localStorage }));
    expect(stored.accessToken).toBeUndefined();
    expect(stored.accessTokenExpiration).toBeUndefined();
    expect(stored.userEmail).toBeUndefined();
  });

  test('every private route of the spec sends a signed-out visitor to /login', async ({ page }) => {
    const privateRoutes = [
      '/dash',
      '/templetes',
      '/wishes',
      '/gallery',
      '/help',
      '/setting',
      '/Coustomise',
      '/imageupld',
      '/payment',
      '/galleryimage/7',
      '/imageguestdetail/7',
      '/guestgallery',
      '/usersinput',
      '/Overview',
      '/Templates',
      '/Chat',
      '/Orders',
      '/formate',
      '/users',
      '/createlive',
    ];
    for (const path of privateRoutes) {
      await page.goto(path);
      await expect(page, path).toHaveURL(
        new RegExp(`/login\\?from=${encodeURIComponent(path).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
      );
    }
  });
});
