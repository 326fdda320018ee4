/** Payment findings of the security review: each test failed before its fix. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../db/schema';
import { createTestApp, type TestApp } from '../testing/test-app';
import { createBuyer, type Buyer } from './testing/buyer';
import { startFakeRazorpay, type FakeRazorpay } from './testing/fake-razorpay';

async function orderStatus(t: TestApp, id: string) {
  const [row] = await t.app.ctx.db.select().from(orders).where(eq(orders.id, id));
  return row.status;
}

describe('sandbox checkout completes only for the order it was issued for', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function startBuying(buyer: Buyer) {
    await buyer.get('/rest/api/public/addtocart/wed001/premium');
    const answer = (await buyer.get('/rest/api/public/buytemplates')).body;
    return { orderId: answer.responceId.orderId as string, link: answer.responceId.link as string };
  }
  const decide = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: 'decision=pay',
    });

  it('refuses a post that knows only the order id', async () => {
    const buyer = await createBuyer(t);
    const { orderId } = await startBuying(buyer);
    const res = await decide(`/rest/api/public/sandbox-checkout/${orderId}`);
    expect(res.statusCode).toBe(403);
    expect(await orderStatus(t, orderId)).toBe('created');
  });

  it("refuses another order's checkout token and another user's session", async () => {
    const buyer = await createBuyer(t);
    const other = await createBuyer(t);
    const mine = await startBuying(buyer);
    const theirs = await startBuying(other);
    const theirToken = new URL(theirs.link, 'http://x').searchParams.get('token');
    expect(theirToken).toBeTruthy();
    const res = await decide(`/rest/api/public/sandbox-checkout/${mine.orderId}?token=${theirToken}`);
    expect(res.statusCode).toBe(403);
    expect(await orderStatus(t, mine.orderId)).toBe('created');
  });

  it('completes with the link it handed out (the page keeps the token in its form)', async () => {
    const buyer = await createBuyer(t);
    const { orderId, link } = await startBuying(buyer);
    const page = await t.app.inject(link);
    expect(page.body).toContain('TEST MODE');
    const action = /<form method="post" action="([^"]+)"/.exec(page.body)![1].replace(/&amp;/g, '&');
    const res = await decide(action);
    expect(res.statusCode).toBe(303);
    expect(await orderStatus(t, orderId)).toBe('paid');
  });
});

describe('Razorpay webhook reads its identity from the signed body', () => {
  const SECRET = 'whsec-for-tests';
  let razorpay: FakeRazorpay;
  let t: TestApp;
  beforeAll(async () => {
    razorpay = await startFakeRazorpay();
    t = await createTestApp({
      overrides: {
        paymentProvider: 'razorpay',
        razorpay: {
          keyId: razorpay.keyId,
          keySecret: razorpay.keySecret,
          webhookSecret: SECRET,
          apiBase: razorpay.url,
        },
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await razorpay.close();
  });

  async function buy() {
    const buyer = await createBuyer(t);
    await buyer.get('/rest/api/public/addtocart/wed001/premium');
    const orderId = (await buyer.get('/rest/api/public/buytemplates')).body.responceId.orderId as string;
    const [row] = await t.app.ctx.db.select().from(orders).where(eq(orders.id, orderId));
    return { orderId, linkId: row.providerLinkId! };
  }
  const deliver = (d: { body: string; headers: Record<string, string> }) =>
    t.app.inject({ method: 'POST', url: '/rest/api/public/razorpay/webhook', headers: d.headers, payload: d.body });

  it('a replay of the same signed body under another event id header is a duplicate', async () => {
    const { linkId } = await buy();
    razorpay.pay(linkId);
    const delivery = razorpay.webhook('payment_link.paid', linkId, SECRET, 'evt_one');
    expect((await deliver(delivery)).json()).toEqual({ status: 'applied' });
    const replay = { ...delivery, headers: { ...delivery.headers, 'x-razorpay-event-id': 'evt_two' } };
    expect((await deliver(replay)).json()).toEqual({ status: 'duplicate' });
  });

  it('refuses a paid event in another currency', async () => {
    const { orderId, linkId } = await buy();
    razorpay.pay(linkId);
    razorpay.links.get(linkId)!.currency = 'USD';
    expect((await deliver(razorpay.webhook('payment_link.paid', linkId, SECRET))).json()).toEqual({
      status: 'rejected',
    });
    expect(await orderStatus(t, orderId)).toBe('created');
  });

  it('refuses a paid event that names no amount', async () => {
    const { orderId, linkId } = await buy();
    razorpay.pay(linkId);
    const link = razorpay.links.get(linkId)! as unknown as Record<string, unknown>;
    delete link.amount_paid;
    link.payments = null;
    expect((await deliver(razorpay.webhook('payment_link.paid', linkId, SECRET))).json()).toEqual({
      status: 'rejected',
    });
    expect(await orderStatus(t, orderId)).toBe('created');
  });
});
