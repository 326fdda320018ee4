/**
 * npm run bench:load [-- --duration=<seconds>] [-- --db=pglite|postgres|both] [-- --only=<text>] — how the
 * server holds up under many simultaneous clients (--only: just the routes whose name contains the text, and
 * the yardstick).
 *
 * Uses a throw-away database (PGlite and PostgreSQL by default; PostgreSQL at BENCH_POSTGRES_URL or
 * 127.0.0.1:5432 gets a fresh database, dropped afterwards; with --db=both it is skipped when nothing answers,
 * with --db=postgres that fails the run): seeds a published live site whose owner can sign in (in-process, from
 * the sources), then runs the server on it as `npm start` does (the compiled server in a process of its own on
 * loopback, built first when missing or stale; the load comes from this process's worker thread), and runs
 * autocannon with 200 connections for 30 s (or --duration) on each of: the health probe (the yardstick: it does
 * almost nothing), the catalogue, a content read, a guest wish post, the live page /invite/{slug} (compressed,
 * as phones ask for it; shared, with a greeting `?to=`, and a household's own link /invite/{slug}/g/{token}) and
 * sign-in. Rate limits are raised for the run, so every answer must be 2xx, except that sign-in may turn a burst
 * away with 429 (it checks only a few passwords at once): those are counted and shown, not failures. Any error,
 * timeout, other non-2xx answer, or a route that completed nothing fails the run (exit status 1). The load
 * thread reads every body but does not keep it (bench/discard-bodies.cjs).
 * Prints each route's completed (2xx) requests per second and its share of the yardstick's: others share this
 * machine's CPU, so the shares compare, the absolute figures do not.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../src/server/app';
import { hashPassword } from '../src/server/account/passwords';
import { loadConfig } from '../src/server/config';
import { users } from '../src/server/db/schema';
import { seedLiveSite } from '../src/server/invitation/testing/seed';
import { ensureBuild, startServerProcess } from './bench/server-process';
import { settle } from './bench/settle';

const CONNECTIONS = 200;
const durationArg = process.argv.find((arg) => arg.startsWith('--duration='));
const DURATION_SECONDS = durationArg ? Number(durationArg.split('=')[1]) : 30;
const dbArg = process.argv.find((arg) => arg.startsWith('--db='))?.split('=')[1] ?? 'both';
if (!['pglite', 'postgres', 'both'].includes(dbArg)) {
  console.error(`--db=${dbArg}: expected pglite, postgres or both`);
  process.exit(2);
}
/** Autocannon's own default: a client waiting longer than this counts as a timeout. */
const TIMEOUT_SECONDS = 10;
const onlyArg = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
const POSTGRES_ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PASSWORD = 'bench password 123';
const DISCARD_BODIES = join(import.meta.dirname, 'bench', 'discard-bodies.cjs');

/** Limits a real client would hit long before 200 connections do; raised so the run measures the work. */
const UNLIMITED = {
  RATE_LIMIT_PER_MINUTE: '100000000',
  LOGIN_ATTEMPTS_PER_CLIENT_PER_MINUTE: '100000000',
  // Each sign-in counts as a failure until its password checks out, so 200 at once look like a guessing run.
  LOGIN_FAILURES_BEFORE_DELAY: '100000000',
  LIVE_WISHES_PER_CLIENT_PER_MINUTE: '100000000',
  LIVE_WISHES_PER_SITE_PER_HOUR: '100000000',
};

/** What a phone's browser sends with a page request that decides the answer (its size; a person, not a robot). */
const PHONE = {
  'accept-encoding': 'gzip, deflate, br',
  'user-agent':
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
};

