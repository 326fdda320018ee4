import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emailOtps, users } from '../db/schema';
import { createTestApp, type TestApp } from '../testing/test-app';
import { verifyPassword } from './passwords';
import {
  completionCookie,
  lastMailTo,
  login,
  otpIn,
  sendOtp,
  signupBody,
  signUpThroughOtp,
  verifyOtp,
} from './testing';

let t: TestApp;
let email: string;
let n = 0;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  cookies = {};
  n += 1;
  email = `meera${n}@example.in`;
});

/** The completion cookie of the last verification: this client finishes what it verified. */
let cookies: Record<string, string> = {};
const signup = (body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/rest/api/signup', payload: body, cookies });
const userRows = (address: string) => t.app.ctx.db.select().from(users).where(eq(users.email, address));

async function verified(address: string): Promise<void> {
  await sendOtp(t, address);
  const res = await verifyOtp(t, address, otpIn(await lastMailTo(t, address)));
  expect(res.json().responceId).toBe('OVS');
  cookies = completionCookie(res);
}

describe('signup', () => {
  it('creates a user after a verified OTP: NUSS, role user, scrypt hash, login works', async () => {
    await verified(email);
    const res = await signup(signupBody(email, { full_name: '  Meera Iyer ' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().responceId).toBe('NUSS');
    const [user] = await userRows(email);
    expect(user).toMatchObject({ role: 'user', fullName: 'Meera Iyer', phone: '9845012345' });
    expect(user.passwordHash).toMatch(/^scrypt\$/);
    expect(user.passwordHash).not.toContain('tulsi-garden-42');
    expect(await verifyPassword('tulsi-garden-42', user.passwordHash)).toBe(true);
    expect((await login(t, email, 'tulsi-garden-42')).statusCode).toBe(200);
  });

  it('refuses a signup without a verified OTP and creates nothing', async () => {
    const res = await signup(signupBody(email));
    expect(res.statusCode).toBe(403);
    expect(res.json().responceId).toBe('OTP_NOT_VERIFIED');
    await sendOtp(t, email);
    expect((await signup(signupBody(email))).statusCode).toBe(403);
    expect(await userRows(email)).toHaveLength(0);
  });

  it('needs the OTP of that very e-mail', async () => {
    await verified(email);
    expect((await signup(signupBody(`other-${email}`))).statusCode).toBe(403);
  });

  it('uses the verified OTP once: a second signup answers UE and a deleted account needs a new OTP', async () => {
    await verified(email);
    expect((await signup(signupBody(email))).json().responceId).toBe('NUSS');
    expect((await signup(signupBody(email))).json()).toMatchObject({
      responceId: 'UE',
      responce: 'User already exists. Please login.',
    });
    await t.app.ctx.db.delete(users).where(eq(users.email, email));
    expect((await signup(signupBody(email))).statusCode).toBe(403);
    expect(await t.app.ctx.db.select().from(emailOtps).where(eq(emailOtps.email, email))).toHaveLength(0);
  });

  it('gives 30 minutes after verification to finish the details', async () => {
    await verified(email);
    t.clock.advance(31 * 60 * 1000);
    expect((await signup(signupBody(email))).statusCode).toBe(403);
  });

  it('treats e-mails case-insensitively', async () => {
    await signUpThroughOtp(t, email);
    expect((await sendOtp(t, email.toUpperCase())).json().responceId).toBe('UE');
    expect((await login(t, email.toUpperCase(), 'tulsi-garden-42')).statusCode).toBe(200);
  });

  it('always creates role user: any other role is refused', async () => {
    await verified(email);
    const res = await signup(signupBody(email, { role: 'admin' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/role/);
    expect(await userRows(email)).toHaveLength(0);
  });

  it.each([
    ['a password under 8 characters', { password: 'short7!' }, /password/],
    ['a phone number that is not 10 digits', { phone: '98450' }, /phone/],
    ['a blank name', { full_name: '   ' }, /full_name/],
    ['an unknown field', { is_admin: true }, /is_admin is not allowed/],
    ['a missing phone', { phone: undefined }, /phone is required/],
  ])('refuses %s with a 400 naming the field', async (_what, change, message) => {
    await verified(email);
    const res = await signup(JSON.parse(JSON.stringify(signupBody(email, change))));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
    expect(await userRows(email)).toHaveLength(0);
    // The verified OTP is still there for a corrected signup.
    expect((await signup(signupBody(email))).json().responceId).toBe('NUSS');
  });
});
