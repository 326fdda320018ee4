/**
 * The engine's timings, from the environment: the defaults suit production; tests and the crash journey
 * shorten them so a job cut off by a crash is picked up again within seconds rather than half a minute.
 */
import type { JobsOptions } from './engine';

export type JobTimings = Pick<JobsOptions, 'pollSeconds' | 'superviseSeconds' | 'stopGraceMs'>;

function positive(value: string | undefined, min: number): number | undefined {
  const number = Number(value);
  return value && Number.isFinite(number) && number >= min ? number : undefined;
}

export function jobTimings(env: NodeJS.ProcessEnv): JobTimings {
  return {
    // JOBS_POLL_SECONDS: how often an idle queue looks for work (default 2, at least 0.5).
    pollSeconds: positive(env.JOBS_POLL_SECONDS, 0.5),
    // JOBS_SUPERVISE_SECONDS: how often tries past their time limit are retried (default 30, at least 1).
    superviseSeconds: positive(env.JOBS_SUPERVISE_SECONDS, 1),
    // JOBS_STOP_GRACE_MS: how long a stopping server lets running jobs finish (default 10000).
    stopGraceMs: positive(env.JOBS_STOP_GRACE_MS, 0),
  };
}
