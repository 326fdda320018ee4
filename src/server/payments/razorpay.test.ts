import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { orders, paymentEvents } from '../db/schema';
import { createTestApp, type TestApp } from '../testing/test-app';
import { LINK_MINUTES } from './payment-service';
import { signWebhook } from './razorpay-provider';
import { createBuyer, type Buyer } from './testing/buyer';
import { startFakeRazorpay, type FakeRazorpay } from './testing/fake-razorpay';

const WEBHOOK_SECRET = 'whsec-for-tests';
let razorpay: FakeRazorpay;
let t: TestApp;

beforeAll(async () => {
  razorpay = await startFakeRazorpay();
  t = await createTestApp({
    overrides: {
      paymentProvider: 'razorpay',
      publicUrl: 'https://shop.example.in',
      razorpay: {
        keyId: razorpay.keyId,
        keySecret: razorpay.keySecret,
        webhookSecret: WEBHOOK_SECRET,
        apiBase: razorpay.url,
      },
    },
  });
});
afterAll(async () => {
  await t.close();
  await razorpay.close();
});
afterEach(() => {
  t.clock.set('2027-01-15T10:00:00.000Z');
});

async function buy(buyer: Buyer, templateId = 'wed001', pack = 'premium') {
  await buyer.get(`/rest/api/public/addtocart/${templateId}/${pack}`);
  const answer = await buyer.get('/rest/api/public/buytemplates');
  expect(answer.status).toBe(200);
  const order = answer.body.responceId.orderId as string;
  const [row] = await t.app.ctx.db.select().from(orders).where(eq(orders.id, order));
  return { answer: answer.body, order, linkId: row.providerLinkId! };
}

function deliver(delivery: { body: string; headers: Record<string, string> }) {
  return t.app.inject({
    method: 'POST',
    url: '/rest/api/public/razorpay/webhook',
    headers: delivery.headers,
    payload: delivery.body,
  });
}

async function orderRow(id: string) {
  const [row] = await t.app.ctx.db.select().from(orders).where(eq(orders.id, id));
  return row;
}

