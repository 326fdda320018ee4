import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUserWithToken, type TestApp } from '../testing/test-app';

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
});
