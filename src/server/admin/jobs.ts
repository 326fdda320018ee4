import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { JobsOverview, RetryJobParams } from '../../shared/api/jobs';
import { HttpError } from '../http/errors';
import { recordAudit } from './audit';
import { adminRefusals } from './refusals';

/** Failed jobs listed at once: the page is for noticing and retrying, not for history. */
const FAILED_SHOWN = 50;
export const NO_FAILED_JOB = 'That queue has no failed job with that id.';

/** GET /admin/jobs (counts per queue and the latest failures) and POST .../{queue}/{id}/retry. */
const jobsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { jobs } = app.ctx;
  const overview = async () => ({ queues: await jobs.counts(), failed: await jobs.failed(FAILED_SHOWN) });

  app.get(
    '/admin/jobs',
    {
      schema: {
        tags: ['admin'],
        summary: 'Background job queues: queued, active and failed counts, and the latest failed jobs',
        response: { 200: JobsOverview, ...adminRefusals },
      },
    },
    overview,
  );

  app.post(
    '/admin/jobs/:queue/:id/retry',
    {
      schema: {
        tags: ['admin'],
        summary: 'Put a failed job back in its queue',
        params: RetryJobParams,
        response: { 200: JobsOverview, ...adminRefusals },
      },
    },
    async (request) => {
      const { queue, id } = request.params;
      if (!jobs.queues().includes(queue) || !(await jobs.retry(queue, id))) throw new HttpError(404, NO_FAILED_JOB);
      await recordAudit(request, 'job.retry', `${queue}/${id}`);
      return overview();
    },
  );
};

export default jobsRoutes;
