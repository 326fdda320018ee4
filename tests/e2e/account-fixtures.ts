/**
 * Account journeys run against a server that mails through a real SMTP sink started here, so the tests read
 * the OTP and the reset link from the mail a user would get.
 */
import type { Page } from '@playwright/test';
import {
  otpIn,
  resetLinkIn,
  startSmtpSink,
  type ReceivedMail,
  type SmtpSink,
} from '../../src/server/mail/testing/smtp-sink';
import { expect, test as base } from './fixtures';

export const test = base.extend<object, { smtp: SmtpSink }>({
  smtp: [
    // Playwright reads a fixture's dependencies from this parameter's destructuring: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const sink = await startSmtpSink();
      await use(sink);
      await sink.close();
    },
    { scope: 'worker' },
  ],
  serverOverrides: [async ({ smtp }, use) => use({ smtpUrl: smtp.url }), { scope: 'worker' }],
});

export { expect };

let counter = 0;
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@example.in`;
}

/** The mails sent to an address so far, waiting for the `count`-th to arrive. */
export async function mailNumber(smtp: SmtpSink, email: string, count: number): Promise<ReceivedMail> {
  const to = email.toLowerCase();
  await expect
    .poll(() => smtp.mails.filter((m) => m.to.includes(to)).length, { timeout: 15_000 })
    .toBeGreaterThanOrEqual(count);
  return smtp.mails.filter((m) => m.to.includes(to))[count - 1];
}

export { otpIn, resetLinkIn };

/**
 * Toasts with this text: a string must be the whole text, same case and punctuation (Playwright's own string
 * matching ignores case and accepts a part). `kind` narrows to success, error, warning or info toasts.
 */
export function toastWith(page: Page, text: string | RegExp, kind?: 'success' | 'error' | 'warning' | 'info') {
  const exact = typeof text === 'string' ? new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) : text;
  return page.locator(kind ? `.toaster .toast--${kind}` : '.toaster .toast').filter({ hasText: exact });
}

export async function logInThroughForm(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}
