/**
 * A server process reduced to the job engine, for the tests that kill one (crash-suite.ts): it opens the
 * database named by JOBS_TEST_DATABASE (a PGlite directory or a PostgreSQL URL), runs the queue `step`, and
 * reports on standard output, one JSON line each, what its handler does. SEND=n sends n jobs once started;
 * HOLD=kill makes every try wait until the process is killed, HOLD=term until it is told to stop (SIGTERM),
 * after which the try finishes within the stop's grace. SIGTERM stops it as main.ts stops the server.
 */
import Fastify from 'fastify';
import { openDatabase } from '../../db/client';
import { createJobs } from '../index';

// The test process that started this one is gone (its IPC channel closed): nothing would ever stop this one.
// Listened for before the database opens, which takes seconds.
process.on('disconnect', () => process.exit(1));
process.channel?.unref();

const target = process.env.JOBS_TEST_DATABASE ?? '';
const hold = process.env.HOLD ?? '';
const say = (event: object) => process.stdout.write(`${JSON.stringify(event)}\n`);

const database = await openDatabase(target.startsWith('postgres') ? { url: target } : { dataDir: target });
const jobs = createJobs({
  db: database.db,
  engine: database.engine,
  log: Fastify({ logger: false }).log,
  pollSeconds: 0.5,
  superviseSeconds: 1,
  stopGraceMs: 5000,
});
let terminated: () => void;
const terminating = new Promise<void>((resolve) => (terminated = resolve));

// Idempotent as a test needs it: the only effect is the `finished` line, written once a try completes.
jobs.define<{ n: number }>(
  { name: 'step', retryLimit: 3, retryDelaySeconds: 0, retryBackoff: false, expireInSeconds: 3, concurrency: 1 },
  async (job) => {
    say({ event: 'started', id: job.id, n: job.data.n, retryCount: job.retryCount });
    if (hold === 'kill') await new Promise(() => undefined);
    if (hold === 'term') await terminating;
    say({ event: 'finished', id: job.id, n: job.data.n });
  },
);
process.on('SIGTERM', () => {
  terminated();
  void jobs
    .stop()
    .then(() => database.close())
    .then(() => {
      say({ event: 'stopped' });
      process.exit(0);
    });
});
await jobs.start();
const sends = Number(process.env.SEND ?? 0);
for (let n = 1; n <= sends; n += 1) say({ event: 'sent', n, id: await jobs.send('step', { n }) });
say({ event: 'ready' });
