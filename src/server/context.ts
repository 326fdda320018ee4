import type { AppConfig } from './config';
import type { Db } from './db/client';
import type { Jobs } from './jobs';

/** What every feature plugin gets from the app: `request.server.ctx` / `app.ctx`. */
export interface AppContext {
  config: AppConfig;
  db: Db;
  dbEngine: 'pglite' | 'postgres';
  /** Background jobs (jobs/index.ts): define queues while the app is built; the app starts and stops them. */
  jobs: Jobs;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
