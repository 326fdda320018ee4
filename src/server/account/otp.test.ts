import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emailOtps, users } from '../db/schema';
import { createTestApp, createUserWithToken, type TestApp } from '../testing/test-app';
import { defaultLimits, lastMailTo, mailsTo, otpIn, sendOtp, verifyOtp } from './testing';

// One app for the file (a fresh database per test is slow); each test uses its own e-mail and address.
let t: TestApp;
let email: string;
let n = 0;
const defaults = defaultLimits();

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  n += 1;
  email = `asha${n}@example.in`;
});

describe('send-verify-otp', () => {
  it('answers OSS and mails a 4-digit code in plain text', async () => {
    const res = await sendOtp(t, email.replace('asha', 'Asha').replace('example', 'Example'));
    expect(res.statusCode).toBe(200);
    expect(res.json().responceId).toBe('OSS');
    const mail = await lastMailTo(t, email);
    expect(otpIn(mail)).toMatch(/^\d{4}$/);
    expect(mail.text).toContain(otpIn(mail));
  });

  it('stores the code hashed, never as sent', async () => {
    await sendOtp(t, email);
    const code = otpIn(await lastMailTo(t, email));
    const [row] = await t.app.ctx.db.select().from(emailOtps).where(eq(emailOtps.email, email));
    expect(row.codeHash).not.toContain(code);
    expect(row.codeHash.length).toBeGreaterThan(20);
  });

  it('answers UE for an e-mail that has an account, and for the admin e-mail, without mailing', async () => {
    await createUserWithToken(t, { email });
    expect((await sendOtp(t, email)).json()).toMatchObject({
      responceId: 'UE',
      responce: 'User already exists. Please login.',
    });
    expect((await sendOtp(t, t.config.adminEmail)).json().responceId).toBe('UE');
    expect(mailsTo(t, email)).toHaveLength(0);
  });

  it('limits sends per e-mail per hour, then allows again', async () => {
    for (let i = 0; i < defaults.otpSendsPerEmailPerHour; i++) expect((await sendOtp(t, email)).statusCode).toBe(200);
    const refused = await sendOtp(t, email);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().responceId).toBe('TOO_MANY_REQUESTS');
    expect(refused.headers['retry-after']).toBeDefined();
    expect(mailsTo(t, email)).toHaveLength(defaults.otpSendsPerEmailPerHour);
    t.clock.advance(61 * 60 * 1000);
    expect((await sendOtp(t, email)).statusCode).toBe(200);
  });

  it('limits sends per client address across e-mails, and not other clients', async () => {
    const small = await createTestApp({ overrides: { limits: { ...defaults, otpSendsPerClientPerHour: 3 } } });
    try {
      for (let i = 0; i < 3; i++) expect((await sendOtp(small, `u${i}@example.in`, '10.1.1.1')).statusCode).toBe(200);
      expect((await sendOtp(small, 'u9@example.in', '10.1.1.1')).statusCode).toBe(429);
      expect(mailsTo(small, 'u9@example.in')).toHaveLength(0);
      expect((await sendOtp(small, 'u9@example.in', '10.2.2.2')).statusCode).toBe(200);
    } finally {
      await small.close();
    }
  });

  it('refuses a malformed e-mail with a clear 400', async () => {
    const res = await sendOtp(t, 'not-an-email');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/email/);
    const missing = await t.app.inject({ method: 'GET', url: '/rest/api/send-verify-otp' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/email is required/);
  });

  it('answers 503 when the mail cannot be sent', async () => {
    const broken = await createTestApp({
      mailer: {
        kind: 'smtp',
        send: async () => Promise.reject(new Error('connection refused')),
        close: async () => {},
      },
    });
    try {
      const res = await sendOtp(broken, email);
      expect(res.statusCode).toBe(503);
      expect(res.json().responceId).toBe('MAIL_FAILED');
    } finally {
      await broken.close();
    }
  });
});

describe('verify-user', () => {
  async function codeFor(address = email): Promise<string> {
    await sendOtp(t, address);
    return otpIn(await lastMailTo(t, address));
  }
  const wrong = (code: string) => String((Number(code) + 1) % 10000).padStart(4, '0');

  it('answers OVS for the mailed code', async () => {
    const res = await verifyOtp(t, email, await codeFor());
    expect(res.statusCode).toBe(200);
    expect(res.json().responceId).toBe('OVS');
  });

  it('is single use', async () => {
    const code = await codeFor();
    expect((await verifyOtp(t, email, code)).json().responceId).toBe('OVS');
    const again = await verifyOtp(t, email, code);
    expect(again.statusCode).toBe(400);
    expect(again.json().responceId).toBe('OTP_EXPIRED');
  });

  it('expires after 10 minutes', async () => {
    const code = await codeFor();
    t.clock.advance(10 * 60 * 1000 + 1);
    const res = await verifyOtp(t, email, code);
    expect(res.statusCode).toBe(400);
    expect(res.json().responceId).toBe('OTP_EXPIRED');
  });

  it('still accepts the code just before 10 minutes', async () => {
    const code = await codeFor();
    t.clock.advance(10 * 60 * 1000 - 1000);
    expect((await verifyOtp(t, email, code)).json().responceId).toBe('OVS');
  });

  it('counts wrong tries and locks the code after 5, even for the right code', async () => {
    const code = await codeFor();
    const first = await verifyOtp(t, email, wrong(code));
    expect(first.statusCode).toBe(400);
    expect(first.json()).toMatchObject({ responceId: 'OTP_INVALID', responce: 'Incorrect OTP. 4 tries left.' });
    for (let i = 0; i < 3; i++) await verifyOtp(t, email, wrong(code));
    const fifth = await verifyOtp(t, email, wrong(code));
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().responceId).toBe('OTP_LOCKED');
    const right = await verifyOtp(t, email, code);
    expect(right.statusCode).toBe(429);
    expect(right.json().responceId).toBe('OTP_LOCKED');
  });

  it('a new code replaces the old one and resets the tries', async () => {
    const oldCode = await codeFor();
    for (let i = 0; i < 4; i++) await verifyOtp(t, email, wrong(oldCode));
    let newCode = await codeFor();
    // Codes are random; in the rare case the new one equals the old, ask again.
    while (newCode === oldCode) newCode = await codeFor();
    expect((await verifyOtp(t, email, oldCode)).json().responceId).toBe('OTP_INVALID');
    expect((await verifyOtp(t, email, newCode)).json().responceId).toBe('OVS');
  });

  it('answers OTP_EXPIRED for an e-mail that never got a code', async () => {
    const res = await verifyOtp(t, `nobody-${email}`, '1234');
    expect(res.statusCode).toBe(400);
    expect(res.json().responceId).toBe('OTP_EXPIRED');
  });

  it('validates the code: 4 digits only', async () => {
    for (const otp of ['123', '12345', 'abcd', '12a4', { code: '1234' }]) {
      const res = await t.app.inject({ method: 'POST', url: '/rest/api/verify-user', payload: { email, otp } });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/otp/);
    }
  });

  it('creates no account by itself', async () => {
    await verifyOtp(t, email, await codeFor());
    expect(await t.app.ctx.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });
});
