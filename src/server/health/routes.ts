import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HealthResponse, ProbeResponse } from '../../shared/api/health';
import { errorResponseSchema, HttpError } from '../http/errors';
import { fileStore } from '../media';

/**
 * /health answers from the database's last answer when it is fresh: a batch being sent queues statements, and on
 * PGlite (one statement at a time, db/pglite-turns.ts) a `select 1` asked meanwhile waited its turn behind all of
 * them, 0.6-1.5 s, though the server and its database were well. So each health request starts a `select 1` when
 * none is under way, and does not wait for it while the last one answered within FRESH_MS; past that (or after a
 * failure) it waits, and a database that does not answer still makes it 503.
 */
const FRESH_MS = 2000;

function databaseProbe(ask: () => Promise<unknown>) {
  let answeredAt = -Infinity;
  let asking: Promise<void> | null = null;
  const probe = () =>
    (asking ??= ask()
      .then(() => void (answeredAt = performance.now()))
      .catch((error: unknown) => {
        answeredAt = -Infinity;
        throw error;
      })
      .finally(() => (asking = null)));
  return {
    /** Resolves at once while the database answered lately (asking again behind the scenes), else when it does. */
    answers(): Promise<void> {
      const fresh = performance.now() - answeredAt < FRESH_MS;
      const asked = probe();
      if (!fresh) return asked;
      asked.catch(() => undefined); // the next request sees the failure
      return Promise.resolve();
    },
    /** Always asks the database (or joins the question under way). */
    asked: probe,
  };
}

const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const database = databaseProbe(() => app.ctx.db.execute(sql`select 1`));

  /** Throws a 503 (with the request id) while the database does not answer; the cause goes to the log only. */
  async function databaseAnswers(log: { error(obj: object, msg: string): void }, waitForIt = false): Promise<void> {
    try {
      await (waitForIt ? database.asked() : database.answers());
    } catch (error) {
      log.error({ err: error }, 'database unreachable');
      throw new HttpError(503, 'The database is not reachable.');
    }
  }

  /** Throws a 503 while the file store (the bucket, when S3_BUCKET is set) does not answer. */
  async function filesAnswer(log: { error(obj: object, msg: string): void }): Promise<void> {
    try {
      await fileStore(app.ctx).check();
    } catch (error) {
      log.error({ err: error }, 'file storage unreachable');
      throw new HttpError(503, 'The file storage is not reachable.');
    }
  }

  app.get(
    '/health',
    { schema: { tags: ['health'], response: { 200: HealthResponse, 503: errorResponseSchema } } },
    async (request) => {
      await databaseAnswers(request.log);
      const { config, dbEngine } = app.ctx;
      return {
        status: 'ok',
        database: dbEngine,
        paymentProvider: config.paymentProvider,
        testPayments: config.testPayments,
      };
    },
  );

  app.get(
    '/health/live',
    { schema: { tags: ['health'], summary: 'Liveness: the process answers', response: { 200: ProbeResponse } } },
    async () => ({ status: 'ok' }),
  );

  app.get(
    '/health/ready',
    {
      schema: {
        tags: ['health'],
        summary: 'Readiness: the database and the file storage answer (503 while either does not)',
        response: { 200: ProbeResponse, 503: errorResponseSchema },
      },
    },
    async (request) => {
      // Readiness still waits for the database itself (it decides whether this instance gets traffic).
      await Promise.all([databaseAnswers(request.log, true), filesAnswer(request.log)]);
      return { status: 'ok' };
    },
  );
};

export default healthRoutes;
