import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { createClock, openTestDatabase } from '../testing/test-app';
import { hashPassword } from './passwords';

let database: Database;
let dataDir: string;
const apps: FastifyInstance[] = [];
const clock = createClock();

beforeEach(async () => {
  database = await openTestDatabase();
  dataDir = mkdtempSync(join(tmpdir(), 'admin-test-'));
});
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Starts the server on the shared database, as a restart with new settings would. */
async function start(env: Record<string, string>): Promise<FastifyInstance> {
  const config = loadConfig(env, {
    dataDir,
    logLevel: 'silent',
    jwtSecret: 'admin-test-secret-long-enough-123',
    passwordHashing: { logN: 14 },
    webDist: join(dataDir, 'none'),
    now: clock.now,
  });
  const app = await buildApp(config, { database });
  await app.ready();
  apps.push(app);
  return app;
}

const loginAs = (app: FastifyInstance, email: string, password: string) =>
  app.inject({ method: 'POST', url: '/rest/api/login', payload: { email, password } });

describe('admin account at start', () => {
  it('is created from ADMIN_EMAIL and ADMIN_PASSWORD with role admin in the database', async () => {
    const app = await start({ ADMIN_EMAIL: 'Owner@Utsav.in', ADMIN_PASSWORD: 'admin password 1' });
    const [row] = await database.db.select().from(users).where(eq(users.email, 'owner@utsav.in'));
    expect(row.role).toBe('admin');
    const res = await loginAs(app, 'owner@utsav.in', 'admin password 1');
    expect(res.statusCode).toBe(200);
    expect(res.json().role).toBe('admin');
  });

  it('takes a new ADMIN_PASSWORD on restart, ending old sessions; the same password changes nothing', async () => {
    const first = await start({ ADMIN_EMAIL: 'owner@utsav.in', ADMIN_PASSWORD: 'admin password 1' });
    const token = (await loginAs(first, 'owner@utsav.in', 'admin password 1')).json().responce;
    clock.advance(2000);
    const same = await start({ ADMIN_EMAIL: 'owner@utsav.in', ADMIN_PASSWORD: 'admin password 1' });
    const details = (app: FastifyInstance) =>
      app.inject({ method: 'GET', url: '/rest/api/user_details', headers: { authorization: `Bearer ${token}` } });
    expect((await details(same)).statusCode).toBe(200);
    clock.advance(2000);
    const changed = await start({ ADMIN_EMAIL: 'owner@utsav.in', ADMIN_PASSWORD: 'admin password 2' });
    expect((await details(changed)).statusCode).toBe(401);
    expect((await loginAs(changed, 'owner@utsav.in', 'admin password 1')).statusCode).toBe(401);
    expect((await loginAs(changed, 'owner@utsav.in', 'admin password 2')).statusCode).toBe(200);
  });

  it('promotes an existing account with that e-mail', async () => {
    await database.db.insert(users).values({
      email: 'owner@utsav.in',
      passwordHash: await hashPassword('user password 1', { logN: 14 }),
      fullName: 'Owner',
      role: 'user',
    });
    const app = await start({ ADMIN_EMAIL: 'owner@utsav.in' });
    const [row] = await database.db.select().from(users).where(eq(users.email, 'owner@utsav.in'));
    expect(row.role).toBe('admin');
    expect((await loginAs(app, 'owner@utsav.in', 'user password 1')).json().role).toBe('admin');
  });

  it('without ADMIN_PASSWORD creates nothing, and nobody can sign up with the admin e-mail', async () => {
    const app = await start({ ADMIN_EMAIL: 'owner@utsav.in' });
    expect(await database.db.select().from(users)).toHaveLength(0);
    const otp = await app.inject({ method: 'GET', url: '/rest/api/send-verify-otp?email=owner@utsav.in' });
    expect(otp.json().responceId).toBe('UE');
  });
});
