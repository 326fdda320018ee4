/** Shortcuts for server tests that need accounts made the real way (OTP mail, signup, login). */
import { loadConfig, type AppConfig } from '../config';
import type { TestApp } from '../testing/test-app';
import { outboxOf, type SentMail } from '../mail';
import { otpIn, resetLinkIn } from '../mail/testing/smtp-sink';
import { backgroundSettled } from './background';

export { otpIn, resetLinkIn };

/** The newest outbox mail to an address. */
export async function lastMailTo(t: TestApp, email: string): Promise<SentMail> {
  await backgroundSettled(t.app.ctx);
  const mail = outboxOf(t.app)
    .filter((m) => m.to === email.toLowerCase())
    .at(-1);
  if (!mail) throw new Error(`No mail to ${email}`);
  return mail;
}

export function mailsTo(t: TestApp, email: string): SentMail[] {
  return outboxOf(t.app).filter((m) => m.to === email.toLowerCase());
}

export async function sendOtp(t: TestApp, email: string, ip = '10.0.0.1') {
  return t.app.inject({
    method: 'GET',
    url: `/rest/api/send-verify-otp?email=${encodeURIComponent(email)}`,
    remoteAddress: ip,
  });
}

export async function verifyOtp(t: TestApp, email: string, otp: string) {
  return t.app.inject({ method: 'POST', url: '/rest/api/verify-user', payload: { email, otp } });
}

/** The signup-completion cookie a verify-user answer set, to send with the signup like the browser does. */
export function completionCookie(verified: { cookies: { name: string; value: string }[] }): Record<string, string> {
  return Object.fromEntries(verified.cookies.map((c) => [c.name, c.value]));
}

export function signupBody(email: string, overrides: Record<string, unknown> = {}) {
  return {
    email,
    password: 'tulsi-garden-42',
    full_name: 'Meera Iyer',
    phone: '9845012345',
    role: 'user',
    ...overrides,
  };
}

/** Sends, reads and verifies the OTP, then signs up; returns the credentials. */
export async function signUpThroughOtp(t: TestApp, email: string, password = 'tulsi-garden-42') {
  await sendOtp(t, email);
  const otp = otpIn(await lastMailTo(t, email));
  const verified = await verifyOtp(t, email, otp);
  if (verified.json().responceId !== 'OVS') throw new Error(`OTP not verified: ${verified.body}`);
  const signup = await t.app.inject({
    method: 'POST',
    url: '/rest/api/signup',
    payload: signupBody(email, { password }),
    cookies: completionCookie(verified),
  });
  if (signup.json().responceId !== 'NUSS') throw new Error(`Signup failed: ${signup.body}`);
  return { email, password };
}

export async function login(t: TestApp, email: string, password: string, ip = '10.0.0.1') {
  return t.app.inject({
    method: 'POST',
    url: '/rest/api/login',
    remoteAddress: ip,
    headers: {
      authorization: `Basic ${Buffer.from(`${email}:${password}`).toString('base64')}`,
      'x-requested-with': 'XMLHttpRequest',
    },
    payload: { email, password },
  });
}

/** The default limits, to override one of them in a test app. */
export function defaultLimits(): AppConfig['limits'] {
  return loadConfig({}, { dataDir: '/tmp', jwtSecret: 'unused-secret-that-is-long-enough-000' }).limits;
}
