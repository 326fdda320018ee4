import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../testing/test-app';
import { outboxOf } from '.';
import { createSmtpMailer } from './mailer';
import { otpIn, resetLinkIn, startSmtpSink, type SmtpSink } from './testing/smtp-sink';
import { backgroundSettled } from '../account';
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
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: '/rest/api/verify-user',
            payload: { email: 'smtp-otp@example.in', otp },
          })
        ).json().responceId,
      ).toBe('OVS');

      await createUserWithToken(t, { email: 'smtp-reset@example.in' });
      await t.app.inject({
        method: 'POST',
        url: '/rest/api/forgot-password',
        payload: { email: 'smtp-reset@example.in' },
      });
      await backgroundSettled(t.app.ctx);
      const resetMail = await sink.waitForMail((m) => m.to.includes('smtp-reset@example.in'));
      expect(resetLinkIn(resetMail)).toMatch(
        /^https:\/\/shop\.example\.in\/reset-user-passkey\?token=smtp-reset@example\.in::[A-Za-z0-9_-]{43}$/,
      );
      expect(() => outboxOf(t.app)).toThrow(/SMTP/);
    } finally {
      await t.close();
    }
  });
});

/** A self-signed pair for 127.0.0.1 (valid until 2126), only for the TLS test below. */
const TEST_TLS_KEY = `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgUPuOjypqDkgL6JXX
HCjWSTNMOu4qsdYK86dhs5drwfOhRANCAASIverQKSL1e77B6USywClJIoyTb2fb
i+FOsuSVsTx3MheUnUCaLY8gIrFn36AnR41OKg32zxhQ6zZwDZTR1MWX
-----END PRIVATE KEY-----`;
const TEST_TLS_CERT = `-----BEGIN CERTIFICATE-----
MIIBmjCCAUGgAwIBAgIUP/yD05/tRiDTR3ibXselQpaSU5IwCgYIKoZIzj0EAwIw
FDESMBAGA1UEAwwJbG9jYWxob3N0MCAXDTI2MTEyMTA0MzgzOVoYDzIxMjYxMDI4
MDQzODM5WjAUMRIwEAYDVQQDDAlsb2NhbGhvc3QwWTATBgcqhkjOPQIBBggqhkjO
PQMBBwNCAASIverQKSL1e77B6USywClJIoyTb2fbi+FOsuSVsTx3MheUnUCaLY8g
IrFn36AnR41OKg32zxhQ6zZwDZTR1MWXo28wbTAdBgNVHQ4EFgQULbMlZ7DK7MY9
AcxzXhuezeNLQLUwHwYDVR0jBBgwFoAULbMlZ7DK7MY9AcxzXhuezeNLQLUwDwYD
VR0TAQH/BAUwAwEB/zAaBgNVHREEEzARhwR/AAABgglsb2NhbGhvc3QwCgYIKoZI
zj0EAwIDRwAwRAIgA/CX0UfXdYvLf4hHc/+LZ0X2KVboVB5r0iHnlF6sbzkCIG4N
EPXTkDtKMguVlaQ+sggnWr+o4kQ6U1GQzi6rRFhG
-----END CERTIFICATE-----`;

describe('SMTP mailer over smtps:// with a login', () => {
  it('speaks TLS from the first byte and logs in with the user and password of the URL', async () => {
    const seen: { user?: string; pass?: string; secure?: boolean; raw?: string } = {};
    const server = new SMTPServer({
      secure: true,
      key: TEST_TLS_KEY,
      cert: TEST_TLS_CERT,
      logger: false,
      onAuth(auth, _session, callback) {
        seen.user = auth.username;
        seen.pass = auth.password ?? undefined;
        if (auth.username === 'mailer' && auth.password === 's3cret:pass') callback(null, { user: auth.username });
        else callback(new Error('Invalid username or password'));
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          seen.secure = session.secure;
          seen.raw = Buffer.concat(chunks).toString('utf8');
          callback();
        });
      },
    });
    const port = await new Promise<number>((resolve) => {
      server.listen(0, '127.0.0.1', () => {
        const address = server.server.address();
        resolve(typeof address === 'object' && address ? address.port : 0);
      });
    });
    try {
      // The test certificate is self-signed; a real smtps:// server has one the system trusts.
      const mailer = createSmtpMailer(
        `smtps://mailer:s3cret%3Apass@127.0.0.1:${port}/?tls.rejectUnauthorized=false`,
        'no-reply@utsav-invites.in',
      );
      await mailer.send({ to: 'guest@example.in', subject: 'Code', text: 'Your code:\n\n7310\n' });
      await mailer.close();
      expect(seen).toMatchObject({ user: 'mailer', pass: 's3cret:pass', secure: true });
      expect(seen.raw).toContain('7310');
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
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
      expect(
        log.mock.calls.some(([line]) => String(line).includes(code) && String(line).includes('dev@example.in')),
      ).toBe(true);
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

describe('the app mailer', () => {
  it('is closed with the app, after a reset mail still on its way has gone out', async () => {
    const events: string[] = [];
    const t = await createTestApp({
      mailer: {
        kind: 'smtp',
        send: async (mail) => void events.push(`sent to ${mail.to}`),
        close: async () => void events.push('closed'),
      },
    });
    await createUserWithToken(t, { email: 'closing@example.in' });
    const answer = await t.app.inject({
      method: 'POST',
      url: '/rest/api/forgot-password',
      payload: { email: 'closing@example.in' },
    });
    expect(answer.statusCode).toBe(200);
    await t.close();
    expect(events).toEqual(['sent to closing@example.in', 'closed']);
  });
});
