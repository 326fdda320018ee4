/**
 * Builds a real app for server tests: a fresh in-memory PGlite (or a fresh PostgreSQL database when
 * TEST_DATABASE_URL is set), a temporary DATA_DIR, silent logs and a controllable clock.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app';
import { loadConfig, type AppConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import { users } from '../db/schema';
import { hashPassword, startSession } from '../account';
import type { Mailer } from '../mail';
import type { LogStream } from '../http/logger';
import type { JobTimings } from '../jobs';

export interface TestClock {
  now: () => Date;
  set(date: Date | string): void;
  advance(ms: number): void;
}

export function createClock(start: Date | string = '2027-01-15T10:00:00.000Z'): TestClock {
  let current = new Date(start).getTime();
  return {
    now: () => new Date(current),
    set: (date) => {
      current = new Date(date).getTime();
    },
    advance: (ms) => {
      current += ms;
    },
  };
}

/** Opens a fresh database: PGlite in memory, or a throw-away database on TEST_DATABASE_URL's server. */
export async function openTestDatabase(engine: 'pglite' | 'postgres' = 'pglite'): Promise<Database> {
  if (engine === 'pglite') return openDatabase({ dataDir: 'memory://' });
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  return {
    ...database,
    async close() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  clock: TestClock;
  dataDir: string;
  close(): Promise<void>;
}

export interface TestAppOptions {
  overrides?: Partial<AppConfig>;
  env?: NodeJS.ProcessEnv;
  /** PGlite unless a test asks for PostgreSQL (needs TEST_DATABASE_URL). */
  engine?: 'pglite' | 'postgres';
  /** Adds routes or hooks before the app is sealed (Fastify refuses new routes after ready()). */
  extend?: (app: FastifyInstance) => void | Promise<void>;
  /** Replaces the outbox (a failing or slow mail server). */
  mailer?: Mailer;
  /** Receives the app's JSON log lines (set `overrides.logLevel` too: tests log nothing by default). */
  logStream?: LogStream;
  /** The job engine's timings (a test of jobs shortens polling and supervision). */
  jobTimings?: JobTimings;
}

/** Timings for tests that wait on jobs: an idle queue polls twice a second, expired tries are found each second. */
export const FAST_JOBS: JobTimings = { pollSeconds: 0.5, superviseSeconds: 1, stopGraceMs: 2_000 };

export async function createTestApp({
  overrides = {},
  env = {},
  extend,
  engine,
  mailer,
  logStream,
  jobTimings,
}: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'invites-test-'));
  const clock = createClock();
  const config = loadConfig(env, {
    dataDir,
    logLevel: 'silent',
    jwtSecret: 'test-secret-that-is-long-enough-for-hs256',
    // scrypt at the production cost (2^17) takes ~100 ms and 128 MB a hash; tests use the old, cheaper cost.
    passwordHashing: { logN: 14 },
    webDist: join(dataDir, 'no-web'),
    now: clock.now,
    ...overrides,
  });
  const database = await openTestDatabase(engine);
  const app = await buildApp(config, { database, mailer, logStream, jobTimings });
  await extend?.(app);
  await app.ready();
  return {
    app,
    config,
    clock,
    dataDir,
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Inserts a user straight into the database and returns a valid bearer token for it. */
export async function createUserWithToken(
  testApp: TestApp,
  fields: { email?: string; password?: string; fullName?: string; phone?: string; role?: 'user' | 'admin' } = {},
): Promise<{ id: number; email: string; token: string; authorization: string }> {
  const email = (fields.email ?? `user-${randomBytes(4).toString('hex')}@example.in`).toLowerCase();
  const [user] = await testApp.app.ctx.db
    .insert(users)
    .values({
      email,
      passwordHash: await hashPassword(fields.password ?? 'correct horse battery', testApp.config.passwordHashing),
      fullName: fields.fullName ?? 'Asha Rao',
      phone: fields.phone ?? '9876543210',
      role: fields.role ?? 'user',
      passwordChangedAt: new Date(testApp.clock.now().getTime() - 60_000),
    })
    .returning();
  const { token } = await startSession(testApp.app.ctx.db, testApp.config, user, testApp.clock.now());
  return { id: user.id, email, token, authorization: `Bearer ${token}` };
}
