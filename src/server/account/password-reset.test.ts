import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { passwordResets, users } from '../db/schema';
import type { Mail } from '../mail';
import { createTestApp, createUserWithToken, type TestApp } from '../testing/test-app';
import { splitResetToken } from '../../shared/account';
import { backgroundSettled } from './background';
import { defaultLimits, lastMailTo, login, mailsTo, resetLinkIn } from './testing';

let t: TestApp;
let email: string;
let ip: string;
let n = 0;
const password = 'old password 123';
const defaults = defaultLimits();

beforeAll(async () => {
  t = await createTestApp({ overrides: { publicUrl: 'https://invites.example.in' } });
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  n += 1;
  email = `kavya${n}@example.in`;
  ip = `10.5.0.${n}`;
});

const forgot = (address: string, from = ip) =>
  t.app.inject({ method: 'POST', url: '/rest/api/forgot-password', payload: { email: address }, remoteAddress: from });
const reset = (body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/rest/api/reset-forgot-password', payload: body });

/** Asks for a link and reads `{email}::{token}` out of the mailed link, as the reset page does. */
async function mailedToken(address: string): Promise<{ link: string; email: string; token: string }> {
  expect((await forgot(address)).json().responceId).toBe('PRRSS');
  const link = resetLinkIn(await lastMailTo(t, address));
  const parts = splitResetToken(new URL(link).searchParams.get('token'))!;
  return { link, ...parts };
}

describe('forgot-password', () => {
  it('mails {PUBLIC_URL}/reset-user-passkey?token={email}::{token} as plain text', async () => {
    await createUserWithToken(t, { email, password });
    const { link, token } = await mailedToken(email);
    expect(link).toBe(`https://invites.example.in/reset-user-passkey?token=${email}::${token}`);
    expect((await lastMailTo(t, email)).text).toContain(link);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('keeps an e-mail with a plus sign intact through the link', async () => {
    const plus = `kavya+${n}@example.in`;
    await createUserWithToken(t, { email: plus, password });
    const parts = await mailedToken(plus);
    expect(parts.email).toBe(plus);
  });

  it('answers exactly the same whether or not the e-mail has an account, and mails only the account', async () => {
    await createUserWithToken(t, { email, password });
    const known = await forgot(email);
    const unknown = await forgot(`nobody-${email}`);
    expect(known.statusCode).toBe(200);
    expect(known.json().responceId).toBe('PRRSS');
    expect(unknown.body).toBe(known.body);
    expect(unknown.statusCode).toBe(known.statusCode);
    await backgroundSettled(t.app.ctx);
    expect(mailsTo(t, email)).toHaveLength(1);
    expect(mailsTo(t, `nobody-${email}`)).toHaveLength(0);
  });

  it('answers before the mail is sent, so a slow mail server does not reveal the account', async () => {
    // The mail server holds every mail until the test releases it: if the route waited for the mail, the
    // answer would never come and the test would time out.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const sent: Mail[] = [];
    const slow = await createTestApp({
      mailer: {
        kind: 'smtp',
        send: async (mail) => {
          await held;
          sent.push(mail);
        },
        close: async () => {},
      },
    });
    try {
      await createUserWithToken(slow, { email, password });
      const forgotOn = (address: string) =>
        slow.app.inject({ method: 'POST', url: '/rest/api/forgot-password', payload: { email: address } });
      const known = await forgotOn(email);
      const unknown = await forgotOn(`nobody-${email}`);
      expect(known.body).toBe(unknown.body);
      expect(sent).toHaveLength(0);
      release();
      await backgroundSettled(slow.app.ctx);
      expect(sent.map((m) => m.to)).toEqual([email]);
    } finally {
      await slow.close();
    }
  });

  it('stores the token hashed', async () => {
    const user = await createUserWithToken(t, { email, password });
    const { token } = await mailedToken(email);
    const rows = await t.app.ctx.db.select().from(passwordResets).where(eq(passwordResets.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).not.toBe(token);
    expect(rows[0].tokenHash).not.toContain(token);
  });

  it('sends at most the per-e-mail number of links per hour, answering the same', async () => {
    await createUserWithToken(t, { email, password });
    for (let i = 0; i < defaults.resetRequestsPerEmailPerHour + 2; i++)
      expect((await forgot(email)).json().responceId).toBe('PRRSS');
    await backgroundSettled(t.app.ctx);
    expect(mailsTo(t, email)).toHaveLength(defaults.resetRequestsPerEmailPerHour);
  });

  it('limits requests per client address', async () => {
    const small = await createTestApp({ overrides: { limits: { ...defaults, resetRequestsPerClientPerHour: 2 } } });
    try {
      const ask = (address: string, from: string) =>
        small.app.inject({
          method: 'POST',
          url: '/rest/api/forgot-password',
          payload: { email: address },
          remoteAddress: from,
        });
      expect((await ask('a@example.in', '10.4.4.4')).statusCode).toBe(200);
      expect((await ask('b@example.in', '10.4.4.4')).statusCode).toBe(200);
      const refused = await ask('c@example.in', '10.4.4.4');
      expect(refused.statusCode).toBe(429);
      expect(refused.json().responceId).toBe('TOO_MANY_REQUESTS');
      expect((await ask('c@example.in', '10.5.5.5')).statusCode).toBe(200);
    } finally {
      await small.close();
    }
  });
});

describe('reset-forgot-password', () => {
  it('sets the new password (PUSS): the old one stops working, old sessions die', async () => {
    const user = await createUserWithToken(t, { email, password });
    const { token } = await mailedToken(email);
    t.clock.advance(1000);
    const res = await reset({ email, token, password: 'new password 456' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ responceId: 'PUSS', responce: 'Password updated successfully!' });
    expect((await login(t, email, password, ip)).statusCode).toBe(401);
    expect((await login(t, email, 'new password 456', ip)).statusCode).toBe(200);
    const old = await t.app.inject({
      method: 'GET',
      url: '/rest/api/user_details',
      headers: { authorization: user.authorization },
    });
    expect(old.statusCode).toBe(401);
  });

  it('is single use', async () => {
    await createUserWithToken(t, { email, password });
    const { token } = await mailedToken(email);
    expect((await reset({ email, token, password: 'new password 456' })).statusCode).toBe(200);
    const again = await reset({ email, token, password: 'third password 789' });
    expect(again.statusCode).toBe(400);
    expect(again.json().responceId).toBe('INVALID_TOKEN');
    expect((await login(t, email, 'new password 456', ip)).statusCode).toBe(200);
  });

  it('expires after 30 minutes', async () => {
    await createUserWithToken(t, { email, password });
    const { token } = await mailedToken(email);
    t.clock.advance(30 * 60 * 1000 + 1);
    expect((await reset({ email, token, password: 'new password 456' })).statusCode).toBe(400);
    expect((await login(t, email, password, ip)).statusCode).toBe(200);
  });

  it('works just before 30 minutes', async () => {
    await createUserWithToken(t, { email, password });
    const { token } = await mailedToken(email);
    t.clock.advance(29 * 60 * 1000);
    expect((await reset({ email, token, password: 'new password 456' })).statusCode).toBe(200);
  });

  it('kills every other link when the password changes', async () => {
    await createUserWithToken(t, { email, password });
    const first = await mailedToken(email);
    const second = await mailedToken(email);
    t.clock.advance(1000);
    expect((await reset({ email, token: second.token, password: 'new password 456' })).statusCode).toBe(200);
    expect((await reset({ email, token: first.token, password: 'hijacked pass 1' })).statusCode).toBe(400);
  });

  it('kills links issued before a password change made elsewhere (admin restart, another reset)', async () => {
    const user = await createUserWithToken(t, { email, password });
    const { token } = await mailedToken(email);
    t.clock.advance(1000);
    await t.app.ctx.db.update(users).set({ passwordChangedAt: t.clock.now() }).where(eq(users.id, user.id));
    expect((await reset({ email, token, password: 'new password 456' })).statusCode).toBe(400);
  });

  it("refuses another account's token, a made-up token and an unknown e-mail", async () => {
    await createUserWithToken(t, { email, password });
    await createUserWithToken(t, { email: `b-${email}`, password });
    const { token } = await mailedToken(email);
    expect((await reset({ email: `b-${email}`, token, password: 'new password 456' })).statusCode).toBe(400);
    expect((await reset({ email, token: 'A'.repeat(43), password: 'new password 456' })).statusCode).toBe(400);
    expect((await reset({ email: `nobody-${email}`, token, password: 'new password 456' })).statusCode).toBe(400);
    expect((await login(t, email, password, ip)).statusCode).toBe(200);
  });

  it('validates the new password and the token shape without using the token', async () => {
    await createUserWithToken(t, { email, password });
    const { token } = await mailedToken(email);
    const short = await reset({ email, token, password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toMatch(/password/);
    expect((await reset({ email, token: 'not a token!', password: 'new password 456' })).statusCode).toBe(400);
    expect((await reset({ email, token })).json().message).toMatch(/password is required/);
    expect((await reset({ email, token, password: 'new password 456' })).statusCode).toBe(200);
  });
});

describe('the reset page', () => {
  it('is served with Referrer-Policy: no-referrer; other pages keep the site policy', async () => {
    const webDist = mkdtempSync(join(tmpdir(), 'web-'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
    const web = await createTestApp({ overrides: { webDist } });
    try {
      const page = await web.app.inject({ method: 'GET', url: `/reset-user-passkey?token=${email}::abc` });
      expect(page.statusCode).toBe(200);
      expect(page.headers['referrer-policy']).toBe('no-referrer');
      const other = await web.app.inject({ method: 'GET', url: '/login' });
      expect(other.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    } finally {
      await web.close();
      rmSync(webDist, { recursive: true, force: true });
    }
  });
});
