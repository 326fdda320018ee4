/** Orders for tests: a new buyer's order in the sandbox, and an order's state read back. */
import { eq } from 'drizzle-orm';
import { findTemplate } from '../../../shared/catalogue';
import { orders } from '../../db/schema';
import { createUserWithToken, type TestApp } from '../../testing/test-app';
import { createOrder } from '../orders';

export async function newOrder(t: TestApp, pack: 'basic' | 'premium' | 'luxury' = 'basic') {
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

export async function orderStatus(t: TestApp, id: string) {
  const [row] = await t.app.ctx.db.select().from(orders).where(eq(orders.id, id));
  return row.status;
}
