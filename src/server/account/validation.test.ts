import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authAttempts, emailOtps, otpSends, passwordResets, users } from '../db/schema';
import { createTestApp, createUserWithToken, type TestApp } from '../testing/test-app';

let t: TestApp;
let authorization: string;

beforeAll(async () => {
  t = await createTestApp();
  authorization = (await createUserWithToken(t, { email: 'owner@example.in' })).authorization;
});
afterAll(async () => {
  await t.close();
});

/** Row counts of every table the account routes write. */
async function snapshot() {
  const db = t.app.ctx.db;
  const rows = async (
    table: typeof users | typeof emailOtps | typeof otpSends | typeof passwordResets | typeof authAttempts,
  ) => Number((await db.select({ n: count() }).from(table))[0].n);
  return {
    users: await rows(users),
    otps: await rows(emailOtps),
    sends: await rows(otpSends),
    resets: await rows(passwordResets),
    attempts: await rows(authAttempts),
  };
}

const ROUTES = [
  { method: 'POST', url: '/rest/api/verify-user', valid: { email: 'a@example.in', otp: '1234' } },
  {
    method: 'POST',
    url: '/rest/api/signup',
    valid: { email: 'a@example.in', password: 'long enough', full_name: 'A', phone: '9845012345', role: 'user' },
  },
  { method: 'POST', url: '/rest/api/login', valid: { email: 'a@example.in', password: 'long enough' } },
  { method: 'POST', url: '/rest/api/forgot-password', valid: { email: 'a@example.in' } },
  {
    method: 'POST',
    url: '/rest/api/reset-forgot-password',
    valid: { email: 'a@example.in', token: 'A'.repeat(43), password: 'long enough' },
  },
  {
    method: 'PUT',
    url: '/rest/api/update_user',
    valid: { firstName: 'A', email: 'owner@example.in', phoneNumber: '9845012345' },
    auth: true,
  },
] as const;

describe('bad input on every account route: a clear 4xx, nothing changed', () => {
  for (const route of ROUTES) {
    it(`${route.method} ${route.url}`, async () => {
      const before = await snapshot();
      const send = (payload: string, contentType = 'application/json') =>
        t.app.inject({
          method: route.method,
          url: route.url,
          headers: { 'content-type': contentType, ...('auth' in route ? { authorization } : {}) },
          payload,
        });
      const firstKey = Object.keys(route.valid)[0];
      const cases: { what: string; payload: string; contentType?: string; status: number; mentions?: RegExp }[] = [
        { what: 'malformed JSON', payload: '{"email": ', status: 400 },
        { what: 'an empty body', payload: '', status: 400 },
        { what: 'an array', payload: '[]', status: 400 },
        { what: 'a string', payload: '"hello"', status: 400 },
        {
          what: 'an object where a string belongs',
          payload: JSON.stringify({ ...route.valid, [firstKey]: { $gt: '' } }),
          status: 400,
          mentions: new RegExp(firstKey),
        },
        {
          what: 'a missing field',
          payload: JSON.stringify({ ...route.valid, [firstKey]: undefined }),
          status: 400,
          mentions: new RegExp(`${firstKey} is required`),
        },
        {
          what: 'an extra field',
          payload: JSON.stringify({ ...route.valid, role2: 'admin' }),
          status: 400,
          mentions: /role2 is not allowed/,
        },
        {
          what: 'a huge body',
          payload: JSON.stringify({ ...route.valid, padding: 'x'.repeat(1_100_000) }),
          status: 413,
        },
        {
          what: 'a form post',
          payload: 'email=a@example.in',
          contentType: 'application/x-www-form-urlencoded',
          status: 415,
        },
      ];
      for (const c of cases) {
        const res = await send(c.payload, c.contentType);
        expect(res.statusCode, c.what).toBe(c.status);
        const body = res.json();
        expect(typeof body.message, c.what).toBe('string');
        expect(body.message.length, c.what).toBeGreaterThan(3);
        if (c.mentions) expect(body.message, c.what).toMatch(c.mentions);
      }
      expect(await snapshot()).toEqual(before);
    });
  }

  it('GET /rest/api/send-verify-otp with odd query strings', async () => {
    const before = await snapshot();
    for (const url of [
      '/rest/api/send-verify-otp',
      '/rest/api/send-verify-otp?email=',
      '/rest/api/send-verify-otp?email=x',
      `/rest/api/send-verify-otp?email=${'a'.repeat(300)}@example.in`,
      '/rest/api/send-verify-otp?email=a@example.in&role=admin',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toBeTruthy();
    }
    expect(await snapshot()).toEqual(before);
  });
});
