import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppConfig } from './config';
import './context';
import { openDatabase, type Database } from './db/client';
import { apiFeatures } from './features';
import { API_PREFIX, frameworkErrors, registerErrorHandling } from './http/errors';
import { registerInputGuard } from './http/input-guard';
import { loggerOptions } from './http/logger';
import { registerValidators } from './http/validators';
import { registerWebApp } from './http/web';

export interface BuildOptions {
  /** An already open database (tests share or prepare one); otherwise one is opened from the config. */
  database?: Database;
}

/** Builds the whole server without listening, so tests can inject requests or listen on a free port. */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const database = options.database ?? (await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir }));
  const app = Fastify({
    logger: loggerOptions(config.logLevel),
    trustProxy: process.env.TRUST_PROXY === '1',
    bodyLimit: 1024 * 1024,
    frameworkErrors,
  });
  registerValidators(app);
  app.decorate('ctx', { config, db: database.db, dbEngine: database.engine });
  app.addHook('onClose', async () => {
    if (!options.database) await database.close();
  });

  registerErrorHandling(app);
  registerInputGuard(app);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        workerSrc: ["'self'", 'blob:'],
        frameSrc: ["'self'"],
        frameAncestors: ["'self'"],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  await app.register(rateLimit, {
    global: true,
    max: config.limits.perClientPerMinute,
    timeWindow: 60_000,
    // Static files are cheap and a page loads many; the budget is for API calls.
    allowList: (request) => !request.url.startsWith(API_PREFIX),
  });

  // The OpenAPI document is generated from the routes' own JSON Schemas, so it cannot drift from them.
  await app.register(swagger, {
    openapi: { info: { title: 'Utsav Invites API', version: '1.0.0' }, servers: [{ url: config.publicUrl }] },
  });
  app.get('/rest/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  await app.register(
    async (api) => {
      for (const feature of apiFeatures) await api.register(feature);
    },
    { prefix: API_PREFIX },
  );
  await registerWebApp(app, config.webDist);
  return app;
}
