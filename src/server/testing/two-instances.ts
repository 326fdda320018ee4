/**
 * Two instances of the app over one throw-away PostgreSQL database, each with a data directory of its own (so
 * nothing but the database, and a bucket when given one, is shared), as a deployment of several instances runs.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig, type AppConfig } from '../config';
import { freshPostgresDatabase, type FreshDatabase } from './postgres-server';

export interface TwoInstances {
  a: FastifyInstance;
  b: FastifyInstance;
  database: FreshDatabase;
  /** Closes both instances, drops the database and removes the data directories. */
  close(): Promise<void>;
}

export async function startTwoInstances(name: string, overrides: Partial<AppConfig> = {}): Promise<TwoInstances> {
  const shared = mkdtempSync(join(tmpdir(), `invites-${name}-`));
  const database = await freshPostgresDatabase(name);
  const start = async (instance: string) => {
    const app = await buildApp(
      loadConfig(
        {},
        {
          dataDir: join(shared, instance),
          databaseUrl: database.url,
          logLevel: 'silent',
          jwtSecret: 'one-secret-for-every-instance-0123456789',
          passwordHashing: { logN: 14 },
          webDist: join(shared, 'no-web'),
          ...overrides,
        },
      ),
    );
    await app.ready();
    return app;
  };
  const a = await start('a');
  const b = await start('b');
  return {
    a,
    b,
    database,
    async close() {
      await a.close();
      await b.close();
      await database.drop();
      rmSync(shared, { recursive: true, force: true });
    },
  };
}
