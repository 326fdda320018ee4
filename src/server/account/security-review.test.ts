/**
 * Account findings of the security review: each test failed before its fix.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { emailOtps, sessions, users } from '../db/schema';
import { createTestApp, createUserWithToken, type TestApp } from '../testing/test-app';
import { revokeUserSessions } from './sessions';
import { hashPassword, verifyPassword } from './passwords';
import { completionCookie, lastMailTo, login, otpIn, sendOtp, signupBody, verifyOtp } from './testing';
import { verifyAccessToken } from './tokens';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const details = (token: string) =>
  t.app.inject({ method: 'GET', url: '/rest/api/user_details', headers: bearer(token) });

describe('signup completion is bound to the client that verified the code', () => {
  it('sets an HttpOnly, SameSite=Strict cookie on verify and refuses a signup without it', async () => {
    const email = 'bound@example.in';
    await sendOtp(t, email);
    const verified = await verifyOtp(t, email, otpIn(await lastMailTo(t, email)));
    expect(verified.json().responceId).toBe('OVS');
    const setCookie = String(verified.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Strict/i);
    const [row] = await t.app.ctx.db.select().from(emailOtps).where(eq(emailOtps.email, email));
    expect(row.completionTokenHash).toBeTruthy();
    expect(setCookie).not.toContain(row.completionTokenHash!);

    // Another client (no cookie, or a made-up one) cannot finish it.
    const stranger = await t.app.inject({ method: 'POST', url: '/rest/api/signup', payload: signupBody(email) });
    expect(stranger.statusCode).toBe(403);
    const forged = await t.app.inject({
      method: 'POST',
      url: '/rest/api/signup',
      payload: signupBody(email),
      cookies: { signup_completion: 'made-up' },
    });
    expect(forged.statusCode).toBe(403);
    expect(await t.app.ctx.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);

    // The verifying client can, once.
    const own = await t.app.inject({
      method: 'POST',
      url: '/rest/api/signup',
      payload: signupBody(email),
      cookies: completionCookie(verified),
    });
    expect(own.json().responceId).toBe('NUSS');
  });
});

describe('per-account login brake under parallel tries', () => {
  it('checks at most the threshold of passwords when 40 wrong ones arrive together', async () => {
    const email = 'parallel@example.in';
    await createUserWithToken(t, { email, password: 'the real password' });
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => login(t, email, `wrong password ${i}`, `10.9.${i}.1`)),
    );
    const checked = answers.filter((a) => a.statusCode === 401).length;
    expect(checked).toBeLessThanOrEqual(t.config.limits.loginFailuresBeforeDelay);
    expect(answers.filter((a) => a.statusCode === 429).length).toBe(40 - checked);
  });
});

describe('server-side sessions', () => {
  async function loggedIn(email: string): Promise<string> {
    await createUserWithToken(t, { email, password: 'session password' });
    const res = await login(t, email, 'session password');
    expect(res.statusCode).toBe(200);
    return res.json().responce;
  }

  it('tokens carry a sid; logout ends the session on the server (guard and refresh refuse it)', async () => {
    const token = await loggedIn('logout@example.in');
    const claims = await verifyAccessToken(t.config.jwtSecret, token, t.clock.now());
    expect(typeof claims?.sid).toBe('string');
    expect((await details(token)).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/rest/api/logout', headers: bearer(token) });
    expect(out.statusCode).toBe(200);
    expect((await details(token)).statusCode).toBe(401);
    const refreshed = await t.app.inject({ method: 'POST', url: '/rest/api/refresh-token', headers: bearer(token) });
    expect(refreshed.statusCode).toBe(401);
  });

  it('revokeUserSessions ends every session of the user, and a disabled user is refused', async () => {
    const email = 'revoked@example.in';
    const first = await loggedIn(email);
    const second = (await login(t, email, 'session password')).json().responce;
    const [user] = await t.app.ctx.db.select().from(users).where(eq(users.email, email));
    await revokeUserSessions(t.app.ctx.db, user.id);
    expect((await details(first)).statusCode).toBe(401);
    expect((await details(second)).statusCode).toBe(401);
    const rows = await t.app.ctx.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows.every((r) => r.revokedAt)).toBe(true);

    const third = (await login(t, email, 'session password')).json().responce;
    expect((await details(third)).statusCode).toBe(200);
    await t.app.ctx.db.update(users).set({ disabledAt: t.clock.now() }).where(eq(users.id, user.id));
    expect((await details(third)).statusCode).toBe(401);
  });

  it('a session cannot be refreshed past its expiry', async () => {
    let token = await loggedIn('expiry@example.in');
    for (let i = 0; i < 12 * 8; i++) {
      t.clock.advance(8 * 60 * 1000);
      const res = await t.app.inject({ method: 'POST', url: '/rest/api/refresh-token', headers: bearer(token) });
      if (res.statusCode !== 200) {
        expect(i * 8).toBeGreaterThanOrEqual(11 * 60);
        return;
      }
      token = res.json().responce;
    }
    throw new Error('refreshed for more than 12 hours');
  });
});

describe('e-mail addresses (RFC 5321 lengths)', () => {
  const local64 = 'a'.repeat(64);
  const longest = `${local64}@${'d'.repeat(60)}.${'e'.repeat(60)}.${'f'.repeat(63)}.ind`; // 254
  const tooLongLocal = `${'a'.repeat(65)}@example.in`;
  const tooLong = `${local64}@${'d'.repeat(60)}.${'e'.repeat(60)}.${'f'.repeat(63)}.indi`; // 255

  it('answers 400 naming the field for a local part over 64 or an address over 254, never 5xx', async () => {
    expect(longest.length).toBe(254);
    expect(tooLong.length).toBe(255);
    for (const bad of [tooLongLocal, tooLong]) {
      const otp = await sendOtp(t, bad);
      expect(otp.statusCode).toBe(400);
      expect(otp.json().message).toMatch(/email/);
      const forgot = await t.app.inject({ method: 'POST', url: '/rest/api/forgot-password', payload: { email: bad } });
      expect(forgot.statusCode).toBe(400);
      const verify = await t.app.inject({
        method: 'POST',
        url: '/rest/api/verify-user',
        payload: { email: bad, otp: '1234' },
      });
      expect(verify.statusCode).toBe(400);
      const signup = await t.app.inject({ method: 'POST', url: '/rest/api/signup', payload: signupBody(bad) });
      expect(signup.statusCode).toBe(400);
      const contact = await t.app.inject({
        method: 'POST',
        url: '/rest/api/public/contact-us',
        payload: { name: 'Asha', phone: '9845012345', email: bad, message: 'hi' },
      });
      expect(contact.statusCode).toBe(400);
    }
  });

  it('mails a code to the longest valid address (the development outbox copes with long names)', async () => {
    const res = await sendOtp(t, longest, '10.77.0.1');
    expect(res.statusCode).toBe(200);
    expect(otpIn(await lastMailTo(t, longest))).toMatch(/^\d{4}$/);
  });
});

describe('password hashing', () => {
  it('stores its parameters and rehashes an older hash at login', async () => {
    const email = 'rehash@example.in';
    const old = await hashPassword('rehash password', { logN: 10 });
    expect(old).toMatch(/^scrypt\$1024\$8\$1\$/);
    await createUserWithToken(t, { email, password: 'placeholder' });
    await t.app.ctx.db.update(users).set({ passwordHash: old }).where(eq(users.email, email));
    expect((await login(t, email, 'rehash password')).statusCode).toBe(200);
    const [user] = await t.app.ctx.db.select().from(users).where(eq(users.email, email));
    expect(user.passwordHash).not.toBe(old);
    expect(user.passwordHash).toMatch(new RegExp(`^scrypt\\$${2 ** t.config.passwordHashing.logN}\\$8\\$1\\$`));
    expect(await verifyPassword('rehash password', user.passwordHash)).toBe(true);
  });

  it('defaults to N=2^17, r=8, p=1 and refuses a lower cost in production', () => {
    expect(loadConfig({ JWT_SECRET: 'x'.repeat(32) }, { dataDir: '/tmp' }).passwordHashing.logN).toBe(17);
    expect(() =>
      loadConfig(
        { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), SCRYPT_LOG_N: '14', ALLOW_TEST_PAYMENTS: '1' },
        { dataDir: '/tmp' },
      ),
    ).toThrow(/SCRYPT_LOG_N/);
  });
});

describe('secrets', () => {
  it('refuses a JWT_SECRET shorter than 32 bytes', () => {
    expect(() => loadConfig({ JWT_SECRET: 'short-secret' }, { dataDir: '/tmp' })).toThrow(/JWT_SECRET/);
  });

  it('derives different keys for tokens and OTP codes from one secret', () => {
    const config = loadConfig({ JWT_SECRET: 'one-secret-that-is-long-enough-0123456789' }, { dataDir: '/tmp' });
    expect(config.jwtSecret).not.toBe(config.otpSecret);
    expect(config.jwtSecret).not.toBe('one-secret-that-is-long-enough-0123456789');
    expect(config.otpSecret).not.toBe('one-secret-that-is-long-enough-0123456789');
  });
});
