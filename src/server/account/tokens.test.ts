import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
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

const details = (authorization: string) =>
  t.app.inject({ method: 'GET', url: '/rest/api/user_details', headers: { authorization } });
const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('access tokens on private routes', () => {
  it('accepts a valid token', async () => {
    const user = await createUserWithToken(t);
    expect((await details(user.authorization)).statusCode).toBe(200);
  });

  it('refuses alg none', async () => {
    const user = await createUserWithToken(t);
    const payload = JSON.parse(Buffer.from(user.token.split('.')[1], 'base64url').toString());
    const unsigned = `${b64({ alg: 'none', typ: 'JWT' })}.${b64(payload)}.`;
    expect((await details(`Bearer ${unsigned}`)).statusCode).toBe(401);
  });

  it('refuses a changed payload or signature', async () => {
    const user = await createUserWithToken(t);
    const [header, payload, signature] = user.token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const promoted = `${header}.${b64({ ...claims, role: 'admin', sub: '1' })}.${signature}`;
    expect((await details(`Bearer ${promoted}`)).statusCode).toBe(401);
    const flipped = signature.slice(0, -2) + (signature.endsWith('AA') ? 'BB' : 'AA');
    expect((await details(`Bearer ${header}.${payload}.${flipped}`)).statusCode).toBe(401);
  });

  it('refuses a token signed with another secret or another algorithm', async () => {
    const user = await createUserWithToken(t);
    const now = Math.floor(t.clock.now().getTime() / 1000);
    const sign = (alg: string, secret: string) =>
      new SignJWT({ email: user.email, role: 'user' })
        .setProtectedHeader({ alg })
        .setSubject(String(user.id))
        .setIssuedAt(now)
        .setExpirationTime(now + 600)
        .sign(new TextEncoder().encode(secret));
    expect((await details(`Bearer ${await sign('HS256', 'another-secret-of-sufficient-length!!')}`)).statusCode).toBe(
      401,
    );
    expect((await details(`Bearer ${await sign('HS512', t.config.jwtSecret.padEnd(64, 'x'))}`)).statusCode).toBe(401);
  });

  it('refuses an expired token (10 minutes)', async () => {
    const user = await createUserWithToken(t);
    t.clock.advance(10 * 60 * 1000 - 1000);
    expect((await details(user.authorization)).statusCode).toBe(200);
    t.clock.advance(2000);
    expect((await details(user.authorization)).statusCode).toBe(401);
  });

  it('refuses the token of a deleted user', async () => {
    const user = await createUserWithToken(t);
    await t.app.ctx.db.delete(users).where(eq(users.id, user.id));
    expect((await details(user.authorization)).statusCode).toBe(401);
  });

  it('refuses a token issued before a password change, even within the same second', async () => {
    await createUserWithToken(t, { email: 'same-second@example.in', password: 'first password 1' });
    const token = (await login(t, 'same-second@example.in', 'first password 1')).json().responce;
    // The clock does not move: the change happens in the very second the token was issued.
    await t.app.ctx.db
      .update(users)
      .set({ passwordChangedAt: t.clock.now() })
      .where(eq(users.email, 'same-second@example.in'));
    expect((await details(`Bearer ${token}`)).statusCode).toBe(401);
  });

  it('refuses missing, malformed and non-bearer authorization', async () => {
    for (const authorization of ['', 'Bearer', 'Bearer abc.def', 'Basic dXNlcjpwYXNz', 'Bearer a.b.c']) {
      const res = await details(authorization);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBeTruthy();
    }
  });
});
