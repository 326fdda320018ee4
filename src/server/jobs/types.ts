/**
 * The job engine's contract (index.ts). Background work that survives a crash and runs once across instances: a queue per kind of job, each with its
 * own retry policy, time limit and concurrency, kept in the product's own database (pg-boss, engine.ts). Feature
 * code defines its queues while the app is built (`app.ctx.jobs.define`), before the app is ready; the app
 * starts the engine once it is ready and stops it, gracefully, when it closes.
 */
export interface JobQueue<T> {
  /** e.g. 'keepsake-book', 'media-sweep', 'send-message'. */
  name: string;
  retryLimit: number;
  retryDelaySeconds: number;
  retryBackoff: boolean;
  /** The time limit of one try: a try still active after it (its instance died, or it hangs) is tried again. */
  expireInSeconds: number;
  /** Jobs of this queue run at once in one instance (Chromium work: 1). */
  concurrency: number;
  /**
   * When set (>= 10), a running try beats every half of it, and a try whose beats stop (its instance died) is
   * tried again after it rather than only after expireInSeconds.
   */
  heartbeatSeconds?: number;
  /**
   * Jobs fetched at once by one worker (default 1), run one after another, each settled on its own; a full
   * batch fetches the next at once. For many small jobs (sending messages): fewer round trips.
   */
  batchSize?: number;
  /** Phantom: ties the queue to its data's type. */
  readonly data?: T;
}

export interface JobContext<T> {
  id: string;
  data: T;
  /** Aborted when the try is given up: its time limit passed, or the server stopped before it finished. */
  signal: AbortSignal;
  /** Records how far the job is, 0..1 (what `get` answers while it runs). */
  progress(p: number): Promise<void>;
  /** 0 on the first try. */
  retryCount: number;
}

export type JobState = 'queued' | 'active' | 'done' | 'failed' | 'cancelled';

export interface JobStatus {
  state: JobState;
  progress: number;
  failure: string | null;
}

export interface SendOptions {
  singletonKey?: string;
  startAfter?: Date;
  id?: string;
}

export interface QueueCounts {
  queue: string;
  queued: number;
  active: number;
  failed: number;
}

export interface FailedJob {
  queue: string;
  id: string;
  failure: string;
  failedAt: string;
  retryCount: number;
}

export interface Jobs {
  /**
   * Registers a queue and its handler; call before start(). The handler must be idempotent: a try cut off by a
   * crash is run again in full, so every handler says in a comment how a second run leaves no second effect.
   */
  define<T extends object>(queue: JobQueue<T>, handler: (job: JobContext<T>) => Promise<void>): void;
  /** Enqueues; a job with the same singletonKey still queued or active is not added again (returns null). */
  send<T extends object>(queue: string, data: T, options?: SendOptions): Promise<string | null>;
  /** Many at once, in one round trip. */
  sendMany<T extends object>(queue: string, jobs: Array<{ data: T } & SendOptions>): Promise<void>;
  /** Runs `queue` on a cron schedule once across all instances (the engine's own cron, in UTC). */
  schedule(queue: string, cron: string, data?: object): Promise<void>;
  /** State of one job: queued|active|done|failed|cancelled, progress 0..1, failure reason. */
  get(queue: string, id: string): Promise<JobStatus | null>;
  cancel(queue: string, id: string): Promise<void>;
  /** Puts a failed job back in its queue; false when there is no such failed job. */
  retry(queue: string, id: string): Promise<boolean>;
  /** Queued, active and failed jobs of every defined queue, for the admin's jobs page. */
  counts(): Promise<QueueCounts[]>;
  /** The most recently failed jobs, newest first, with their reasons. */
  failed(limit: number): Promise<FailedJob[]>;
  /** The names of the defined queues. */
  queues(): string[];
  start(): Promise<void>;
  /** Stops taking jobs, lets running ones finish within `graceMs`, leaves the rest queued. */
  stop(graceMs?: number): Promise<void>;
}
