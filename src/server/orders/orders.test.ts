import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findTemplate } from '../../shared/catalogue';
import { orders } from '../db/schema';
import { createTestApp, createUserWithToken, type TestApp } from '../testing/test-app';
import { createOrder, markExpired, markPaid } from './orders';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function newOrder(pack: 'basic' | 'premium' | 'luxury' = 'basic') {
  const user = await createUserWithToken(t);
  const order = await createOrder(t.app.ctx.db, {
    userId: user.id,
    template: findTemplate('wed001')!,
    packType: pack,
    provider: 'sandbox',
    now: t.clock.now(),
  });
  return { user, order };
}

async function statusOf(id: string) {
  const [row] = await t.app.ctx.db.select().from(orders).where(eq(orders.id, id));
  return row.status;
}

describe('order state machine', () => {
  it('starts as created with the server-computed amount and an unguessable id', async () => {
    const { order } = await newOrder('luxury');
    expect(order.status).toBe('created');
    expect(order.amountRupees).toBe(7079);
    expect(order.id).toMatch(/^ord_[a-z2-9]{20}$/);
  });

  it('created -> paid happens once; later paid or expired changes nothing', async () => {
    const { order } = await newOrder();
    const at = t.clock.now();
    expect((await markPaid(t.app.ctx.db, order.id, { at, paymentId: 'pay_1' })).changed).toBe(true);
    expect((await markPaid(t.app.ctx.db, order.id, { at, paymentId: 'pay_2' })).changed).toBe(false);
    expect((await markExpired(t.app.ctx.db, order.id)).changed).toBe(false);
    const [row] = await t.app.ctx.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ status: 'paid', providerPaymentId: 'pay_1' });
  });

  it('created -> expired; expired -> paid when the provider reports the money taken', async () => {
    const { order } = await newOrder();
    expect((await markExpired(t.app.ctx.db, order.id)).changed).toBe(true);
    expect((await markExpired(t.app.ctx.db, order.id)).changed).toBe(false);
    expect((await markPaid(t.app.ctx.db, order.id, { at: t.clock.now() })).changed).toBe(true);
    expect(await statusOf(order.id)).toBe('paid');
  });

  it('simultaneous confirmations make exactly one change', async () => {
    const { order } = await newOrder();
    const results = await Promise.all(
      Array.from({ length: 6 }, () => markPaid(t.app.ctx.db, order.id, { at: t.clock.now() })),
    );
    expect(results.filter((r) => r.changed)).toHaveLength(1);
  });
});
