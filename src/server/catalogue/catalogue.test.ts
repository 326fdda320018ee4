import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUserWithToken, type TestApp } from '../testing/test-app';
import { CATALOGUE_CACHE_CONTROL } from './routes';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function get(url: string, authorization?: string) {
  const response = await t.app.inject({ method: 'GET', url, headers: authorization ? { authorization } : {} });
  return { status: response.statusCode, body: response.json() };
}

describe('get_templates_by_id', () => {
  it('needs a valid token', async () => {
    expect((await get('/rest/api/public/get_templates_by_id/wed001')).status).toBe(401);
    expect((await get('/rest/api/public/get_templates_by_id/wed001', 'Bearer not-a-token')).status).toBe(401);
  });

  it('answers the template in tempDtoList with methodResponce OK', async () => {
    const user = await createUserWithToken(t);
    const { status, body } = await get('/rest/api/public/get_templates_by_id/hou001', user.authorization);
    expect(status).toBe(200);
    expect(body.methodResponce).toBe('OK');
    expect(body.tempDtoList).toHaveLength(1);
    expect(body.tempDtoList[0]).toMatchObject({
      id: 'hou001',
      tumbnail_url: '/rest/api/public/art/hou001/thumbnail.svg',
      basic_pack_price: 7999,
      basic_pack_discount_price: 2999,
      templates_model: 54,
    });
  });

  it('answers 404 with an empty list for an unknown id', async () => {
    const user = await createUserWithToken(t);
    const { status, body } = await get('/rest/api/public/get_templates_by_id/nope01', user.authorization);
    expect(status).toBe(404);
    expect(body).toMatchObject({
      tempDtoList: [],
      methodResponce: 'NOT_FOUND',
      message: 'Template "nope01" was not found.',
    });
  });

  it('answers from memory with an ETag and caching headers, and 304 to a client that holds the same copy', async () => {
    const user = await createUserWithToken(t);
    const url = '/rest/api/public/get_templates_by_id/wed001';
    const first = await t.app.inject({ url, headers: { authorization: user.authorization } });
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]{20}"$/);
    expect(first.headers['cache-control']).toBe(CATALOGUE_CACHE_CONTROL);
    const again = await t.app.inject({ url, headers: { authorization: user.authorization } });
    expect(again.headers.etag).toBe(etag);
    expect(again.body).toBe(first.body);

    for (const ifNoneMatch of [etag, `"stale", W/${etag}`, '*']) {
      const revalidated = await t.app.inject({
        url,
        headers: { authorization: user.authorization, 'if-none-match': ifNoneMatch },
      });
      expect(revalidated.statusCode, ifNoneMatch).toBe(304);
      expect(revalidated.body).toBe('');
      expect(revalidated.headers.etag).toBe(etag);
    }
    const stale = await t.app.inject({ url, headers: { authorization: user.authorization, 'if-none-match': '"old"' } });
    expect(stale.statusCode).toBe(200);
    // Another template has another tag; and a copy held is no way around signing in.
    const other = await t.app.inject({
      url: '/rest/api/public/get_templates_by_id/hou001',
      headers: { authorization: user.authorization },
    });
    expect(other.headers.etag).not.toBe(etag);
    expect((await t.app.inject({ url, headers: { 'if-none-match': etag } })).statusCode).toBe(401);
  });
});
