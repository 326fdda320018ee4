/**
 * HTTP-level findings of the security review: the per-client budget, client addresses behind proxies, the
 * CSP, health probes and request ids. Each test failed before its fix.
 */
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createTestApp, type TestApp } from '../testing/test-app';

/** A raw HTTP request, so the request target can be absolute (`POST http://x/rest/api/...`). */
function rawRequest(port: number, method: string, target: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, method, path: target }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('per-client rate limit', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp({
      overrides: {
        limits: { ...loadConfig({}, { dataDir: '/tmp', jwtSecret: 'x'.repeat(32) }).limits, perClientPerMinute: 3 },
      },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  it('counts API calls made with an absolute request target', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) codes.push(await rawRequest(port, 'GET', `http://x/rest/api/health?i=${i}`));
    expect(codes.slice(0, 3)).toEqual([200, 200, 200]);
    expect(codes.slice(3)).toEqual([429, 429, 429]);
  });
});

describe('TRUST_PROXY', () => {
  it('takes a hop count or proxy addresses, never every X-Forwarded-For hop', () => {
    const base = { JWT_SECRET: 'x'.repeat(32) };
    expect(loadConfig({ ...base, TRUST_PROXY: '1' }, { dataDir: '/tmp' }).trustProxy).toBe(1);
    expect(loadConfig({ ...base, TRUST_PROXY: '10.0.0.1, 10.0.0.0/8' }, { dataDir: '/tmp' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.0.0.0/8',
    ]);
    expect(loadConfig(base, { dataDir: '/tmp' }).trustProxy).toBe(false);
    expect(() => loadConfig({ ...base, TRUST_PROXY: 'true' }, { dataDir: '/tmp' })).toThrow(/TRUST_PROXY/);
  });

  it('with one hop, the client is the address the proxy saw, not one the client wrote', async () => {
    const t = await createTestApp({
      env: { TRUST_PROXY: '1' },
      extend: (app) => {
        app.get('/rest/api/test/ip', async (request) => ({ ip: request.ip }));
      },
    });
    try {
      const res = await t.app.inject({
        url: '/rest/api/test/ip',
        remoteAddress: '10.0.0.2',
        headers: { 'x-forwarded-for': '6.6.6.6, 203.0.113.9' },
      });
      expect(res.json().ip).toBe('203.0.113.9');
    } finally {
      await t.close();
    }
  });
});

describe('headers, health and request ids', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('allows connections to the same origin only (no blanket ws:/wss:)', async () => {
    const csp = String((await t.app.inject('/rest/api/health')).headers['content-security-policy']);
    const connect = /connect-src ([^;]*)/.exec(csp)?.[1] ?? '';
    expect(connect.trim()).toBe("'self'");
  });

  it('answers live and ready probes', async () => {
    expect((await t.app.inject('/rest/api/health/live')).statusCode).toBe(200);
    const ready = await t.app.inject('/rest/api/health/ready');
    expect(ready.statusCode).toBe(200);
  });

  it('puts a request id in every error answer and echoes x-request-id', async () => {
    const res = await t.app.inject({ url: '/rest/api/no-such-thing', headers: { 'x-request-id': 'abc-123' } });
    expect(res.statusCode).toBe(404);
    expect(res.json().requestId).toBe('abc-123');
    expect(res.headers['x-request-id']).toBe('abc-123');
    const own = await t.app.inject('/rest/api/no-such-thing');
    expect(own.json().requestId).toMatch(/\S{8,}/);
  });

  it('says whether payments are in test mode', async () => {
    const res = await t.app.inject('/rest/api/health');
    expect(res.json()).toMatchObject({ paymentProvider: 'sandbox', testPayments: true });
  });
});

describe('ready fails while the database is unreachable', () => {
  it('answers 503 from /health/ready once the database is gone', async () => {
    const t = await createTestApp();
    try {
      const { sql } = await import('drizzle-orm');
      const original = t.app.ctx.db.execute.bind(t.app.ctx.db);
      (t.app.ctx.db as { execute: unknown }).execute = async () => {
        throw new Error('connection refused');
      };
      const res = await t.app.inject('/rest/api/health/ready');
      expect(res.statusCode).toBe(503);
      expect(res.json().requestId).toBeTruthy();
      (t.app.ctx.db as { execute: unknown }).execute = original;
      await original(sql`select 1`);
      expect((await t.app.inject('/rest/api/health/ready')).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe('payments in test mode', () => {
  it('refuses to start with the sandbox in production unless ALLOW_TEST_PAYMENTS=1', () => {
    const env = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) };
    expect(() => loadConfig(env, { dataDir: '/tmp' })).toThrow(/ALLOW_TEST_PAYMENTS/);
    expect(loadConfig({ ...env, ALLOW_TEST_PAYMENTS: '1' }, { dataDir: '/tmp' }).paymentProvider).toBe('sandbox');
    expect(loadConfig({ JWT_SECRET: 'x'.repeat(32) }, { dataDir: '/tmp' }).paymentProvider).toBe('sandbox');
  });
});
