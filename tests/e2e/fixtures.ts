/**
 * Each Playwright worker runs the real server in-process (PGlite in a temporary DATA_DIR, the built web
 * app) on a free loopback port, and points baseURL at it. Tests make their own users, so they can share it.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { test as base, expect } from '@playwright/test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import { loadConfig, type AppConfig } from '../../src/server/config';

export interface RunningServer {
  url: string;
  app: FastifyInstance;
  config: AppConfig;
}

interface WorkerFixtures {
  /** Config overrides for this file's server, e.g. test.use({ serverOverrides: { smtpUrl } }). */
  serverOverrides: Partial<AppConfig>;
  /** Extra environment for loadConfig. */
  serverEnv: Record<string, string>;
  server: RunningServer;
}

export const test = base.extend<object, WorkerFixtures>({
  serverOverrides: [{}, { option: true, scope: 'worker' }],
  serverEnv: [{}, { option: true, scope: 'worker' }],
  server: [
    async ({ serverOverrides, serverEnv }, use) => {
      const dataDir = mkdtempSync(join(tmpdir(), 'invites-e2e-'));
      // A copy of the run's made and migrated directory (global-setup.ts), not a new one per worker.
      const template = process.env.E2E_DATA_TEMPLATE;
      if (template) cpSync(template, dataDir, { recursive: true });
      const config = loadConfig(
        // scrypt's production cost (2^17) would make every made-up user cost ~100 ms; the journeys use 2^14.
        // Every journey of a worker comes from 127.0.0.1, so the per-client guest limits (proven by the server
        // tests) would let one journey's wishes and answers refuse the next one's; the per-site limits stay.
        {
          RATE_LIMIT_PER_MINUTE: '100000',
          SCRYPT_LOG_N: '14',
          LIVE_WISHES_PER_CLIENT_PER_MINUTE: '1000',
          LIVE_RSVPS_PER_CLIENT_PER_MINUTE: '1000',
          LIVE_PHOTOS_PER_CLIENT_PER_HOUR: '1000',
          LIVE_FORM_POSTS_PER_CLIENT_PER_MINUTE: '1000',
          ...serverEnv,
        },
        {
          dataDir,
          logLevel: 'silent',
          webDist: resolve(process.env.WEB_DIST ?? 'dist/e2e-web'),
          ...serverOverrides,
        },
      );
      const app = await buildApp(config);
      const address = await app.listen({ port: 0, host: '127.0.0.1' });
      config.publicUrl = address;
      await use({ url: address, app, config });
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  baseURL: async ({ server }, use) => {
    await use(server.url);
  },
});

export { expect };
