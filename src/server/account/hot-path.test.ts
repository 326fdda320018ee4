/**
 * The signed-in hot path (guard.ts): a token's signature is verified once and remembered, session lookups of
 * one turn share a query. Neither may loosen a check: expiry is still checked on every call, a session ended
 * before a request arrives refuses that request, and callers checked together never get each other's identity.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../db/schema';
import { createTestApp, createUserWithToken, type TestApp } from '../testing/test-app';
import { authenticateToken } from './guard';
import { revokeSession } from './sessions';
import { ACCESS_TOKEN_SECONDS, verifyAccessToken } from './tokens';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const details = (authorization: string) => t.app.inject({ url: '/rest/api/user_details', headers: { authorization } });

describe('the signed-in hot path', () => {
  it('still refuses a remembered token once it has expired', async () => {
    const user = await createUserWithToken(t);
    expect((await details(user.authorization)).statusCode).toBe(200);
    t.clock.advance(ACCESS_TOKEN_SECONDS * 1000 - 1000);
    expect((await details(user.authorization)).statusCode).toBe(200);
    t.clock.advance(1000);
    expect((await details(user.authorization)).statusCode).toBe(401);
  });

  it('gives each of many callers checked together their own identity', async () => {
    const callers = await Promise.all(
      Array.from({ length: 12 }, (_, index) => createUserWithToken(t, { fullName: `Caller ${index}` })),
    );
    const answers = await Promise.all(
      callers.flatMap((caller) => [details(caller.authorization), details(caller.authorization)]),
    );
    answers.forEach((answer, index) => {
      expect(answer.statusCode).toBe(200);
      expect(answer.json().responceId ?? answer.json()).toMatchObject({ email: callers[Math.floor(index / 2)].email });
    });
  });

  it('refuses a request that arrives after its session ended, while a check begun before may still pass', async () => {
    const user = await createUserWithToken(t);
    const token = user.authorization.slice('Bearer '.length);
    const claims = (await verifyAccessToken(t.config.jwtSecret, token, t.clock.now()))!;
    // Verified once, so the next check goes straight to the session lookup.
    expect((await details(user.authorization)).statusCode).toBe(200);
    const before = authenticateToken(t.app.ctx, token);
    // Let its batch go out before the session ends.
    await nextTurn();
    await nextTurn();
    await revokeSession(t.app.ctx.db, claims.sid!, t.clock.now());
    const after = authenticateToken(t.app.ctx, token);
    expect((await before)?.user.id).toBe(user.id);
    expect(await after).toBeNull();
    const many = await Promise.all(Array.from({ length: 20 }, () => details(user.authorization)));
    expect(many.map((answer) => answer.statusCode)).toEqual(Array(20).fill(401));
  });

  it('refuses at once a disabled user and a token from before a password change', async () => {
    const user = await createUserWithToken(t);
    expect((await details(user.authorization)).statusCode).toBe(200);
    await t.app.ctx.db.update(users).set({ passwordChangedAt: t.clock.now() }).where(eq(users.id, user.id));
    expect((await details(user.authorization)).statusCode).toBe(401);

    const other = await createUserWithToken(t);
    expect((await details(other.authorization)).statusCode).toBe(200);
    await t.app.ctx.db.update(users).set({ disabledAt: t.clock.now() }).where(eq(users.id, other.id));
    expect((await details(other.authorization)).statusCode).toBe(401);
    // Its session row is still there: the refusal came from the user's row, read on this very request.
    expect(await t.app.ctx.db.select().from(sessions).where(eq(sessions.userId, other.id))).toHaveLength(1);
  });
});
