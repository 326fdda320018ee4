import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findTemplate } from '../../shared/catalogue';
import { cartItems } from '../db/schema';
import { createTestApp, type TestApp } from '../testing/test-app';
import { createOrder } from '../orders';
import { applyProviderEvent, settlePaid } from './settle';
import { newOrder, orderStatus } from '../orders/testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const quietLog = { warn: () => {} };

describe('settling a payment', () => {
  it('a paid order takes its template out of the cart, and only that template', async () => {
    const { user, order } = await newOrder(t);
    await t.app.ctx.db.insert(cartItems).values({ userId: user.id, tempId: 'wed001', packType: 'basic' });
    await settlePaid(t.app.ctx.db, order.id, { at: t.clock.now() });
    expect(await t.app.ctx.db.select().from(cartItems).where(eq(cartItems.userId, user.id))).toEqual([]);

    const other = await createOrder(t.app.ctx.db, {
      userId: user.id,
      template: findTemplate('wed002')!,
      packType: 'basic',
      provider: 'sandbox',
      now: t.clock.now(),
    });
    await t.app.ctx.db.insert(cartItems).values({ userId: user.id, tempId: 'bir001', packType: 'basic' });
    await settlePaid(t.app.ctx.db, other.id, { at: t.clock.now() });
    expect(await t.app.ctx.db.select().from(cartItems).where(eq(cartItems.userId, user.id))).toHaveLength(1);
  });

  it('applies a provider event id once, even when delivered concurrently', async () => {
    const { order } = await newOrder(t);
    const event = {
      eventId: 'evt_same',
      orderId: order.id,
      linkId: null,
      outcome: 'paid' as const,
      amountPaise: 353900,
    };
    const results = await Promise.all(
      [1, 2, 3].map(() => applyProviderEvent(t.app.ctx.db, 'sandbox', event, t.clock.now(), quietLog)),
    );
    expect(results.sort()).toEqual(['applied', 'duplicate', 'duplicate']);
  });

  it("ignores an event for another provider's order", async () => {
    const { order } = await newOrder(t);
    const result = await applyProviderEvent(
      t.app.ctx.db,
      'razorpay',
      { eventId: 'evt_x', orderId: order.id, linkId: null, outcome: 'paid' },
      t.clock.now(),
      quietLog,
    );
    expect(result).toBe('unknown-order');
    expect(await orderStatus(t, order.id)).toBe('created');
  });
});
