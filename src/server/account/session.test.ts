import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { createTestApp, createUserWithToken, type TestApp } from '../testing/test-app';
import { login } from './testing';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const refresh = (token: string) =>
  t.app.inject({ method: 'POST', url: '/rest/api/refresh-token', headers: { authorization: `Bearer ${token}` } });
const details = (token: string) =>
  t.app.inject({ method: 'GET', url: '/rest/api/user_details', headers: { authorization: `Bearer ${token}` } });

async function loggedIn(email: string): Promise<string> {
  await createUserWithToken(t, { email, password: 'session password' });
  return (await login(t, email, 'session password')).json().responce;
}

describe('refresh-token', () => {
  it('gives an active user a new 10-minute token before the old one expires', async () => {
    let token = await loggedIn('active@example.in');
    // Working for an hour, refreshing every 8 minutes, never thrown out.
    for (let i = 0; i < 8; i++) {
      t.clock.advance(8 * 60 * 1000);
      const res = await refresh(token);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.accessTokenExpiration).toBe(t.clock.now().getTime() + 10 * 60 * 1000);
      expect(body).toMatchObject({ responceId: 'OK', email: 'active@example.in', role: 'user' });
      token = body.responce;
    }
    expect((await details(token)).statusCode).toBe(200);
  });

  it('cannot bring back an expired token', async () => {
    const token = await loggedIn('idle@example.in');
    t.clock.advance(10 * 60 * 1000 + 1000);
    expect((await refresh(token)).statusCode).toBe(401);
  });

  it('stops at the maximum session age; a login starts a new session', async () => {
    let token = await loggedIn('marathon@example.in');
    const hours = t.config.limits.sessionMaxHours;
    for (let elapsed = 0; elapsed + 8 <= hours * 60; elapsed += 8) {
      t.clock.advance(8 * 60 * 1000);
      const res = await refresh(token);
      if (res.statusCode !== 200) throw new Error(`refused at ${elapsed} minutes`);
      token = res.json().responce;
    }
    t.clock.advance(8 * 60 * 1000);
    const refused = await refresh(token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().responceId).toBe('SESSION_TOO_OLD');
    expect((await login(t, 'marathon@example.in', 'session password')).statusCode).toBe(200);
  });

  it('refreshed tokens still die with a password reset', async () => {
    const token = await loggedIn('reset-me@example.in');
    t.clock.advance(60_000);
    const fresh = (await refresh(token)).json().responce;
    await t.app.ctx.db
      .update(users)
      .set({ passwordChangedAt: t.clock.now() })
      .where(eq(users.email, 'reset-me@example.in'));
    expect((await details(fresh)).statusCode).toBe(401);
    expect((await refresh(fresh)).statusCode).toBe(401);
  });

  it('needs a token', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/rest/api/refresh-token' });
    expect(res.statusCode).toBe(401);
  });
});

describe('user_details and update_user', () => {
  const update = (token: string, body: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: '/rest/api/update_user',
      headers: { authorization: `Bearer ${token}` },
      payload: body as object,
    });

  it("reads and updates the signed-in user's name and phone", async () => {
    const user = await createUserWithToken(t, {
      email: 'profile@example.in',
      fullName: 'Anu Rao',
      phone: '9000000001',
    });
    expect((await details(user.token)).json()).toEqual({
      name: 'Anu Rao',
      email: 'profile@example.in',
      number: '9000000001',
    });
    const res = await update(user.token, {
      firstName: 'Anu R Shetty',
      email: 'Profile@Example.in',
      phoneNumber: '9000000002',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      responceId: 'UPSS',
      responce: 'Profile updated successfully.',
      name: 'Anu R Shetty',
      number: '9000000002',
    });
    expect((await details(user.token)).json()).toEqual({
      name: 'Anu R Shetty',
      email: 'profile@example.in',
      number: '9000000002',
    });
  });

  it('refuses to change the e-mail, empty fields and bad phone numbers, changing nothing', async () => {
    const user = await createUserWithToken(t, { email: 'keep@example.in', fullName: 'Keep Me', phone: '9000000003' });
    const other = await update(user.token, {
      firstName: 'X',
      email: 'someone-else@example.in',
      phoneNumber: '9000000004',
    });
    expect(other.statusCode).toBe(409);
    expect(other.json().responceId).toBe('EMAIL_CHANGE_REFUSED');
    for (const body of [
      { firstName: '', email: 'keep@example.in', phoneNumber: '9000000004' },
      { firstName: 'X', email: 'keep@example.in', phoneNumber: '12' },
      { firstName: 'X', email: 'keep@example.in' },
      { firstName: 'X', email: 'keep@example.in', phoneNumber: '9000000004', role: 'admin' },
    ]) {
      expect((await update(user.token, body)).statusCode).toBe(400);
    }
    expect((await details(user.token)).json()).toEqual({
      name: 'Keep Me',
      email: 'keep@example.in',
      number: '9000000003',
    });
  });

  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/rest/api/user_details' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PUT', url: '/rest/api/update_user', payload: {} })).statusCode).toBe(401);
  });
});
