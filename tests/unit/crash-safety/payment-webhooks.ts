/**
 * Razorpay's paid webhooks, each delivered twice at once (Razorpay retries): after the kill every order is
 * either still waiting with nothing recorded, or paid with its event recorded and its cart item gone — never
 * in between — and replaying every delivery after the restart pays the rest once and changes nothing twice.
 */
import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import { TEMPLATES } from '../../../src/shared/catalogue';
import type { Db } from '../../../src/server/db/client';
import { cartItems, orders, paymentEvents, users } from '../../../src/server/db/schema';
import { startFakeRazorpay, type FakeRazorpay } from '../../../src/server/payments/testing/fake-razorpay';
import type { Cleanup } from './server';
import type { Workload } from './workload';

const ORDERS = 20;
const WEBHOOK_SECRET = 'crash-safety-webhook-secret';

/** The server under test takes payments through Razorpay (whose API it never needs to call here). */
export function paymentWebhooksEnv(razorpay: FakeRazorpay): Record<string, string> {
  return {
    PAYMENT_PROVIDER: 'razorpay',
    RAZORPAY_KEY_ID: razorpay.keyId,
    RAZORPAY_KEY_SECRET: razorpay.keySecret,
    RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
    RAZORPAY_API_BASE: razorpay.url,
  };
}

export async function startRazorpay(cleanups: Cleanup[]): Promise<FakeRazorpay> {
  const razorpay = await startFakeRazorpay();
  cleanups.push(() => razorpay.close());
  return razorpay;
}

interface Paid {
  orderId: string;
  userId: number;
  eventId: string;
  paymentId: string;
  delivery: { body: string; headers: Record<string, string> };
}

async function createLink(razorpay: FakeRazorpay, orderId: string, amountRupees: number): Promise<string> {
  const response = await fetch(`${razorpay.url}/v1/payment_links`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${razorpay.keyId}:${razorpay.keySecret}`).toString('base64')}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ amount: amountRupees * 100, currency: 'INR', reference_id: orderId }),
  });
  return ((await response.json()) as { id: string }).id;
}

function deliver(baseUrl: string, delivery: Paid['delivery']): Promise<{ status: number; result?: string }> {
  return fetch(`${baseUrl}/rest/api/public/razorpay/webhook`, {
    method: 'POST',
    headers: delivery.headers,
    body: delivery.body,
  }).then(async (answer) => ({ status: answer.status, result: ((await answer.json()) as { status?: string }).status }));
}

async function stateOf(db: Db, paid: Paid[]) {
  const ids = paid.map((p) => p.orderId);
  const rows = await db.select().from(orders).where(inArray(orders.id, ids));
  const events = await db
    .select()
    .from(paymentEvents)
    .where(
      inArray(
        paymentEvents.eventId,
        paid.map((p) => p.eventId),
      ),
    );
  const carts = await db
    .select()
    .from(cartItems)
    .where(
      inArray(
        cartItems.userId,
        paid.map((p) => p.userId),
      ),
    );
  return { rows, events, carts };
}

export async function paymentWebhooks(db: Db, razorpay: FakeRazorpay): Promise<Workload> {
  const paid: Paid[] = [];
  for (const template of TEMPLATES.slice(0, ORDERS)) {
    const tag = randomBytes(4).toString('hex');
    const [buyer] = await db
      .insert(users)
      .values({ email: `buyer-${tag}@example.in`, passwordHash: 'x', fullName: 'Buyer', phone: '9876543210' })
      .returning({ id: users.id });
    const orderId = `ord_crash${tag}`;
    const amountRupees = 999;
    const linkId = await createLink(razorpay, orderId, amountRupees);
    await db.insert(cartItems).values({ userId: buyer!.id, tempId: template.id, packType: 'premium' });
    await db.insert(orders).values({
      id: orderId,
      userId: buyer!.id,
      tempId: template.id,
      packType: 'premium',
      amountRupees,
      provider: 'razorpay',
      providerLinkId: linkId,
      linkUrl: `https://rzp.io/i/${linkId}`,
      linkExpiresAt: new Date(Date.now() + 30 * 60 * 1000),
    });
    const paymentId = razorpay.pay(linkId).payments![0]!.payment_id;
    paid.push({
      orderId,
      userId: buyer!.id,
      paymentId,
      eventId: `payment_link.paid:${linkId}:${paymentId}`,
      delivery: razorpay.webhook('payment_link.paid', linkId, WEBHOOK_SECRET),
    });
  }
  const answeredOk = new Set<string>();
  const paidAfterCrash = new Set<string>();

  return {
    name: 'payment webhooks',
    start(baseUrl) {
      const deliveries = paid.flatMap((p) =>
        [1, 2].map(() =>
          deliver(baseUrl, p.delivery).then((answer) => {
            if (answer.status === 200) answeredOk.add(p.orderId);
          }),
        ),
      );
      return { inTheMiddle: Promise.race(deliveries), settled: Promise.allSettled(deliveries) };
    },
    async checkAfterCrash(db) {
      const { rows, events, carts } = await stateOf(db, paid);
      expect(rows).toHaveLength(ORDERS);
      for (const p of paid) {
        const order = rows.find((row) => row.id === p.orderId)!;
        const recorded = events.some((event) => event.eventId === p.eventId);
        const inCart = carts.some((cart) => cart.userId === p.userId);
        if (order.status === 'paid') {
          paidAfterCrash.add(p.orderId);
          expect({ paidAt: Boolean(order.paidAt), paymentId: order.providerPaymentId, recorded, inCart }).toEqual({
            paidAt: true,
            paymentId: p.paymentId,
            recorded: true,
            inCart: false,
          });
        } else {
          expect({ status: order.status, paidAt: order.paidAt, recorded, inCart }).toEqual({
            status: 'created',
            paidAt: null,
            recorded: false,
            inCart: true,
          });
        }
      }
      // A webhook answered 200 was applied for good.
      for (const orderId of answeredOk) expect(paidAfterCrash).toContain(orderId);
      expect(paidAfterCrash.size).toBeGreaterThan(0);
    },
    async checkAfterRestart(baseUrl) {
      // Razorpay redelivers what it got no answer for (and sometimes what it did): each is applied once.
      for (const p of paid) {
        expect(await deliver(baseUrl, p.delivery)).toEqual({
          status: 200,
          result: paidAfterCrash.has(p.orderId) ? 'duplicate' : 'applied',
        });
        expect(await deliver(baseUrl, p.delivery)).toEqual({ status: 200, result: 'duplicate' });
      }
    },
    async checkFinally(db) {
      const { rows, events, carts } = await stateOf(db, paid);
      expect(rows.map((row) => row.status)).toEqual(Array(ORDERS).fill('paid'));
      expect(events).toHaveLength(ORDERS);
      expect(carts).toEqual([]);
      const [first] = await db.select().from(orders).where(eq(orders.id, paid[0]!.orderId));
      expect(first!.providerPaymentId).toBe(paid[0]!.paymentId);
    },
  };
}
