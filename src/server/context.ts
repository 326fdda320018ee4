import type { AppConfig } from './config';
import type { Db } from './db/client';

/** What every feature plugin gets from the app: `request.server.ctx` / `app.ctx`. */
export interface AppContext {
  config: AppConfig;
  db: Db;
  dbEngine: 'pglite' | 'postgres';
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
