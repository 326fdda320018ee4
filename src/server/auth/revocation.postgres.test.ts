/**
 * Two app instances on one PostgreSQL database: a session ended through one (logout, a disabled account) is
 * refused by the other on its very next request, however busy that one is with the same token: batched
 * session lookups (db/batch.ts) never answer a request from a query sent before it arrived. Skipped only when
 * no PostgreSQL answers.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { users } from '../db/schema';
import { freshPostgresDatabase, postgresAnswers, type FreshDatabase } from '../testing/postgres-server';
import { startSession } from './sessions';

const available = await postgresAnswers();

describe.skipIf(!available)('session revocation across two instances', () => {
  const shared = mkdtempSync(join(tmpdir(), 'invites-sessions-'));
  let database: FreshDatabase;
  let a: FastifyInstance;
  let b: FastifyInstance;

  beforeAll(async () => {
    database = await freshPostgresDatabase('sessions');
    const start = async (name: string) => {
      const config = loadConfig(
        {},
        {
          dataDir: join(shared, name),
          databaseUrl: database.url,
          logLevel: 'silent',
          jwtSecret: 'one-secret-for-every-instance-0123456789',
          passwordHashing: { logN: 14 },
          webDist: join(shared, 'no-web'),
        },
      );
      const app = await buildApp(config);
      await app.ready();
      return app;
    };
    a = await start('a');
    b = await start('b');
  });

  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.drop();
    rmSync(shared, { recursive: true, force: true });
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
