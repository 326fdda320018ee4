import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUserWithToken, type TestApp } from '../testing/test-app';
import { cartListFor } from './cart-service';

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

describe('cart', () => {
  it('starts empty: responceId has no temp_id', async () => {
    const user = await createUserWithToken(t);
    const { status, body } = await get('/rest/api/public/getcartitems', user.authorization);
    expect(status).toBe(200);
    expect(body).toEqual({ responce: 'OK', responceId: {} });
  });

  it('adds one item and answers it with its template data; adding again replaces it', async () => {
    const user = await createUserWithToken(t);
    const first = await get('/rest/api/public/addtocart/wed001/premium', user.authorization);
    expect(first.status).toBe(200);
    expect(first.body.responceId).toMatchObject({
      temp_id: 'wed001',
      packType: 'premium',
      templateData: { id: 'wed001', temp_id: 'wed001', packType: 'premium', premium_pack_discount_price: 4999 },
    });

    await get('/rest/api/public/addtocart/HOU002/Luxury', user.authorization);
    const cart = await get('/rest/api/public/getcartitems', user.authorization);
    expect(cart.body.responce).toBe('OK');
    expect(cart.body.responceId.temp_id).toBe('hou002');
    expect(cart.body.responceId.packType).toBe('luxury');
    expect(cart.body.responceId.templateData.luxury_pack_price).toBe(12999);
    expect(cart.body.responceId.templateData).not.toHaveProperty('design');
  });

  it('refuses an unknown template (404) or pack (400) with a readable message and keeps the cart as it was', async () => {
    const user = await createUserWithToken(t);
    await get('/rest/api/public/addtocart/bir002/basic', user.authorization);

    const unknownTemplate = await get('/rest/api/public/addtocart/zzz999/basic', user.authorization);
    expect(unknownTemplate.status).toBe(404);
    expect(unknownTemplate.body.message).toBe('Template "zzz999" was not found.');

    const unknownPack = await get('/rest/api/public/addtocart/wed001/gold', user.authorization);
    expect(unknownPack.status).toBe(400);
    expect(unknownPack.body.message).toMatch(/Unknown pack type "gold"/);

    const cart = await get('/rest/api/public/getcartitems', user.authorization);
    expect(cart.body.responceId).toMatchObject({ temp_id: 'bir002', packType: 'basic' });
  });

  it('keeps each user to their own cart', async () => {
    const asha = await createUserWithToken(t);
    const ravi = await createUserWithToken(t);
    await get('/rest/api/public/addtocart/eng003/basic', asha.authorization);
    const ravisCart = await get('/rest/api/public/getcartitems', ravi.authorization);
    expect(ravisCart.body.responceId).toEqual({});
  });

  it('empties the cart on DELETE', async () => {
    const user = await createUserWithToken(t);
    await get('/rest/api/public/addtocart/eng003/basic', user.authorization);
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/rest/api/public/cart',
      headers: { authorization: user.authorization },
    });
    expect(response.statusCode).toBe(200);
    expect((await get('/rest/api/public/getcartitems', user.authorization)).body.responceId).toEqual({});
  });

  it('needs a valid token for every cart call', async () => {
    for (const url of [
      '/rest/api/public/getcartitems',
      '/rest/api/public/addtocart/wed001/basic',
      '/rest/api/public/get_templates_by_id/wed001',
      '/rest/api/public/getordereditems',
    ]) {
      expect((await get(url)).status).toBe(401);
      expect((await get(url, 'Bearer not-a-token')).status).toBe(401);
    }
  });
});

describe('cartListFor (the login answer)', () => {
  it('lists the cart item as INCART with its price including GST, or nothing', async () => {
    const user = await createUserWithToken(t);
    expect(await cartListFor(t.app.ctx.db, user.id)).toEqual([]);
    await get('/rest/api/public/addtocart/wed002/luxury', user.authorization);
    expect(await cartListFor(t.app.ctx.db, user.id)).toEqual([
      {
        temp_id: 'wed002',
        name: 'Kumkum Royale',
        cat: 'Wedding',
        tumbnailUrl: '/rest/api/public/art/wed002/thumbnail.svg',
        price: 7079,
        packType: 'luxury',
        tempState: 'INCART',
        userName: user.email,
      },
    ]);
  });
});
