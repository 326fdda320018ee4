/**
 * Background work that survives a crash and runs once across instances: a queue per kind of job, each with its
 * own retry policy, time limit and concurrency, kept in the product's own database (pg-boss, engine.ts). Feature
 * code defines its queues while the app is built (`app.ctx.jobs.define`), before the app is ready; the app
 * starts the engine once it is ready and stops it, gracefully, when it closes.
 */

export type { FailedJob, JobContext, JobQueue, Jobs, JobState, JobStatus, QueueCounts, SendOptions } from './types';
export { createJobs, type JobsOptions } from './engine';
export { jobTimings, type JobTimings } from './settings';
