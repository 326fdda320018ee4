/**
 * npm run bench:send [-- --households=2000 --rate=150 --engine=pglite|postgres] — sending from the product under load, on each engine
 * (PGlite; PostgreSQL when TEST_DATABASE_URL or 127.0.0.1:5432 answers). Not part of `npm test`.
 *
 * A site with `households` households invited to 3 functions; the host sends one WhatsApp invitation per
 * function (3 batches, households x 3 messages) through the Cloud API provider against the fake Graph API. Judged:
 *   - the 3 batches are accepted (rows written, jobs queued) in <= 2 s;
 *   - they drain at the configured WHATSAPP_PER_SECOND (within 80-110 %);
 *   - 0 duplicates (no household gets a function's invitation twice);
 *   - /rest/api/health p99 <= 200 ms while it drains (asked every 50 ms from a separate process).
 * Beside it, not judged: /health/ready (select 1 waiting its turn in the database's queue, as /health did
 * before it answered from the database's last answer) and /health/live (the event loop alone). No cards are
 * drawn (no Chromium): the messages carry the link-preview picture instead.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { buildApp } from '../src/server/app';
import { startSession } from '../src/server/account';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { householdEvents, households, messageCredits, sendMessages, users } from '../src/server/db/schema';
import { freshLink } from '../src/server/guests/links';
import { seedLiveSite } from '../src/server/invitation/testing/seed';
import { startFakeGraphApi } from '../src/server/sending/testing/fake-graph-api';
import { freshPostgresDatabase, postgresAnswers } from '../src/server/testing/postgres-server';
import { startProbes } from './bench/probes';

const arg = (name: string, fallback: number) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback);
const HOUSEHOLDS = arg('households', 2000);
const RATE = arg('rate', 150);
const FUNCTIONS = ['schedule-1', 'schedule-2', 'schedule-3'];
const QUEUE_BUDGET_MS = 2000;
const HEALTH_P99_BUDGET_MS = 200;

interface Row {
  engine: string;
  messages: number;
  'queued (ms)': number;
  'drain (s)': number;
  'rate (/s)': number;
  duplicates: number;
  'health p50 (ms)': number;
  'health p99 (ms)': number;
  /** Not judged: select 1 through the database's queue, as /health answered before. */
  'ready p50 (ms)': number;
  'ready p99 (ms)': number;
  /** Not judged: the event loop alone. */
  'live p50 (ms)': number;
  'live p99 (ms)': number;
}

