/**
 * The PostgreSQL server tests of several instances run against: 127.0.0.1:5432 (or TEST_DATABASE_URL's
 * server). Each test file makes a throw-away database of its own there and drops it afterwards.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const POSTGRES_SERVER_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * Whether a server a suite needs answered. Without it the suite is skipped on a developer's machine, but under
 * CI=true it fails: CI machines run PostgreSQL and Redis, and a green run must not hide suites that never ran.
 */
export function answeredOrFailInCi(answered: boolean, server: string): boolean {
  if (!answered && process.env.CI === 'true')
    throw new Error(`${server} does not answer; under CI=true the suites that need it must run, not be skipped`);
  return answered;
}

/**
 * Whether the data-layer suites also run on PostgreSQL, beside PGlite: when TEST_DATABASE_URL names a server
 * (.ci/run sets it). Under CI=true it must be set, or those suites would pass on PGlite alone.
 */
export function postgresRequested(): boolean {
  return answeredOrFailInCi(process.env.TEST_DATABASE_URL !== undefined, 'PostgreSQL (TEST_DATABASE_URL is not set)');
}

/** The engines a data-layer suite runs on: PGlite always, PostgreSQL when requested (see postgresRequested). */
export function testEngines(): ('pglite' | 'postgres')[] {
  return postgresRequested() ? ['pglite', 'postgres'] : ['pglite'];
}

/** True when the server accepts a connection (tests that need it are skipped otherwise, and fail in CI). */
export async function postgresAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: POSTGRES_SERVER_URL, connectionTimeoutMillis: 2000 });
  let answered = false;
  try {
    await client.connect();
    await client.end();
    answered = true;
  } catch {
    // Not answering: decided below.
  }
  return answeredOrFailInCi(answered, `PostgreSQL at ${new URL(POSTGRES_SERVER_URL).host}`);
}

/** Runs work on a connection to the server's own database (creating, dropping, cutting connections). */
export async function onPostgresServer<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: POSTGRES_SERVER_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export interface FreshDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/** An empty database named by the prefix and a random tag; drop() removes it even while connections remain. */
export async function freshPostgresDatabase(prefix: string): Promise<FreshDatabase> {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  await onPostgresServer((client) => client.query(`create database ${name}`));
  const url = new URL(POSTGRES_SERVER_URL);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () =>
      onPostgresServer((client) => client.query(`drop database if exists ${name} with (force)`)).then(() => {}),
  };
}