describe('Razorpay payment links', () => {
  it('creates a link with the order id as reference_id, the amount in paise and an expiry, using the key pair', async () => {
    const buyer = await createBuyer(t);
    const { answer, order, linkId } = await buy(buyer, 'hou002', 'luxury');
    const request = razorpay.requests.findLast((r) => r.method === 'POST')!;
    expect(request.path).toBe('/v1/payment_links');
    expect(request.authorization).toBe(
      `Basic ${Buffer.from(`${razorpay.keyId}:${razorpay.keySecret}`).toString('base64')}`,
    );
    expect(request.body).toMatchObject({
      amount: 707900,
      currency: 'INR',
      accept_partial: false,
      reference_id: order,
      expire_by: Math.floor(t.clock.now().getTime() / 1000) + LINK_MINUTES * 60,
      customer: { name: 'Asha Rao', email: buyer.email, contact: '+919876543210' },
      callback_url: `https://shop.example.in/payment?orderId=${order}`,
      callback_method: 'get',
    });
    expect(answer).toMatchObject({
      status: 'Pending',
      responceId: { link: razorpay.links.get(linkId)!.short_url, amount: 7079 },
    });
    expect(answer.responceId.link).toMatch(/^https:\/\/rzp\.io\//);
  });

  it('a signed payment_link.paid webhook marks the order paid, once, however often it is delivered', async () => {
    const buyer = await createBuyer(t);
    const { order, linkId } = await buy(buyer);
    razorpay.pay(linkId);
    const delivery = razorpay.webhook('payment_link.paid', linkId, WEBHOOK_SECRET, 'evt_paid_once');
    const first = await deliver(delivery);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ status: 'applied' });
    const repeat = await deliver(delivery);
    expect(repeat.json()).toEqual({ status: 'duplicate' });
    // A second delivery with another event id header for the same payment is the same event (read from the body).
    expect((await deliver(razorpay.webhook('payment_link.paid', linkId, WEBHOOK_SECRET))).json()).toEqual({
      status: 'duplicate',
    });

    const row = await orderRow(order);
    expect(row.status).toBe('paid');
    expect(row.providerPaymentId).toBe(razorpay.links.get(linkId)!.payments![0].payment_id);
    const paidOrders = await t.app.ctx.db.select().from(orders).where(eq(orders.userId, buyer.id));
    expect(paidOrders.filter((o) => o.status === 'paid')).toHaveLength(1);
    expect((await buyer.get('/rest/api/public/checkpaymentstatus')).body).toMatchObject({
      status: 'Completed',
      responceId: { status: 'BOUGHT' },
    });
    expect((await buyer.get('/rest/api/public/getordereditems')).body.responceId.inCartDtoList[0]).toMatchObject({
      temp_id: 'wed001',
      tempState: 'BOUGHT',
      price: 5899,
    });
  });

  it('refuses a webhook whose body was changed after signing, or signed with another secret', async () => {
    const buyer = await createBuyer(t);
    const { order, linkId } = await buy(buyer);
    razorpay.pay(linkId);
    const genuine = razorpay.webhook('payment_link.paid', linkId, WEBHOOK_SECRET);

    const tampered = await deliver({
      ...genuine,
      body: genuine.body.replace('"amount_paid":589900', '"amount_paid":100'),
    });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json().message).toBe('Invalid webhook signature.');

    const wrongSecret = await deliver(razorpay.webhook('payment_link.paid', linkId, 'someone-elses-secret'));
    expect(wrongSecret.statusCode).toBe(400);

    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/rest/api/public/razorpay/webhook',
      headers: { 'content-type': 'application/json' },
      payload: genuine.body,
    });
    expect(unsigned.statusCode).toBe(400);

    expect((await orderRow(order)).status).toBe('created');
    const recorded = await t.app.ctx.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.eventId, genuine.headers['x-razorpay-event-id']));
    expect(recorded).toHaveLength(0);
    // The genuine delivery still works afterwards.
    expect((await deliver(genuine)).json()).toEqual({ status: 'applied' });
  });

  it('an expired event after the paid one changes nothing (out of order)', async () => {
    const buyer = await createBuyer(t);
    const { order, linkId } = await buy(buyer);
    razorpay.pay(linkId);
    await deliver(razorpay.webhook('payment_link.paid', linkId, WEBHOOK_SECRET));
    const late = await deliver(razorpay.webhook('payment_link.expired', linkId, WEBHOOK_SECRET));
    expect(late.json()).toEqual({ status: 'unchanged' });
    expect((await orderRow(order)).status).toBe('paid');
  });

  it('a paid event after the order expired still counts: the money was taken', async () => {
    const buyer = await createBuyer(t);
    const { order, linkId } = await buy(buyer);
    await deliver(razorpay.webhook('payment_link.expired', linkId, WEBHOOK_SECRET));
    expect((await orderRow(order)).status).toBe('expired');
    razorpay.pay(linkId);
    await deliver(razorpay.webhook('payment_link.paid', linkId, WEBHOOK_SECRET));
    expect((await orderRow(order)).status).toBe('paid');
  });

  it('refuses a paid event whose amount differs from the order', async () => {
    const buyer = await createBuyer(t);
    const { order, linkId } = await buy(buyer);
    razorpay.pay(linkId);
    razorpay.links.get(linkId)!.amount_paid = 100;
    expect((await deliver(razorpay.webhook('payment_link.paid', linkId, WEBHOOK_SECRET))).json()).toEqual({
      status: 'rejected',
    });
    expect((await orderRow(order)).status).toBe('created');
  });

  it('ignores events it does not act on and webhooks for orders it does not know', async () => {
    const buyer = await createBuyer(t);
    const { order, linkId } = await buy(buyer);
    expect((await deliver(razorpay.webhook('payment.captured', linkId, WEBHOOK_SECRET))).json()).toEqual({
      status: 'unchanged',
    });
    razorpay.links.get(linkId)!.reference_id = 'ord_someoneelse';
    expect((await deliver(razorpay.webhook('payment_link.expired', linkId, WEBHOOK_SECRET))).json()).toEqual({
      status: 'unknown-order',
    });
    expect((await orderRow(order)).status).toBe('created');
  });

  it('answers a signed body it cannot use (not an object, fields of other types) without failing or paying', async () => {
    const buyer = await createBuyer(t);
    const { order } = await buy(buyer);
    const odd = [
      'null',
      '[]',
      '"payment_link.paid"',
      JSON.stringify({ event: 'payment_link.paid', payload: null }),
      JSON.stringify({
        event: 'payment_link.paid',
        payload: { payment_link: { entity: { reference_id: { $ne: '' } } } },
      }),
      JSON.stringify({
        event: 'payment_link.paid',
        payload: { payment_link: { entity: { reference_id: `${order}\u0000` } } },
      }),
      JSON.stringify({
        event: 'payment_link.paid',
        payload: { payment_link: { entity: { reference_id: [order], amount_paid: 'all of it' } } },
      }),
    ];
    for (const body of odd) {
      const response = await deliver({
        body,
        headers: { 'content-type': 'application/json', 'x-razorpay-signature': signWebhook(body, WEBHOOK_SECRET) },
      });
      expect(response.statusCode, body).toBe(200);
      // Nothing to act on: an event without a usable type is unchanged, one without a usable order id unknown.
      expect(response.json().status, body).toBe(
        body.includes('payment_link.paid"') && body.includes('payload') ? 'unknown-order' : 'unchanged',
      );
    }
    expect((await orderRow(order)).status).toBe('created');
  });

  it('reads the status from Razorpay when no webhook arrives', async () => {
    const buyer = await createBuyer(t);
    const { order, linkId } = await buy(buyer);
    expect((await buyer.get('/rest/api/public/checkpaymentstatus')).body.status).toBe('Pending');
    razorpay.pay(linkId);
    const status = await buyer.get('/rest/api/public/checkpaymentstatus');
    expect(status.body).toMatchObject({ status: 'Completed', responceId: { status: 'BOUGHT', orderId: order } });
    expect(razorpay.requests.some((r) => r.method === 'GET' && r.path === `/v1/payment_links/${linkId}`)).toBe(true);
  });

  it('reads an expired link as expired and lets the buyer retry with a new link', async () => {
    const buyer = await createBuyer(t);
    const { order, linkId } = await buy(buyer);
    razorpay.expire(linkId);
    expect((await buyer.get('/rest/api/public/checkpaymentstatus')).body).toMatchObject({
      status: 'Expired',
      responceId: { status: 'Expired', link: null },
    });
    const retry = await buyer.get('/rest/api/public/buytemplates');
    expect(retry.body.responceId.orderId).not.toBe(order);
    expect(retry.body.status).toBe('Pending');
  });

  it('keeps reporting Pending while Razorpay cannot be reached', async () => {
    const buyer = await createBuyer(t);
    const { order } = await buy(buyer);
    await t.app.ctx.db.update(orders).set({ providerLinkId: 'plink_doesnotexist' }).where(eq(orders.id, order));
    expect((await buyer.get('/rest/api/public/checkpaymentstatus')).body.status).toBe('Pending');
  });

  it('answers 502 when a link cannot be created, and the failed order can never be paid', async () => {
    const buyer = await createBuyer(t);
    await buyer.get('/rest/api/public/addtocart/bir003/basic');
    razorpay.failNextCreate(500);
    const failed = await buyer.get('/rest/api/public/buytemplates');
    expect(failed.status).toBe(502);
    expect(failed.body.message).toBe('We could not start the payment. Please try again in a moment.');
    const rows = await t.app.ctx.db.select().from(orders).where(eq(orders.userId, buyer.id));
    expect(rows.map((r) => r.status)).toEqual(['expired']);
    expect((await buyer.get('/rest/api/public/buytemplates')).body.status).toBe('Pending');
  });
});

describe('Razorpay webhook without a configured secret', () => {
  it('is not available', async () => {
    const bare = await createTestApp({
      overrides: { paymentProvider: 'razorpay', razorpay: { keyId: 'k', keySecret: 's', apiBase: razorpay.url } },
    });
    try {
      const response = await bare.app.inject({
        method: 'POST',
        url: '/rest/api/public/razorpay/webhook',
        headers: { 'content-type': 'application/json', 'x-razorpay-signature': 'ab' },
        payload: '{}',
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await bare.close();
    }
  });
});
