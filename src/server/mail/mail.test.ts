import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../testing/test-app';
import { outboxOf } from '.';
import { createSmtpMailer } from './mailer';
import { otpIn, resetLinkIn, startSmtpSink, type SmtpSink } from './testing/smtp-sink';
import { backgroundSettled } from '../auth/background';
import { createUserWithToken } from '../testing/test-app';

let sink: SmtpSink;

beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(async () => {
  await sink.close();
});

describe('SMTP mailer', () => {
  it('delivers plain text (and an HTML part) over plain SMTP', async () => {
    const mailer = createSmtpMailer(sink.url, 'Utsav Invites <no-reply@utsav-invites.in>');
    await mailer.send({ to: 'guest@example.in', subject: 'Hello', text: 'Your code:\n\n4821\n', html: '<p>4821</p>' });
    await mailer.close();
    const mail = await sink.waitForMail((m) => m.to.includes('guest@example.in'));
    expect(mail.from).toBe('no-reply@utsav-invites.in');
    expect(mail.subject).toBe('Hello');
    expect(otpIn(mail)).toBe('4821');
  });

  it('carries the OTP and the reset link from the app when SMTP_URL is set', async () => {
    const t = await createTestApp({ overrides: { smtpUrl: sink.url, publicUrl: 'https://shop.example.in' } });
    try {
      await t.app.inject({ method: 'GET', url: '/rest/api/send-verify-otp?email=smtp-otp@example.in' });
      const otpMail = await sink.waitForMail((m) => m.to.includes('smtp-otp@example.in'));
      const otp = otpIn(otpMail);
      expect((await t.app.inject({ method: 'POST', url: '/rest/api/verify-user', payload: { email: 'smtp-otp@example.in', otp } })).json().responceId).toBe('OVS');

      await createUserWithToken(t, { email: 'smtp-reset@example.in' });
      await t.app.inject({ method: 'POST', url: '/rest/api/forgot-password', payload: { email: 'smtp-reset@example.in' } });
      await backgroundSettled(t.app.ctx);
      const resetMail = await sink.waitForMail((m) => m.to.includes('smtp-reset@example.in'));
      expect(resetLinkIn(resetMail)).toMatch(/^https:\/\/shop\.example\.in\/reset-user-passkey\?token=smtp-reset@example\.in::[A-Za-z0-9_-]{43}$/);
      expect(() => outboxOf(t.app)).toThrow(/SMTP/);
    } finally {
      await t.close();
    }
  });
});

describe('development outbox', () => {
  it('keeps each mail, prints it and writes it under DATA_DIR/outbox', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const t = await createTestApp({ overrides: { logLevel: 'warn' } });
    try {
      await t.app.inject({ method: 'GET', url: '/rest/api/send-verify-otp?email=dev@example.in' });
      const [mail] = outboxOf(t.app);
      expect(mail.to).toBe('dev@example.in');
      const code = otpIn(mail);
      expect(log.mock.calls.some(([line]) => String(line).includes(code) && String(line).includes('dev@example.in'))).toBe(true);
      const dir = join(t.dataDir, 'outbox');
      expect(existsSync(dir)).toBe(true);
      const [file] = readdirSync(dir);
      expect(readFileSync(join(dir, file), 'utf8')).toContain(code);
    } finally {
      log.mockRestore();
      await t.close();
    }
  });
});
