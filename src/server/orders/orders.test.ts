import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../db/schema';
import { createTestApp, type TestApp } from '../testing/test-app';
import { markExpired, markPaid } from './orders';
import { newOrder, orderStatus } from './testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('order state machine', () => {
  it('starts as created with the server-computed amount and an unguessable id', async () => {
    const { order } = await newOrder(t, 'luxury');
    expect(order.status).toBe('created');
    expect(order.amountRupees).toBe(7079);
    expect(order.id).toMatch(/^ord_[a-z2-9]{20}$/);
  });

  it('created -> paid happens once; later paid or expired changes nothing', async () => {
    const { order } = await newOrder(t);
    const at = t.clock.now();
    expect((await markPaid(t.app.ctx.db, order.id, { at, paymentId: 'pay_1' })).changed).toBe(true);
    expect((await markPaid(t.app.ctx.db, order.id, { at, paymentId: 'pay_2' })).changed).toBe(false);
    expect((await markExpired(t.app.ctx.db, order.id)).changed).toBe(false);
    const [row] = await t.app.ctx.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ status: 'paid', providerPaymentId: 'pay_1' });
  });

  it('created -> expired; expired -> paid when the provider reports the money taken', async () => {
    const { order } = await newOrder(t);
    expect((await markExpired(t.app.ctx.db, order.id)).changed).toBe(true);
    expect((await markExpired(t.app.ctx.db, order.id)).changed).toBe(false);
    expect((await markPaid(t.app.ctx.db, order.id, { at: t.clock.now() })).changed).toBe(true);
    expect(await orderStatus(t, order.id)).toBe('paid');
  });

  it('simultaneous confirmations make exactly one change', async () => {
    const { order } = await newOrder(t);
    const results = await Promise.all(
      Array.from({ length: 6 }, () => markPaid(t.app.ctx.db, order.id, { at: t.clock.now() })),
    );
    expect(results.filter((r) => r.changed)).toHaveLength(1);
  });
});
