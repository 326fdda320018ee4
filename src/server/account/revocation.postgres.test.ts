/**
 * Two app instances on one PostgreSQL database: a session ended through one (logout, a disabled account) is
 * refused by the other on its very next request, however busy that one is with the same token: batched
 * session lookups (db/batch.ts) never answer a request from a query sent before it arrived. Skipped only when
 * no PostgreSQL answers.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { postgresAnswers } from '../testing/postgres-server';
import { startSession } from './sessions';
import { startTwoInstances, type TwoInstances } from '../testing/two-instances';

const available = await postgresAnswers();

describe.skipIf(!available)('session revocation across two instances', () => {
  let instances: TwoInstances;
  let a: FastifyInstance;
  let b: FastifyInstance;

  beforeAll(async () => {
    instances = await startTwoInstances('sessions');
    ({ a, b } = instances);
  });

  afterAll(async () => {
    await instances?.close();
  });

  async function signedIn(email: string): Promise<{ id: number; authorization: string }> {
    const [user] = await a.ctx.db
      .insert(users)
      .values({
        email,
        passwordHash: 'x',
        fullName: 'Asha Rao',
        phone: '9876543210',
        passwordChangedAt: new Date(Date.now() - 60_000),
      })
      .returning();
    const { token } = await startSession(a.ctx.db, a.ctx.config, user!, new Date());
    return { id: user!.id, authorization: `Bearer ${token}` };
  }
  const details = (app: FastifyInstance, authorization: string) =>
    app.inject({ url: '/rest/api/user_details', headers: { authorization } });

  it('refuses on the other instance at once a session logged out through one, amid its own traffic', async () => {
    const user = await signedIn('two-instances@example.in');
    expect((await details(b, user.authorization)).statusCode).toBe(200);
    // The other instance is busy with the same token while the logout happens.
    const busy = Array.from({ length: 40 }, () => details(b, user.authorization));
    const out = await a.inject({
      method: 'POST',
      url: '/rest/api/logout',
      headers: { authorization: user.authorization },
    });
    expect(out.statusCode).toBe(200);
    const after = await Promise.all(Array.from({ length: 40 }, () => details(b, user.authorization)));
    expect(after.map((answer) => answer.statusCode)).toEqual(Array(40).fill(401));
    for (const answer of await Promise.all(busy)) expect([200, 401]).toContain(answer.statusCode);
  });

  it('refuses on the other instance at once a user disabled through one', async () => {
    const user = await signedIn('disabled-two@example.in');
    expect((await details(b, user.authorization)).statusCode).toBe(200);
    await a.ctx.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, user.id));
    expect((await details(b, user.authorization)).statusCode).toBe(401);
    expect((await details(a, user.authorization)).statusCode).toBe(401);
  });
});