interface Target {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** Refusals that are the route working as designed under this load (sign-in's 429 when it is full). */
  allowedRefusals?: number[];
  /** The share of the yardstick's rate this route should reach: shown beside it, not judged (others share the CPU). */
  targetShare?: number;
}

interface Result {
  name: string;
  targetShare?: number;
  /** Every answer, refusals included. */
  requestsPerSecond: number;
  /** Completed (2xx) answers only: the throughput compared with the yardstick's. */
  completedPerSecond: number;
  latencyP99: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  /** non-2xx answers the target does not allow. */
  unexpected: number;
  /** Answers by status code, so a non-2xx count says what came back. */
  statuses: string;
}

async function postgresDatabase(): Promise<{ url: string; drop: () => Promise<void> } | undefined> {
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
  } catch {
    return undefined;
  }
  const name = `bench_load_${process.pid}_${Date.now()}`;
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

function run(baseUrl: string, target: Target): Promise<Result> {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: baseUrl + target.path,
        method: target.method,
        headers: { ...target.headers, ...(target.body ? { 'content-type': 'application/json' } : {}) },
        body: target.body,
        connections: CONNECTIONS,
        duration: DURATION_SECONDS,
        timeout: TIMEOUT_SECONDS,
        // The load comes from a worker thread, so the server's own event loop does only the server's work.
        workers: 1,
        // The bodies are counted, not kept: keeping them as text cost the load thread more than the pages did.
        // With workers autocannon takes the file's path (its README), which its types do not say.
        setupClient: DISCARD_BODIES as unknown as autocannon.Options['setupClient'],
      },
      (error, result) => {
        if (error) return reject(error);
        const counts = Object.entries(result.statusCodeStats ?? {}).map(
          ([code, stat]) => [Number(code), (stat as { count: number }).count] as const,
        );
        const allowed = new Set(target.allowedRefusals ?? []);
        resolve({
          name: target.name,
          ...(target.targetShare ? { targetShare: target.targetShare } : {}),
          requestsPerSecond: result.requests.average,
          completedPerSecond: result['2xx'] / (result.duration || DURATION_SECONDS),
          latencyP99: result.latency.p99,
          errors: result.errors,
          timeouts: result.timeouts,
          non2xx: result.non2xx,
          unexpected: counts
            .filter(([code]) => (code < 200 || code >= 300) && !allowed.has(code))
            .reduce((sum, [, count]) => sum + count, 0),
          statuses: counts.map(([code, count]) => `${code}×${count}`).join(' '),
        });
      },
    );
  });
}

