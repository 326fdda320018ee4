import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HealthResponse, ProbeResponse } from '../../shared/api/health';
import { errorResponseSchema, HttpError } from '../http/errors';
import { fileStore } from '../media';

const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** Throws a 503 (with the request id) while the database does not answer; the cause goes to the log only. */
  async function databaseAnswers(log: { error(obj: object, msg: string): void }): Promise<void> {
    try {
      await app.ctx.db.execute(sql`select 1`);
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
      await Promise.all([databaseAnswers(request.log), filesAnswer(request.log)]);
      return { status: 'ok' };
    },
  );
};

export default healthRoutes;
