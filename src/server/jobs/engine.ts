/**
 * The job engine: pg-boss in the schema `pgboss` of the product's own database. On PGlite it runs through
 * pg-boss's PGlite adapter over the app's PGlite, whose statements take turns with every request's
 * (db/pglite-turns.ts), so a busy queue cannot hold the event loop; on PostgreSQL through the app's own pool.
 *
 * Every queue uses pg-boss's `exclusive` policy: a singleton key is held by one job at a time while it is
 * queued or active. A job sent without a key gets its own id as its key, so only keys the caller chose collide.
 * A try whose instance died stays active until its queue's time limit passes, then is tried again by whichever
 * instance polls first; pg-boss's cron makes a schedule's job once per due time across all instances.
 */
import type { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { fromPglite, PgBoss, type Db as IDatabase, type Job, type JobInsert, type JobResult } from 'pg-boss';
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client';
import type { FailedJob, JobContext, JobQueue, Jobs, JobState, JobStatus, QueueCounts, SendOptions } from './types';

const SCHEMA = 'pgboss';

export interface JobsOptions {
  db: Db;
  engine: 'pglite' | 'postgres';
  log: FastifyBaseLogger;
  /** How often an idle queue asks for work, seconds (>= 0.5). */
  pollSeconds?: number;
  /** How often expired tries are found and retried, and queues' counts refreshed, seconds (>= 1). */
  superviseSeconds?: number;
  /** How long stop() lets running jobs finish by default. */
  stopGraceMs?: number;
}

interface Defined {
  queue: JobQueue<object>;
  handler: (job: JobContext<object>) => Promise<void>;
}

const STATES: Record<string, JobState> = {
  created: 'queued',
  retry: 'queued',
  active: 'active',
  completed: 'done',
  failed: 'failed',
  cancelled: 'cancelled',
};

/**
 * pg-boss's connection to the app's own database: PGlite's single session (whose LISTEN/NOTIFY is in-process),
 * or the PostgreSQL pool plus, for LISTEN, one client of its own. A listening client that drops is not
 * reopened: polling remains, as pg-boss always keeps it, so jobs are only picked up a poll later.
 */
function databaseOf(db: Db, engine: 'pglite' | 'postgres', log: FastifyBaseLogger): IDatabase {
  const client = (db as unknown as { $client: PGlite | pg.Pool }).$client;
  if (engine === 'pglite') return fromPglite(client as PGlite);
  const pool = client as pg.Pool & { options: pg.ClientConfig };
  return {
    executeSql: (text: string, values?: unknown[]) => pool.query(text, values),
    async listen(channel, onNotification, onReconnect) {
      const { default: driver } = await import('pg');
      const listener = new driver.Client(pool.options);
      listener.on('error', (error) => log.warn({ err: error }, 'jobs: the listening connection dropped; polling'));
      listener.on('notification', (message) => {
        if (message.channel === channel) onNotification(message.payload ?? '');
      });
      await listener.connect();
      await listener.query(`LISTEN "${channel.replaceAll('"', '""')}"`);
      onReconnect();
      return { close: () => listener.end().catch(() => undefined) };
    },
  };
}

/** The reason pg-boss stored for a failed try: the thrown error's message. */
function failureOf(output: unknown): string | null {
  if (output && typeof output === 'object' && 'message' in output && typeof output.message === 'string')
    return output.message;
  return null;
}

function progressOf(output: unknown): number {
  if (output && typeof output === 'object' && 'progress' in output && typeof output.progress === 'number')
    return Math.min(1, Math.max(0, output.progress));
  return 0;
}

export function createJobs(options: JobsOptions): Jobs {
  const { log, pollSeconds = 2, superviseSeconds = 30, stopGraceMs = 10_000 } = options;
  const database = databaseOf(options.db, options.engine, log);
  const boss = new PgBoss({
    db: database,
    backend: options.engine === 'pglite' ? 'pglite' : 'postgres',
    schema: SCHEMA,
    superviseIntervalSeconds: superviseSeconds,
    monitorIntervalSeconds: superviseSeconds,
    queueCacheIntervalSeconds: superviseSeconds,
    cronWorkerIntervalSeconds: Math.min(45, Math.max(1, Math.round(superviseSeconds / 6))),
    cronMonitorIntervalSeconds: Math.min(45, superviseSeconds),
    openTelemetry: { enabled: false },
    // A job sent wakes an idle worker at once (every queue has `notify`); polling stays as the floor.
    useListenNotify: true,
  });
  boss.on('error', (error: unknown) => log.error({ err: error }, 'jobs: engine error'));
  boss.on('warning', (warning: unknown) => log.warn({ warning }, 'jobs: engine warning'));

  const defined = new Map<string, Defined>();
  const schedules: Array<{ queue: string; cron: string; data?: object }> = [];
  let started: Promise<void> | null = null;
  let stopped = false;

  const sql = (text: string, values?: unknown[]) => database.executeSql(text, values);
  const insertOf = <T extends object>(data: T, send: SendOptions = {}): JobInsert => {
    const id = send.id ?? randomUUID();
    return { id, data, singletonKey: send.singletonKey ?? id, startAfter: send.startAfter };
  };

  const run = async (definition: Defined) => {
    const { queue, handler } = definition;
    const settings = {
      policy: 'exclusive',
      retryLimit: queue.retryLimit,
      retryDelay: queue.retryDelaySeconds,
      retryBackoff: queue.retryBackoff,
      expireInSeconds: queue.expireInSeconds,
      notify: true,
      ...(queue.heartbeatSeconds ? { heartbeatSeconds: queue.heartbeatSeconds } : {}),
    };
    if (await boss.getQueue(queue.name)) {
      const { policy: _fixed, ...changeable } = settings;
      await boss.updateQueue(queue.name, { ...changeable, heartbeatSeconds: queue.heartbeatSeconds ?? null });
    } else await boss.createQueue(queue.name, settings);
    const contextOf = (job: Job<object>): JobContext<object> => ({
      id: job.id,
      data: job.data,
      signal: job.signal,
      retryCount: job.retryCount,
      progress: async (p) => {
        await sql(
          `update ${SCHEMA}.job set output = jsonb_build_object('progress', $3::float8)
           where name = $1 and id = $2::uuid and state = 'active'`,
          [queue.name, job.id, p],
        );
      },
    });
    const batchSize = queue.batchSize ?? 1;
    await boss.work<object>(
      queue.name,
      {
        batchSize,
        localConcurrency: queue.concurrency,
        pollingIntervalSeconds: pollSeconds,
        // A notice wakes a worker for one fetch only: a backlog is drained at the poll's pace, so it stays.
        notifyPollingIntervalSeconds: pollSeconds,
        // A full batch means more are waiting: fetch the next at once (a one-job batch always looks full).
        burstWhenBatchFull: batchSize > 1,
        perJobResults: true,
      },
      async (batch): Promise<JobResult[]> => {
        // One after another within a batch; `concurrency` batches at once. Each job settles on its own.
        const results: JobResult[] = [];
        for (const job of batch) {
          try {
            await handler(contextOf(job));
            results.push({ id: job.id, status: 'completed' });
          } catch (error) {
            const message = error instanceof Error ? error.message : String(error);
            results.push({ id: job.id, status: 'failed', output: { message } });
          }
        }
        return results;
      },
    );
  };

  const jobs: Jobs = {
    define(queue, handler) {
      if (started) throw new Error(`jobs: queue ${queue.name} defined after start`);
      if (defined.has(queue.name)) throw new Error(`jobs: queue ${queue.name} defined twice`);
      defined.set(queue.name, { queue, handler } as unknown as Defined);
    },

    async send(queue, data, send) {
      const insert = insertOf(data, send);
      return boss.send(queue, data, {
        id: insert.id,
        singletonKey: insert.singletonKey,
        startAfter: send?.startAfter,
      });
    },

    async sendMany(queue, many) {
      if (many.length === 0) return;
      await boss.insert(
        queue,
        many.map(({ data, ...send }) => insertOf(data, send)),
      );
    },

    async schedule(queue, cron, data) {
      schedules.push({ queue, cron, data });
      if (started) await started.then(() => boss.schedule(queue, cron, data ?? null, { tz: 'UTC' }));
    },

    async get(queue, id) {
      const { rows } = await sql(`select state, output from ${SCHEMA}.job where name = $1 and id = $2::uuid`, [
        queue,
        id,
      ]);
      const row = rows[0] as { state: string; output: unknown } | undefined;
      if (!row) return null;
      const state = STATES[row.state] ?? 'queued';
      const status: JobStatus = {
        state,
        progress: state === 'done' ? 1 : progressOf(row.output),
        failure: state === 'failed' ? (failureOf(row.output) ?? 'failed') : null,
      };
      return status;
    },

    async cancel(queue, id) {
      await boss.cancel(queue, id);
    },

    async retry(queue, id) {
      const result = await boss.retry(queue, id);
      // Typed as empty, though it answers the count it changed.
      return ((result as { affected?: number }).affected ?? 0) > 0;
    },

    async counts() {
      const names = [...defined.keys()];
      const { rows } = await sql(
        `select name, state::text as state, count(*)::int as count from ${SCHEMA}.job
         where name = any($1::text[]) and state in ('created', 'retry', 'active', 'failed') group by 1, 2`,
        [names],
      );
      return names.map((queue): QueueCounts => {
        const of = (...states: string[]) =>
          (rows as Array<{ name: string; state: string; count: number }>)
            .filter((row) => row.name === queue && states.includes(row.state))
            .reduce((sum, row) => sum + row.count, 0);
        return { queue, queued: of('created', 'retry'), active: of('active'), failed: of('failed') };
      });
    },

    async failed(limit) {
      const { rows } = await sql(
        `select name, id::text as id, output, completed_on, retry_count from ${SCHEMA}.job
         where name = any($1::text[]) and state = 'failed' order by completed_on desc nulls last limit $2`,
        [[...defined.keys()], limit],
      );
      return (
        rows as Array<{ name: string; id: string; output: unknown; completed_on: Date | null; retry_count: number }>
      ).map((row): FailedJob => ({
        queue: row.name,
        id: row.id,
        failure: failureOf(row.output) ?? 'failed',
        failedAt: new Date(row.completed_on ?? 0).toISOString(),
        retryCount: row.retry_count,
      }));
    },

    queues: () => [...defined.keys()],

    start() {
      started ??= (async () => {
        await boss.start();
        for (const definition of defined.values()) await run(definition);
        for (const { queue, cron, data } of schedules) await boss.schedule(queue, cron, data ?? null, { tz: 'UTC' });
      })();
      return started;
    },

    async stop(graceMs = stopGraceMs) {
      if (!started || stopped) return;
      stopped = true;
      // Every worker stops taking tries now, before anything is awaited: pg-boss's own stop first closes its
      // notifier (a round trip on PostgreSQL), and meanwhile a worker whose try had just ended fetched the next.
      for (const queue of defined.keys()) void boss.offWork(queue, { wait: false }).catch(() => undefined);
      await started.catch(() => undefined);
      // Graceful: no new tries are taken; running ones get graceMs, then are failed into their retry.
      await boss.stop({ graceful: true, timeout: graceMs, close: false });
    },
  };
  return jobs;
}
