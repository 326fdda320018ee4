/**
 * Two app instances on one fresh PostgreSQL database and one Redis (with a key prefix of their own), as
 * behind a load balancer: a per-client limit reached through one holds on the other, and a file uploaded
 * through one downloads from the other. Skipped only when no PostgreSQL or Redis answers.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import {
  answeredOrFailInCi,
  freshPostgresDatabase,
  postgresAnswers,
  type FreshDatabase,
} from '../testing/postgres-server';
import { createUserWithToken, type TestApp } from '../testing/test-app';
import { croppedImageBody, SAMPLE_FILES } from '../media/testing/sample-files';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function servicesAnswer(): Promise<boolean> {
  if (!(await postgresAnswers())) return false;
  const redis = new Redis(REDIS_URL, { lazyConnect: true, connectTimeout: 2000, maxRetriesPerRequest: 0 });
  let answered = false;
  try {
    await redis.connect();
    await redis.ping();
    answered = true;
  } catch {
    // Not answering: decided below.
  } finally {
    redis.disconnect();
  }
  return answeredOrFailInCi(answered, `Redis at ${REDIS_URL}`);
}

describe('several instances', async () => {
  const available = await servicesAnswer();
  let database: FreshDatabase;
  const prefix = `test-${randomBytes(5).toString('hex')}:`;
  const shared = mkdtempSync(join(tmpdir(), 'invites-multi-'));
  let a: FastifyInstance;
  let b: FastifyInstance;
  const PER_MINUTE = 6;

  beforeAll(async () => {
    if (!available) return;
    database = await freshPostgresDatabase('multi');
    const start = async (name: string) => {
      const config = loadConfig(
        {
          DATABASE_URL: database.url,
          REDIS_URL,
          REDIS_PREFIX: prefix,
          UPLOADS_DIR: join(shared, 'uploads'),
          JWT_SECRET: 'one-secret-for-every-instance-0123456789',
          RATE_LIMIT_PER_MINUTE: String(PER_MINUTE),
          SCRYPT_LOG_N: '14',
        },
        { dataDir: join(shared, name), logLevel: 'silent', webDist: join(shared, 'no-web') },
      );
      const app = await buildApp(config);
      await app.ready();
      return app;
    };
    a = await start('a');
    b = await start('b');
  });

  afterAll(async () => {
    if (!available) return;
    await a?.close();
    await b?.close();
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
    await database.drop();
    rmSync(shared, { recursive: true, force: true });
  });

  it.skipIf(!available)('a per-client limit reached through one instance holds on the other', async () => {
    const ip = '198.51.100.77';
    for (let i = 0; i < PER_MINUTE; i++) {
      const app = i % 2 === 0 ? a : b;
      expect((await app.inject({ url: '/rest/api/health/live', remoteAddress: ip })).statusCode).toBe(200);
    }
    expect((await a.inject({ url: '/rest/api/health/live', remoteAddress: ip })).statusCode).toBe(429);
    expect((await b.inject({ url: '/rest/api/health/live', remoteAddress: ip })).statusCode).toBe(429);
    // Another client is not affected.
    expect((await b.inject({ url: '/rest/api/health/live', remoteAddress: '198.51.100.78' })).statusCode).toBe(200);
  });

  it.skipIf(!available)('a file uploaded through one instance downloads from the other', async () => {
    const asTestApp = { app: a, config: a.ctx.config, clock: { now: () => new Date() } } as unknown as TestApp;
    const user = await createUserWithToken(asTestApp);
    const body = croppedImageBody(SAMPLE_FILES.jpeg);
    const uploaded = await a.inject({
      method: 'POST',
      url: '/rest/api/public/upload',
      remoteAddress: '203.0.113.50',
      payload: body.payload,
      headers: { ...body.headers, authorization: user.authorization },
    });
    expect(uploaded.statusCode).toBe(200);
    const name = uploaded.body.split(' : ').at(-1)!.trim();
    const downloaded = await b.inject({
      url: `/rest/api/public/download?filename=${encodeURIComponent(name)}`,
      remoteAddress: '203.0.113.51',
      headers: { authorization: user.authorization },
    });
    expect(downloaded.statusCode).toBe(200);
    expect(downloaded.rawPayload).toEqual(SAMPLE_FILES.jpeg);
  });
});