async function benchEngine(engine: string, databaseUrl?: string): Promise<Result[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-load-'));
  const config = loadConfig(
    { ...UNLIMITED, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
    {
      dataDir,
      logLevel: 'silent',
      host: '127.0.0.1',
    },
  );
  // The data is written by a server from the sources in this process, which then closes the database.
  const seeding = await buildApp(config);
  const db = seeding.ctx.db;
  const site = await seedLiveSite(db, {});
  const [owner] = await db
    .update(users)
    .set({ passwordHash: await hashPassword(PASSWORD, config.passwordHashing) })
    .where(eq(users.id, site.userId))
    .returning({ email: users.email });
  await seeding.close();
  const server = await startServerProcess(
    { ...UNLIMITED, LOG_LEVEL: 'silent', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
    { dataDir },
  );
  try {
    const { baseUrl } = server;
    const login = JSON.stringify({ email: owner!.email, password: PASSWORD });
    const signedIn = await fetch(`${baseUrl}/rest/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: login,
    });
    if (!signedIn.ok) throw new Error(`sign-in failed: ${signedIn.status} ${await signedIn.text()}`);
    // The spec names the access token `responce`.
    const token = ((await signedIn.json()) as { responce: string }).responce;
    // A household invited to one of the sample wedding's functions, for its personal link.
    const added = await fetch(`${baseUrl}/rest/api/private/live/${site.liveId}/households`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ name: 'Sharma family', members: [], events: [{ eventKey: 'schedule-2', seats: 3 }] }),
    });
    if (!added.ok) throw new Error(`adding a household failed: ${added.status} ${await added.text()}`);
    const householdPath = new URL(((await added.json()) as { link: string }).link).pathname;

    const targets: Target[] = [
      { name: 'health (yardstick)', method: 'GET', path: '/rest/api/health/live' },
      // The catalogue's only API (the list itself ships with the web app); the spec has it signed-in.
      {
        name: 'catalogue (a template)',
        method: 'GET',
        path: '/rest/api/public/get_templates_by_id/wed001',
        headers: { authorization: `Bearer ${token}` },
      },
      {
        name: 'content read',
        method: 'GET',
        path: `/rest/api/private/get_userdata_component_fromuser?baseTempID=${site.template.id}&liveID=${site.liveId}`,
        headers: { authorization: `Bearer ${token}` },
      },
      {
        name: 'guest wish',
        method: 'POST',
        path: `/rest/api/public/live/${site.slug}/wishes`,
        body: JSON.stringify({ name: 'Kavya', message: 'Many congratulations to you both!', website: '' }),
      },
      // As a phone asks for it (compressed), for the shared link, a greeting (`?to=`) and a household's own link.
      { name: 'live page', method: 'GET', path: `/invite/${site.slug}`, headers: PHONE, targetShare: 80 },
      {
        name: 'live page, personal link',
        method: 'GET',
        path: `/invite/${site.slug}?to=Sharma%20family`,
        headers: PHONE,
      },
      { name: 'live page, household link', method: 'GET', path: householdPath, headers: PHONE, targetShare: 50 },
      // Last: the password checks still running when its run ends would slow whatever came next. Only a few
      // run at once; the rest of the 200 are turned away with 429 and try again.
      { name: 'sign-in', method: 'POST', path: '/rest/api/login', body: login, allowedRefusals: [429] },
    ];
    // Each request once first: a run that measures refusals would measure nothing useful.
    for (const target of targets) {
      const answer = await fetch(baseUrl + target.path, {
        method: target.method,
        headers: { ...target.headers, ...(target.body ? { 'content-type': 'application/json' } : {}) },
        body: target.body,
      });
      if (!answer.ok)
        throw new Error(`${target.name} answered ${answer.status}: ${(await answer.text()).slice(0, 300)}`);
    }
    const results: Result[] = [];
    const measured = targets.filter((target, index) => index === 0 || !onlyArg || target.name.includes(onlyArg));
    for (const target of measured) {
      process.stdout.write(`${engine}: ${target.name} ...\n`);
      if (!(await settle(baseUrl)))
        throw new Error('the server did not settle within 2 minutes after the previous run');
      results.push(await run(baseUrl, target));
    }
    return results;
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function report(engine: string, results: Result[]): boolean {
  const yardstick = results[0]!.completedPerSecond || 1;
  console.log(`\n${engine}: ${CONNECTIONS} connections, ${DURATION_SECONDS} s each`);
  console.table(
    results.map((r) => ({
      route: r.name,
      // Sign-in completes a few a second: a rounded 1 would hide whether it is 0.6 or 1.4.
      '2xx/s': r.completedPerSecond < 10 ? Number(r.completedPerSecond.toFixed(1)) : Math.round(r.completedPerSecond),
      'share of health': `${((r.completedPerSecond / yardstick) * 100).toFixed(1)} %`,
      target: r.targetShare ? `>= ${r.targetShare} %` : '',
      'answers/s': Math.round(r.requestsPerSecond),
      'p99 ms': r.latencyP99,
      errors: r.errors,
      timeouts: r.timeouts,
      'non-2xx': r.non2xx,
      statuses: r.statuses,
    })),
  );
  // A route that completed nothing within the run failed too, however clean its (empty) counts look.
  return results.every((r) => r.errors === 0 && r.timeouts === 0 && r.unexpected === 0 && r.completedPerSecond > 0);
}

ensureBuild();
let clean = true;
if (dbArg !== 'postgres') clean = report('PGlite', await benchEngine('PGlite'));
if (dbArg !== 'pglite') {
  const postgres = await postgresDatabase();
  if (postgres) {
    try {
      clean = report('PostgreSQL', await benchEngine('PostgreSQL', postgres.url)) && clean;
    } finally {
      await postgres.drop();
    }
  } else {
    console.log(
      `\nPostgreSQL: nothing answers at ${POSTGRES_ADMIN_URL}; ${dbArg === 'postgres' ? 'failed' : 'skipped'}`,
    );
    if (dbArg === 'postgres') clean = false;
  }
}
if (!clean) {
  console.error(
    '\nSome requests failed or timed out, were refused where no refusal is allowed, or a route completed nothing.',
  );
  process.exitCode = 1;
}
