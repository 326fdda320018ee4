/**
 * Exactly once across instances, on PostgreSQL: an instance in this process and the real server as a child
 * process drain one batch together against a slow fake Graph API, and no household gets two messages; then the
 * child is killed (SIGKILL) in the middle of a second batch and the survivor finishes it, again with no
 * duplicate: the tries the child had in flight stay 'sending' (at most once), everything else is sent once.
 * Skipped only when no PostgreSQL answers (a failure under CI=true).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Household } from '../../shared/api/guests';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { sendMessages } from '../db/schema';
import { hostSite, type HostSite } from '../guests/testing/fixtures';
import { FAST_JOBS, createClock, type TestApp } from '../testing/test-app';
import { freshPostgresDatabase, postgresAnswers, type FreshDatabase } from '../testing/postgres-server';
import { INTERRUPTED } from './deliver';
import { startFakeGraphApi, type FakeGraphApi } from './testing/fake-graph-api';

const available = await postgresAnswers();
const SECRET = 'one-secret-for-every-instance-0123456789';
const HOUSEHOLDS = 24;

describe.skipIf(!available)('sending from two instances, one killed', () => {
  let fake: FakeGraphApi;
  let database: FreshDatabase;
  let app: FastifyInstance;
  let child: ChildProcess | undefined;
  let site: HostSite;
  const dirs: string[] = [];
  let env: Record<string, string>;

  beforeAll(async () => {
    fake = await startFakeGraphApi();
    fake.delayMs = 150;
    database = await freshPostgresDatabase('sending');
    env = {
      WHATSAPP_PROVIDER: 'cloud',
      WHATSAPP_API_BASE: fake.apiBase,
      WHATSAPP_PHONE_NUMBER_ID: fake.phoneNumberId,
      WHATSAPP_ACCESS_TOKEN: fake.accessToken,
      WHATSAPP_APP_SECRET: 'meta-app-secret',
      // Slices of 4 messages: the batch is shared out between the instances.
      WHATSAPP_PER_SECOND: '4',
      WHATSAPP_RETRY_DELAY_S: '1',
      // The tries the killed child held are taken up again after this, not after two minutes.
      WHATSAPP_JOB_TIMEOUT_S: '5',
      // No cards drawn here (a Chromium run each, against tries of 5 s): card-picture.test.ts covers them.
      CHROMIUM_PATH: '/nonexistent/chromium',
    };
    const dataDir = mkdtempSync(join(tmpdir(), 'invites-sending-'));
    dirs.push(dataDir);
    const config = loadConfig(env, {
      dataDir,
      databaseUrl: database.url,
      logLevel: 'silent',
      jwtSecret: SECRET,
      passwordHashing: { logN: 14 },
      webDist: join(dataDir, 'no-web'),
    });
    app = await buildApp(config, { jobTimings: FAST_JOBS });
    await app.ready();
    site = await hostSite({ app, config, clock: createClock(), dataDir, close: async () => {} } as TestApp);
    for (let n = 0; n < HOUSEHOLDS; n += 1) {
      const response = await app.inject({
        method: 'POST',
        url: `/rest/api/private/live/${site.liveId}/households`,
        headers: { authorization: site.owner.authorization },
        payload: {
          name: `H${n}`,
          members: [],
          phone: `96000${String(n).padStart(5, '0')}`,
          events: [{ eventKey: 'schedule-2', seats: 2 }],
        },
      });
      expect(response.statusCode).toBe(200);
    }
    child = await startChild();
  }, 60_000);

  afterAll(async () => {
    child?.kill('SIGKILL');
    await app?.close();
    await fake?.close();
    await database?.drop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  /** The real server (src/server/main.ts) on the same database, as a child process that can be killed. */
  function startChild(): Promise<ChildProcess> {
    const dataDir = mkdtempSync(join(tmpdir(), 'invites-sending-child-'));
    dirs.push(dataDir);
    const started = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: {
        ...process.env,
        ...env,
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
        DATABASE_URL: database.url,
        DATA_DIR: dataDir,
        JWT_SECRET: SECRET,
        JOBS_POLL_SECONDS: '0.5',
        JOBS_SUPERVISE_SECONDS: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    return new Promise((resolve, reject) => {
      let out = '';
      let errors = '';
      started.stderr!.on('data', (chunk) => (errors += chunk));
      started.once('exit', (code) => reject(new Error(`server exited (${code}): ${errors}`)));
      started.stdout!.on('data', (chunk) => {
        out += chunk;
        if (out.includes('Server listening at')) resolve(started);
      });
    });
  }

  const ids = async () =>
    (
      (
        await app.inject({
          method: 'GET',
          url: `/rest/api/private/live/${site.liveId}/households`,
          headers: { authorization: site.owner.authorization },
        })
      ).json() as Household[]
    ).map((h) => h.id);

  async function sendBatch(kind: string): Promise<number> {
    const response = await app.inject({
      method: 'POST',
      url: `/rest/api/private/live/${site.liveId}/sends`,
      headers: { authorization: site.owner.authorization },
      payload: { channel: 'whatsapp', kind, eventKey: 'schedule-2', householdIds: await ids() },
    });
    expect(response.statusCode, response.body).toBe(202);
    return (response.json() as { id: number }).id;
  }

  const rowsOf = (batchId: number) => app.ctx.db.select().from(sendMessages).where(eq(sendMessages.batchId, batchId));
  const duplicates = (template: string) => {
    const to = fake.messages.filter((m) => (m.body.template as { name: string }).name === template).map((m) => m.to);
    return to.length - new Set(to).size;
  };

  it('two instances drain one batch with one message per household', async () => {
    const batchId = await sendBatch('invitation');
    await vi.waitFor(async () => expect((await rowsOf(batchId)).every((row) => row.status === 'sent')).toBe(true), {
      timeout: 30_000,
      interval: 200,
    });
    expect(fake.messages).toHaveLength(HOUSEHOLDS);
    expect(duplicates('utsav_invitation')).toBe(0);
  }, 40_000);

  it('SIGKILL mid-batch: the survivor finishes it; nothing is sent twice', async () => {
    const before = fake.requests;
    const batchId = await sendBatch('reminder');
    await vi.waitFor(() => expect(fake.requests - before).toBeGreaterThanOrEqual(4), { timeout: 20_000, interval: 20 });
    await new Promise<void>((resolve) => {
      child!.removeAllListeners('exit');
      child!.once('exit', () => resolve());
      child!.kill('SIGKILL');
    });
    child = undefined;
    await vi.waitFor(
      async () => {
        const rows = await rowsOf(batchId);
        expect(rows.filter((row) => row.status === 'queued' || row.status === 'sending')).toHaveLength(0);
      },
      { timeout: 40_000, interval: 200 },
    );
    const rows = await rowsOf(batchId);
    const sent = rows.filter((row) => row.status === 'sent').length;
    // Those the child was sending when it died: not sent again, shown to the host as "may not have arrived".
    const interrupted = rows.filter((row) => row.status === 'failed' && row.failure === INTERRUPTED).length;
    expect(interrupted).toBeLessThanOrEqual(4);
    expect(sent + interrupted).toBe(HOUSEHOLDS);
    expect(duplicates('utsav_reminder')).toBe(0);
  }, 60_000);
});
