/**
 * Every line the server logs while it answers a request carries that request's id, the same id the answer
 * gives in its x-request-id header and, for an error, in its body: one id finds everything about a request.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUserWithToken, type TestApp } from '../testing/test-app';

const lines: Record<string, unknown>[] = [];
let t: TestApp;
let authorization: string;

beforeAll(async () => {
  t = await createTestApp({
    overrides: { logLevel: 'debug' },
    logStream: { write: (line) => void lines.push(JSON.parse(line)) },
    // A mail server that refuses every message: the code request fails the way a real outage does.
    mailer: { kind: 'smtp', send: () => Promise.reject(new Error('connection refused')), close: async () => {} },
    extend: (app) => {
      // An unexpected failure inside a handler, the path every programming error takes.
      app.get('/rest/api/test-only/fails', async (request) => {
        request.log.info('about to fail');
        throw new Error('something broke');
      });
    },
  });
  ({ authorization } = await createUserWithToken(t));
});
afterAll(() => t.close());

/** Sends the request and gives the answer with the lines logged while it was answered. */
async function logged(
  send: () => Promise<LightMyRequestResponse>,
): Promise<{ response: LightMyRequestResponse; during: Record<string, unknown>[] }> {
  const from = lines.length;
  const response = await send();
  return { response, during: lines.slice(from) };
}

function expectOneIdEverywhere(response: LightMyRequestResponse, during: Record<string, unknown>[]) {
  const id = response.headers['x-request-id'];
  expect(id).toMatch(/\S/);
  // At least the answer is logged (a request refused for a broken address is not logged on arrival).
  expect(during.length).toBeGreaterThanOrEqual(1);
  for (const line of during) expect(line.reqId, JSON.stringify(line)).toBe(id);
  if (response.statusCode >= 400) expect(response.json().requestId).toBe(id);
}

describe('the request id', () => {
  it('is on every line of a request that succeeds', async () => {
    const { response, during } = await logged(() =>
      t.app.inject({ method: 'GET', url: '/rest/api/public/get_templates_by_id/wed001', headers: { authorization } }),
    );
    expect(response.statusCode).toBe(200);
    expectOneIdEverywhere(response, during);
  });

  it('is on every line of a refused request and in its answer', async () => {
    const { response, during } = await logged(() =>
      t.app.inject({
        method: 'POST',
        url: '/rest/api/public/contact-us',
        payload: { name: 'Asha', phone: '9876543210', email: 'not-an-email', message: 'hi' },
      }),
    );
    expect(response.statusCode).toBe(400);
    expectOneIdEverywhere(response, during);
  });

  it('is on every line of requests the framework refuses before any route runs', async () => {
    for (const send of [
      () => t.app.inject({ method: 'GET', url: '/rest/api/no-such-address' }),
      () =>
        t.app.inject({
          method: 'POST',
          url: '/rest/api/login',
          headers: { 'content-type': 'application/json' },
          payload: '{"email": ',
        }),
      () => t.app.inject({ method: 'GET', url: '/rest/api/%E0%A4%A' }),
    ]) {
      const { response, during } = await logged(send);
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expectOneIdEverywhere(response, during);
    }
  });

  it('is on every line of a sign-in with a wrong password', async () => {
    const { response, during } = await logged(() =>
      t.app.inject({
        method: 'POST',
        url: '/rest/api/login',
        payload: { email: 'nobody@example.in', password: 'not the password' },
      }),
    );
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expectOneIdEverywhere(response, during);
  });

  it('is on the error lines of a failed mail and in the 503 answer', async () => {
    const { response, during } = await logged(() =>
      t.app.inject({ method: 'GET', url: '/rest/api/send-verify-otp?email=new.person@example.in' }),
    );
    expect(response.statusCode).toBe(503);
    expect(during.some((line) => Number(line.level) >= 50)).toBe(true);
    expectOneIdEverywhere(response, during);
  });

  it('is on the error lines of an unexpected failure and in the 500 answer', async () => {
    const { response, during } = await logged(() => t.app.inject({ method: 'GET', url: '/rest/api/test-only/fails' }));
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('something broke');
    expect(during.some((line) => Number(line.level) >= 50)).toBe(true);
    expectOneIdEverywhere(response, during);
  });

  it("is the caller's own x-request-id when one is sent (a load balancer's id follows the request)", async () => {
    const { response, during } = await logged(() =>
      t.app.inject({
        method: 'GET',
        url: '/rest/api/public/get_templates_by_id/no-such-template',
        headers: { authorization, 'x-request-id': 'lb-7f3a9c' },
      }),
    );
    expect(response.headers['x-request-id']).toBe('lb-7f3a9c');
    expectOneIdEverywhere(response, during);
  });
});
