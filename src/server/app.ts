import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppConfig } from './config';
import './context';
import { openDatabase, type Database } from './db/client';
import { relaySiteChanges } from './db/site-changes';
import { apiFeatures } from './features';
import { API_PREFIX, frameworkErrors, isApiPath, registerErrorHandling } from './http/errors';
import { registerInputGuard } from './http/input-guard';
import { registerSecurityHeaders } from './http/security-headers';
import { loggerOptions, type LogStream } from './http/logger';
import { registerValidators } from './http/validators';
import { buildSerializerOnFirstUse } from './http/serializers';
import { cookieSigner } from './http/cookies';
import { registerWebApp } from './http/web';
import { createJobs, jobTimings, type JobTimings } from './jobs';
import { invitePageRoutes } from './invitation';
import { sitemapRoutes } from './storefront';
import sendingRoutes from './sending';
import { createMailer, registerMailer, type Mailer } from './mail';
import type { StartupPhases } from './startup-phases';

/** A hop count trusts that many proxies next to the server (proxy-addr's rule); addresses are trusted by name. */
function trustProxySetting(setting: AppConfig['trustProxy']) {
  if (typeof setting === 'number') return (_address: string, hop: number) => hop < setting;
  return setting;
}

export interface BuildOptions {
  /** An already open database (tests share or prepare one); otherwise one is opened from the config. */
  database?: Database;
  /** A mailer of the test's own (a failing or slow one); otherwise one is created from the config. */
  mailer?: Mailer;
  /** Receives the JSON log lines instead of standard output. */
  logStream?: LogStream;
  /** The job engine's timings; otherwise from the environment (jobs/settings.ts). */
  jobTimings?: JobTimings;
  /** Told when each phase of the start ends (main.ts logs their times). */
  phases?: StartupPhases;
}

/** Builds the whole server without listening, so tests can inject requests or listen on a free port. */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const database = options.database ?? (await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir }));
  options.phases?.done('database');
  const app = Fastify({
    logger: loggerOptions(config.logLevel, undefined, options.logStream),
    trustProxy: trustProxySetting(config.trustProxy),
    bodyLimit: 1024 * 1024,
    frameworkErrors,
    // Every log line of a request carries reqId; a caller (or the load balancer) may name it in x-request-id.
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    schemaController: { compilersFactory: { buildSerializer: buildSerializerOnFirstUse } },
  });
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  if (config.testPayments) {
    app.log.warn(
      'PAYMENT_PROVIDER is the sandbox: TEST MODE, orders are marked paid without money. Configure Razorpay for a real shop.',
    );
  }
  registerValidators(app);
  const jobs = createJobs({
    db: database.db,
    engine: database.engine,
    log: app.log,
    ...(options.jobTimings ?? jobTimings(process.env)),
  });
  app.decorate('ctx', { config, db: database.db, dbEngine: database.engine, jobs });
  registerMailer(app, options.mailer ?? createMailer(config));
  // Queues are defined while the features register; the engine starts once they all have.
  app.addHook('onReady', () => jobs.start());
  app.addHook('onClose', async () => {
    // Running jobs finish (within the grace) while the database is still open; queued ones stay queued.
    await jobs.stop();
    if (!options.database) await database.close();
  });
  // Several instances on one PostgreSQL: a buyer's change drops the guest page's copy on every one of them.
  if (database.engine === 'postgres' && config.databaseUrl) {
    const stopRelay = await relaySiteChanges(database.db, config.databaseUrl, app.log);
    app.addHook('onClose', stopRelay);
  }

  registerErrorHandling(app);
  registerInputGuard(app);
  // Signed cookies (a private site's access, a form's confirmation) are signed and checked with one signer.
  await app.register(cookie, { secret: cookieSigner(config.jwtSecret) });
  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        // The host's film preview plays the MP4 it fetched with the session, from a blob: address.
        mediaSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        // 'self' covers same-origin ws:/wss: in current browsers (CSP Level 3); no other host may be reached.
        connectSrc: ["'self'"],
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
  // One store for every instance when REDIS_URL is set, so a client cannot spread its calls across them.
  // ioredis is loaded only then: a single instance does without it, and it costs every start a tenth of a second.
  const redis = config.redisUrl
    ? new (await import('ioredis')).Redis(config.redisUrl, {
        connectTimeout: 1000,
        maxRetriesPerRequest: 1,
        lazyConnect: false,
      })
    : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit().catch(() => redis.disconnect())));
  await app.register(rateLimit, {
    global: true,
    max: config.limits.perClientPerMinute,
    timeWindow: 60_000,
    redis,
    nameSpace: `${config.redisPrefix}rate-limit:`,
    // Static files are cheap and a page loads many; the budget is for API calls. Decided by the matched route,
    // not the raw request target, which may be absolute (`POST http://x/rest/api/...`).
    allowList: (request) => !isApiPath(request.routeOptions.url ?? API_PREFIX),
  });

  // The OpenAPI document is generated from the routes' own JSON Schemas, so it cannot drift from them.
  await app.register(swagger, {
    openapi: { info: { title: 'Utsav Invites API', version: '1.0.0' }, servers: [{ url: config.publicUrl }] },
  });
  app.get('/rest/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  await app.register(
    async (api) => {
      for (const feature of apiFeatures) await api.register(feature);
      // Sending from the product: its own raw-body webhook scope, its queues on ctx.jobs.
      await api.register(sendingRoutes);
    },
    { prefix: API_PREFIX },
  );
  // The live invitation is server-rendered HTML outside the API; the SPA's fallback must not answer it.
  await app.register(invitePageRoutes);
  await app.register(sitemapRoutes);
  await registerWebApp(app, config.webDist, () => config.publicUrl, config.business);
  options.phases?.done('plugins');
  return app;
}