async function run(engine: 'pglite' | 'postgres'): Promise<Row> {
  const fake = await startFakeGraphApi();
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-send-'));
  const pg = engine === 'postgres' ? await freshPostgresDatabase('bench_send') : undefined;
  const env = {
    WHATSAPP_PROVIDER: 'cloud',
    WHATSAPP_API_BASE: fake.apiBase,
    WHATSAPP_PHONE_NUMBER_ID: fake.phoneNumberId,
    WHATSAPP_ACCESS_TOKEN: fake.accessToken,
    WHATSAPP_APP_SECRET: 'bench-app-secret',
    WHATSAPP_PER_SECOND: String(RATE),
    WHATSAPP_DAILY_LIMIT: '100000',
    // No cards: each is a Chromium run of a second or more (sending draws one at a time per instance), so 6,000
    // would measure the browser, not the sending; without one the messages carry the link-preview picture.
    CHROMIUM_PATH: join(tmpdir(), 'bench-send-no-chromium'),
  };
  const config = loadConfig(env, {
    dataDir,
    databaseUrl: pg?.url,
    logLevel: 'silent',
    jwtSecret: 'bench-secret-that-is-long-enough-0123456789',
    passwordHashing: { logN: 10 },
    webDist: join(dataDir, 'no-web'),
    limits: { ...loadConfig({}, { dataDir }).limits, perClientPerMinute: 100_000 },
  });
  const database = await openDatabase({ url: pg?.url, dataDir: pg ? undefined : join(dataDir, 'db') });
  const app = await buildApp(config, { database, jobTimings: { pollSeconds: 0.5, superviseSeconds: 5 } });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const seeded = await seedLiveSite(app.ctx.db, { pack: 'luxury' });
    const [user] = await app.ctx.db.select().from(users).where(eq(users.id, seeded.userId));
    const { token } = await startSession(app.ctx.db, config, user!, new Date());
    // Enough API messages for the bench (the luxury pack's 1,000 would refuse it, as it should).
    await app.ctx.db
      .insert(messageCredits)
      .values({ liveId: seeded.liveId, orderId: 'bench', messages: HOUSEHOLDS * 3 });
    const ids: number[] = [];
    for (let start = 0; start < HOUSEHOLDS; start += 500) {
      const rows = await app.ctx.db
        .insert(households)
        .values(
          Array.from({ length: Math.min(500, HOUSEHOLDS - start) }, (_, i) => ({
            liveId: seeded.liveId,
            name: `Household ${start + i}`,
            phone: `+9190${String(start + i).padStart(8, '0')}`,
            ...freshLink(config),
          })),
        )
        .returning({ id: households.id });
      ids.push(...rows.map((row) => row.id));
      await app.ctx.db
        .insert(householdEvents)
        .values(rows.flatMap((row) => FUNCTIONS.map((eventKey) => ({ householdId: row.id, eventKey, seats: 2 }))));
    }

    const probes = await startProbes({
      baseUrl: address,
      pid: process.pid,
      // Beside /health: /health/ready still asks the database (select 1, waiting its turn behind the batch's
      // statements), /health/live asks nothing; the three side by side show where a slow answer waits.
      targets: [
        { name: 'health', path: '/rest/api/health' },
        { name: 'ready', path: '/rest/api/health/ready' },
        { name: 'live', path: '/rest/api/health/live' },
      ],
      intervalMs: 50,
      rssCeilingMb: 4000,
    });
    const queuedFrom = performance.now();
    for (const eventKey of FUNCTIONS) {
      const response = await app.inject({
        method: 'POST',
        url: `/rest/api/private/live/${seeded.liveId}/sends`,
        headers: { authorization: `Bearer ${token}` },
        payload: { channel: 'whatsapp', kind: 'invitation', eventKey, householdIds: ids },
      });
      if (response.statusCode !== 202) throw new Error(`send refused: ${response.statusCode} ${response.body}`);
    }
    const queuedMs = Math.round(performance.now() - queuedFrom);
    const total = HOUSEHOLDS * FUNCTIONS.length;
    // Sending starts with the first batch, so the rate counts from there.
    for (;;) {
      const [row] = await app.ctx.db.select({ n: count() }).from(sendMessages).where(eq(sendMessages.status, 'sent'));
      if ((row?.n ?? 0) >= total) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const drainS = (performance.now() - queuedFrom) / 1000;
    const { health, ready, live } = (await probes.stop()).targets;
    const keys = fake.messages.map((m) => {
      const body = m.body.template as { components: Array<{ type: string; parameters: Array<{ text?: string }> }> };
      return `${m.to}|${body.components.find((c) => c.type === 'body')!.parameters[1]!.text}`;
    });
    return {
      engine,
      messages: fake.messages.length,
      'queued (ms)': queuedMs,
      'drain (s)': Math.round(drainS * 10) / 10,
      'rate (/s)': Math.round(total / drainS),
      duplicates: keys.length - new Set(keys).size,
      'health p50 (ms)': Math.round(health!.p50),
      'health p99 (ms)': Math.round(health!.p99),
      'ready p50 (ms)': Math.round(ready!.p50),
      'ready p99 (ms)': Math.round(ready!.p99),
      'live p50 (ms)': Math.round(live!.p50),
      'live p99 (ms)': Math.round(live!.p99),
    };
  } finally {
    await app.close();
    await database.close();
    await fake.close();
    await pg?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// --engine=pglite|postgres measures one alone (e.g. under --cpu-prof).
const only = process.argv.find((a) => a.startsWith('--engine='))?.slice('--engine='.length);
const engines: Array<'pglite' | 'postgres'> = only === 'postgres' ? [] : ['pglite'];
if (only !== 'pglite' && (await postgresAnswers())) engines.push('postgres');
const rows: Row[] = [];
for (const engine of engines) rows.push(await run(engine));
console.log(`\nSend bench: ${HOUSEHOLDS} households x ${FUNCTIONS.length} functions, WHATSAPP_PER_SECOND=${RATE}\n`);
console.table(rows);
const failures = rows.flatMap((row) => [
  ...(row['queued (ms)'] > QUEUE_BUDGET_MS ? [`${row.engine}: queued in ${row['queued (ms)']} ms`] : []),
  ...(row['rate (/s)'] < RATE * 0.8 || row['rate (/s)'] > RATE * 1.1
    ? [`${row.engine}: drained at ${row['rate (/s)']}/s, configured ${RATE}/s`]
    : []),
  ...(row.duplicates ? [`${row.engine}: ${row.duplicates} duplicates`] : []),
  ...(row.messages !== HOUSEHOLDS * FUNCTIONS.length ? [`${row.engine}: ${row.messages} messages`] : []),
  ...(row['health p99 (ms)'] > HEALTH_P99_BUDGET_MS ? [`${row.engine}: health p99 ${row['health p99 (ms)']} ms`] : []),
]);
for (const failure of failures) console.error(`FAIL: ${failure}`);
process.exitCode = failures.length ? 1 : 0;
