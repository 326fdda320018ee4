import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../db/schema';
import { createTestApp, createUserWithToken, type TestApp } from '../testing/test-app';
import { seedPaidOrder } from '../moderation/testing/seed';

let t: TestApp;
let buyer: Awaited<ReturnType<typeof createUserWithToken>>;
let other: Awaited<ReturnType<typeof createUserWithToken>>;

beforeAll(async () => {
  t = await createTestApp();
  buyer = await createUserWithToken(t, { email: 'nisha.buyer@example.in' });
  other = await createUserWithToken(t, { email: 'dev.other@example.in' });
});
afterAll(() => t.close());

const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, authorization = buyer.authorization) =>
  t.app.inject({ method, url, headers: { authorization } });

describe('order history', () => {
  it('lists every order of the caller with amount, GST and state', async () => {
    await seedPaidOrder(t.app.ctx, buyer.id, 'wed001');
    await t.app.ctx.db.insert(orders).values({
      id: 'ord_expired_one',
      userId: buyer.id,
      tempId: 'bir001',
      packType: 'basic',
      amountRupees: 3539,
      status: 'expired',
      provider: 'sandbox',
      createdAt: new Date('2027-01-01T10:00:00Z'),
    });
    const list = (await call('GET', '/rest/api/private/order_history')).json().responceId.orders;
    expect(list.map((o: { state: string }) => o.state)).toEqual(['paid', 'expired']);
    expect(list[1]).toMatchObject({
      orderId: 'ord_expired_one',
      amount: 3539,
      gst: 540,
      packType: 'basic',
      paidAt: null,
    });
    expect(
      (await call('GET', '/rest/api/private/order_history', other.authorization)).json().responceId.orders,
    ).toEqual([]);
  });
});

describe('liked templates', () => {
  it('adds, lists (newest first), keeps one heart per template, removes; unknown templates are 404', async () => {
    expect((await call('PUT', '/rest/api/private/liked_templates/wed002')).statusCode).toBe(200);
    t.clock.advance(1000);
    await call('PUT', '/rest/api/private/liked_templates/bir001');
    await call('PUT', '/rest/api/private/liked_templates/wed002');
    expect((await call('GET', '/rest/api/private/liked_templates')).json().responceId.liked).toEqual([
      'bir001',
      'wed002',
    ]);
    expect(
      (await call('GET', '/rest/api/private/liked_templates', other.authorization)).json().responceId.liked,
    ).toEqual([]);
    const removed = (await call('DELETE', '/rest/api/private/liked_templates/wed002')).json();
    expect(removed.responceId.liked).toEqual(['bir001']);
    expect((await call('PUT', '/rest/api/private/liked_templates/zzz999')).statusCode).toBe(404);
    expect((await call('PUT', '/rest/api/private/liked_templates/..%2f')).statusCode).toBe(400);
    expect((await call('GET', '/rest/api/private/liked_templates', '')).statusCode).toBe(401);
  });
});
