/**
 * Wire contract of the admin's jobs page: the background job queues (server/jobs) with their queued, active
 * and failed counts, the most recently failed jobs with their reasons, and putting a failed job back in its
 * queue. The TypeBox values are the routes' JSON Schemas; the web app imports only the types.
 *
 * Routes (all under /rest/api; the admin only, like every admin call):
 *   GET  admin/jobs                          -> JobsOverview
 *   POST admin/jobs/{queue}/{id}/retry       -> JobsOverview (404 when that queue has no such failed job)
 */
import { Type, type Static } from 'typebox';
import { Strict } from './schema-helpers';

export const QueueCounts = Type.Object({
  queue: Type.String(),
  queued: Type.Integer({ minimum: 0 }),
  active: Type.Integer({ minimum: 0 }),
  failed: Type.Integer({ minimum: 0 }),
});
export type QueueCounts = Static<typeof QueueCounts>;

export const FailedJob = Type.Object({
  queue: Type.String(),
  id: Type.String(),
  /** The thrown error's message. */
  failure: Type.String(),
  /** When it failed for the last time (ISO). */
  failedAt: Type.String(),
  /** Tries after the first. */
  retryCount: Type.Integer({ minimum: 0 }),
});
export type FailedJob = Static<typeof FailedJob>;

export const JobsOverview = Type.Object({
  queues: Type.Array(QueueCounts),
  /** Newest first, at most 50. */
  failed: Type.Array(FailedJob),
});
export type JobsOverview = Static<typeof JobsOverview>;

export const RetryJobParams = Strict({
  queue: Type.String({ minLength: 1, maxLength: 64, pattern: '^[a-z0-9-]+$' }),
  id: Type.String({ maxLength: 36, pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' }),
});
