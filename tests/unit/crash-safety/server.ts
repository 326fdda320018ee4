/** The real server as a child process that can be killed without warning, and the databases it runs on. */
import { spawn, type ChildProcess } from 'node:child_process';
import pg from 'pg';
import { answeredOrFailInCi } from '../../../src/server/testing/postgres-server';

export type Cleanup = () => Promise<void> | void;

export interface Running {
  child: ChildProcess;
  baseUrl: string;
}

/** Starts `src/server/main.ts` and reads the address from its JSON log. */
export function startServer(env: Record<string, string>, cleanups: Cleanup[]): Promise<Running> {
  // Node itself with tsx's loader, not the tsx command: the command runs the server in a child process of
  // its own, which a SIGKILL to the command would leave running.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', SCRYPT_LOG_N: '10', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  cleanups.push(() => void child.kill('SIGKILL'));
  return new Promise((resolve, reject) => {
    let buffered = '';
    let errors = '';
    child.stderr!.on('data', (chunk) => (errors += chunk));
    child.on('exit', (code) => reject(new Error(`server exited (${code}): ${errors}`)));
    child.stdout!.on('data', (chunk) => {
      buffered += chunk;
      const address = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(buffered);
      if (address) resolve({ child, baseUrl: address[1]! });
    });
  });
}

export function killHard(running: Running): Promise<void> {
  return new Promise((resolve) => {
    running.child.removeAllListeners('exit');
    running.child.once('exit', () => resolve());
    running.child.kill('SIGKILL');
  });
}

export async function json(baseUrl: string, path: string, init: RequestInit & { token?: string } = {}) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  const response = await fetch(baseUrl + path, { ...init, headers });
  return { status: response.status, body: (await response.json()) as { responce: string } & Record<string, unknown> };
}

/** Resolves once `condition` holds, looking every few milliseconds (bounded by the test's timeout). */
export async function until(condition: () => boolean | Promise<boolean>): Promise<void> {
  while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, 5));
}

/** The PostgreSQL server the tests use: TEST_DATABASE_URL's (as CI sets it), else the local default. */
export const POSTGRES_ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * A fresh database on that server, dropped at the end; undefined when nothing answers and TEST_DATABASE_URL is
 * not set (with it set, or under CI=true, an unreachable server is a failure, not a skip).
 */
export async function freshPostgresDatabase(cleanups: Cleanup[]): Promise<string | undefined> {
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
  } catch (error) {
    if (process.env.TEST_DATABASE_URL) throw error;
    // Under CI=true a missing server fails the suite instead of skipping it.
    answeredOrFailInCi(false, `PostgreSQL at ${new URL(POSTGRES_ADMIN_URL).host}`);
    return undefined;
  }
  const name = `crash_safety_${process.pid}_${Date.now()}`;
  await admin.query(`create database ${name}`);
  await admin.end();
  cleanups.push(async () => {
    const cleanup = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
    await cleanup.connect();
    await cleanup.query(`drop database if exists ${name} with (force)`);
    await cleanup.end();
  });
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}
