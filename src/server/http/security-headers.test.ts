import Fastify from 'fastify';
import helmet from 'helmet';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { helmetHeaders, registerSecurityHeaders } from './security-headers';

vi.mock('helmet', async (importOriginal) => {
  const real = (await importOriginal<{ default: typeof helmet }>()).default;
  return { default: vi.fn(real) };
});

describe('security headers', () => {
  it('are the headers helmet sets, worked out once and not for every request', async () => {
    const app = Fastify();
    vi.mocked(helmet).mockClear();
    registerSecurityHeaders(app, { contentSecurityPolicy: { directives: { defaultSrc: ["'self'"] } } });
    app.get('/', async () => 'ok');
    app.get('/own', async (_request, reply) => reply.header('content-security-policy', "default-src 'none'").send('x'));
    for (let i = 0; i < 5; i++) {
      const answer = await app.inject('/');
      expect(answer.headers['content-security-policy']).toMatch(/^default-src 'self'/);
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['strict-transport-security']).toMatch(/max-age=/);
    }
    expect(vi.mocked(helmet)).toHaveBeenCalledTimes(1);
    // A route's own header is written over the shared one.
    expect((await app.inject('/own')).headers['content-security-policy']).toBe("default-src 'none'");
    // Unknown addresses carry them too.
    expect((await app.inject('/nothing-here')).headers['x-frame-options']).toBe('SAMEORIGIN');
    await app.close();
  });

  it('lists what helmet would set on a response, without what it removes', () => {
    const names = helmetHeaders({}).map(([name]) => name.toLowerCase());
    expect(names).toEqual(expect.arrayContaining(['content-security-policy', 'referrer-policy', 'x-frame-options']));
    expect(names).not.toContain('x-powered-by');
  });
});

describe('the server', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('sends the same security headers on the API, the guest pages and unknown addresses', async () => {
    for (const url of ['/rest/api/health/live', '/invite/no-such-site', '/no-such-page']) {
      const answer = await t.app.inject(url);
      expect(answer.headers['content-security-policy'], url).toContain("script-src 'self'");
      expect(answer.headers['content-security-policy'], url).toContain("frame-ancestors 'self'");
      expect(answer.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(answer.headers['cross-origin-embedder-policy'], url).toBeUndefined();
    }
  });
});
