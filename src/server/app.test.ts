import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresRequested } from './testing/postgres-server';
import { createTestApp, createUserWithToken, type TestApp } from './testing/test-app';
import { requireUser } from './account/guard';

describe('the app shell', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      // A throw-away private route to prove the guard's rules.
      extend: (app) => {
        app.get('/rest/api/private/whoami', { preHandler: requireUser }, async (request) => ({
          email: request.user?.email,
        }));
      },
    });
  });
  afterAll(() => t.close());

  it('answers health with the database engine', async () => {
    const response = await t.app.inject('/rest/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      database: 'pglite',
      paymentProvider: 'sandbox',
      testPayments: true,
    });
  });

  it.runIf(postgresRequested())('names PostgreSQL when it runs on PostgreSQL', async () => {
    const onPostgres = await createTestApp({ engine: 'postgres' });
    try {
      const response = await onPostgres.app.inject('/rest/api/health');
      expect(response.json()).toMatchObject({ status: 'ok', database: 'postgres' });
    } finally {
      await onPostgres.close();
    }
  });

  it('answers unknown API paths with 404 JSON', async () => {
    const response = await t.app.inject('/rest/api/no-such-thing');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toContain('/rest/api/no-such-thing');
  });

  it('lets a valid bearer token through and refuses a missing or forged one', async () => {
    const user = await createUserWithToken(t);
    const ok = await t.app.inject({ url: '/rest/api/private/whoami', headers: { authorization: user.authorization } });
    expect(ok.json()).toEqual({ email: user.email });
    const missing = await t.app.inject('/rest/api/private/whoami');
    expect(missing.statusCode).toBe(401);
    const forged = await t.app.inject({
      url: '/rest/api/private/whoami',
      headers: { authorization: `${user.authorization}x` },
    });
    expect(forged.statusCode).toBe(401);
  });

  it('refuses a token once it has expired on the server clock', async () => {
    const user = await createUserWithToken(t);
    t.clock.advance(11 * 60 * 1000);
    const response = await t.app.inject({
      url: '/rest/api/private/whoami',
      headers: { authorization: user.authorization },
    });
    expect(response.statusCode).toBe(401);
  });

  it('publishes an OpenAPI document built from the route schemas', async () => {
    const response = await t.app.inject('/rest/api/openapi.json');
    expect(response.statusCode).toBe(200);
    expect(response.json().paths['/rest/api/health'].get.responses['200']).toBeDefined();
  });

  it('sends strict security headers', async () => {
    const response = await t.app.inject('/rest/api/health');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});
