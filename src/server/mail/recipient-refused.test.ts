/**
 * A mail server that refuses the recipient for good (5xx to RCPT TO) is the address's fault: signup answers
 * 400 with a sentence the page shows. A server that is down or answers 4xx is ours: 503, try again.
 */
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_CODES, MAILBOX_REFUSED } from '../../shared/account';
import { backgroundSettled } from '../account';
import { createTestApp, createUserWithToken, type TestApp } from '../testing/test-app';
import { createSmtpMailer, RecipientRefused } from './mailer';

/** Answers RCPT TO for `<code>@...` with that SMTP code, accepts every other recipient. */
async function refusingServer(): Promise<{ url: string; delivered: string[]; close(): Promise<void> }> {
  const delivered: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const code = Number(/^(\d{3})-/.exec(address.address)?.[1] ?? 0);
      if (!code) return callback();
      const error = Object.assign(new Error(code === 553 ? 'Bad recipient address syntax' : 'Mailbox unavailable'), {
        responseCode: code,
      });
      callback(error);
    },
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        delivered.push(...session.envelope.rcptTo.map((rcpt) => rcpt.address));
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
  return {
    url: `smtp://127.0.0.1:${port}`,
    delivered,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let smtp: Awaited<ReturnType<typeof refusingServer>>;
let t: TestApp;

beforeAll(async () => {
  smtp = await refusingServer();
  t = await createTestApp({ overrides: { smtpUrl: smtp.url } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const sendOtp = (email: string) =>
  t.app.inject({ method: 'GET', url: `/rest/api/send-verify-otp?email=${encodeURIComponent(email)}` });

describe('the SMTP mailer', () => {
  it('names a permanent refusal of the recipient, and only that', async () => {
    const mailer = createSmtpMailer(smtp.url, 'no-reply@utsav-invites.in');
    try {
      for (const code of [550, 553]) {
        const sent = mailer.send({ to: `${code}-x@example.in`, subject: 's', text: 't' });
        await expect(sent).rejects.toBeInstanceOf(RecipientRefused);
        await expect(sent).rejects.toMatchObject({ responseCode: code });
      }
      const later = mailer.send({ to: '450-x@example.in', subject: 's', text: 't' });
      await expect(later).rejects.toThrow();
      await expect(later).rejects.not.toBeInstanceOf(RecipientRefused);
    } finally {
      await mailer.close();
    }
  });
});

describe('signup code to an address the mail server refuses', () => {
  it.each([550, 553])('answers 400 "This e-mail address cannot receive mail." for %i', async (code) => {
    const answer = await sendOtp(`${code}-refused@example.in`);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({
      message: 'This e-mail address cannot receive mail.',
      responce: MAILBOX_REFUSED,
      responceId: AUTH_CODES.mailboxRefused,
    });
  });

  it('answers 503 when the mail server answers 4xx', async () => {
    const answer = await sendOtp('451-later@example.in');
    expect(answer.statusCode).toBe(503);
    expect(answer.json().responceId).toBe(AUTH_CODES.mailFailed);
  });

  it('still sends to an address the server takes', async () => {
    expect((await sendOtp('fine@example.in')).statusCode).toBe(200);
    expect(smtp.delivered).toContain('fine@example.in');
  });
});

describe('password reset to an address the mail server refuses', () => {
  it('answers as always (the mail goes after the answer, whether or not an account exists)', async () => {
    await createUserWithToken(t, { email: '553-member@example.in' });
    const answers = await Promise.all(
      ['553-member@example.in', '553-nobody@example.in', 'fine-nobody@example.in'].map((email) =>
        t.app.inject({ method: 'POST', url: '/rest/api/forgot-password', payload: { email } }),
      ),
    );
    await backgroundSettled(t.app.ctx);
    const bodies = answers.map((answer) => ({ status: answer.statusCode, body: answer.json().responce }));
    expect(new Set(bodies.map((body) => JSON.stringify(body))).size).toBe(1);
    expect(bodies[0]!.status).toBe(200);
  });
});
