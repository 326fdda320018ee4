import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../db/schema';
import { createTestApp, type TestApp } from '../testing/test-app';
import { LINK_MINUTES } from './payment-service';
import { checkoutToken } from './sandbox-provider';
import { createBuyer, type Buyer } from './testing/buyer';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function startBuying(buyer: Buyer, templateId = 'wed001', pack = 'premium') {
  expect((await buyer.get(`/rest/api/public/addtocart/${templateId}/${pack}`)).status).toBe(200);
  const bought = await buyer.get('/rest/api/public/buytemplates');
  expect(bought.status).toBe(200);
  return bought.body;
}

function checkout(url: string) {
  return t.app.inject({ method: 'GET', url });
}

/** Decides as the checkout page's form does: with the link's checkout token. */
function decide(orderId: string, decision: string) {
  return t.app.inject({
    method: 'POST',
    url: `/rest/api/public/sandbox-checkout/${orderId}?token=${checkoutToken(t.config.otpSecret, orderId)}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `decision=${decision}`,
  });
}

describe("pricing is the server's: every pack, the house-warming exceptions", () => {
  // Discounted price + 18% GST rounded to rupees; hou001/hou002 list higher but discount to the same prices.
  const cases: [string, string, number][] = [
    ['wed001', 'basic', 3539],
    ['wed001', 'premium', 5899],
    ['wed001', 'luxury', 7079],
    ['hou001', 'basic', 3539],
    ['hou001', 'premium', 5899],
    ['hou001', 'luxury', 7079],
    ['hou002', 'luxury', 7079],
    ['hou003', 'premium', 5899],
  ];
  for (const [templateId, pack, amount] of cases) {
    it(`${templateId} ${pack} charges ₹${amount}`, async () => {
      const buyer = await createBuyer(t);
      const answer = await startBuying(buyer, templateId, pack);
      expect(answer.responceId).toMatchObject({ amount, temp_id: templateId, packType: pack });
      const [row] = await t.app.ctx.db.select().from(orders).where(eq(orders.id, answer.responceId.orderId));
      expect(row.amountRupees).toBe(amount);
    });
  }
});

describe('sandbox checkout', () => {
  it('creates a pending order whose TEST MODE page shows template, pack and amount', async () => {
    const buyer = await createBuyer(t);
    const answer = await startBuying(buyer, 'hou001', 'luxury');
    expect(answer.status).toBe('Pending');
    expect(answer.responceId.status).toBe('Pending');
    const orderId = answer.responceId.orderId;
    expect(answer.responceId.link).toBe(
      `/rest/api/public/sandbox-checkout/${orderId}?token=${checkoutToken(t.config.otpSecret, orderId)}`,
    );
    expect(answer.responceId.expiresAt).toBe(new Date(t.clock.now().getTime() + LINK_MINUTES * 60_000).toISOString());

    const page = await checkout(answer.responceId.link);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['content-security-policy']).toMatch(/frame-ancestors 'self'/);
    expect(page.body).toContain('TEST MODE');
    expect(page.body).toContain('Griha Pravesh');
    expect(page.body).toContain('Luxury pack');
    expect(page.body).toContain('₹7,079');
    expect(page.body).toContain('₹12,999');
    expect(page.body).toMatch(/>Pay now</);
    expect(page.body).toMatch(/>Let it expire</);
    expect(page.body).not.toMatch(/<script/i);
  });

  it('"Pay now" makes exactly one paid order, lists it as BOUGHT and empties the cart, however often it is repeated', async () => {
    const buyer = await createBuyer(t);
    const answer = await startBuying(buyer, 'wed003', 'basic');
    const orderId = answer.responceId.orderId;

    const paid = await decide(orderId, 'pay');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/rest/api/public/sandbox-checkout/${orderId}`);
    expect((await decide(orderId, 'pay')).statusCode).toBe(303);
    expect((await decide(orderId, 'expire')).statusCode).toBe(303);

    const status = await buyer.get('/rest/api/public/checkpaymentstatus');
    expect(status.body).toMatchObject({ status: 'Completed', responceId: { status: 'BOUGHT', link: null, orderId } });
    expect((await buyer.get(`/rest/api/public/checkpaymentstatus?orderId=${orderId}`)).body.status).toBe('Completed');

    const rows = await t.app.ctx.db.select().from(orders).where(eq(orders.userId, buyer.id));
    expect(rows.map((r) => r.status)).toEqual(['paid']);
    expect(rows[0].providerPaymentId).toMatch(/^sbxpay_/);

    const items = await buyer.get('/rest/api/public/getordereditems');
    expect(items.body.responce).toBe('OK');
    expect(items.body.responceId.inCartDtoList).toEqual([
      expect.objectContaining({
        temp_id: 'wed003',
        tempState: 'BOUGHT',
        price: 3539,
        packType: 'basic',
        userName: buyer.email,
        orderId,
      }),
    ]);
    expect((await buyer.get('/rest/api/public/getcartitems')).body.responceId).toEqual({});
    expect((await checkout(answer.responceId.link)).body).toContain('Payment received');
  });

  it('"Let it expire" ends the link; the buyer can retry with a new link and pay that one', async () => {
    const buyer = await createBuyer(t);
    const first = await startBuying(buyer, 'bir001', 'premium');
    await decide(first.responceId.orderId, 'expire');
    const expired = await buyer.get('/rest/api/public/checkpaymentstatus');
    expect(expired.body).toMatchObject({ status: 'Expired', responceId: { status: 'Expired', link: null } });
    expect((await checkout(first.responceId.link)).body).toContain('This payment link has expired');

    // Paying the dead link afterwards changes nothing.
    await decide(first.responceId.orderId, 'pay');
    expect(
      (await buyer.get(`/rest/api/public/checkpaymentstatus?orderId=${first.responceId.orderId}`)).body.status,
    ).toBe('Expired');

    // The cart still holds the item, so Proceed again makes a new order with a new link.
    const retry = await buyer.get('/rest/api/public/buytemplates');
    expect(retry.body.status).toBe('Pending');
    expect(retry.body.responceId.orderId).not.toBe(first.responceId.orderId);
    expect(retry.body.responceId.link).not.toBe(first.responceId.link);
    await decide(retry.body.responceId.orderId, 'pay');
    expect((await buyer.get('/rest/api/public/checkpaymentstatus')).body.status).toBe('Completed');
  });

  it('expires a link by the clock, and refuses to pay it afterwards', async () => {
    const buyer = await createBuyer(t);
    const answer = await startBuying(buyer, 'par001', 'basic');
    t.clock.advance(LINK_MINUTES * 60_000 - 1000);
    await buyer.signInAgain();
    expect((await buyer.get('/rest/api/public/checkpaymentstatus')).body.status).toBe('Pending');
    t.clock.advance(2000);
    await decide(answer.responceId.orderId, 'pay');
    expect((await buyer.get('/rest/api/public/checkpaymentstatus')).body).toMatchObject({
      status: 'Expired',
      responceId: { status: 'Expired' },
    });
    t.clock.set('2027-01-15T10:00:00.000Z');
  });

  it('reuses the pending order when Proceed is pressed again for the same choice, not for a different pack', async () => {
    const buyer = await createBuyer(t);
    const first = await startBuying(buyer, 'eng001', 'basic');
    const again = await buyer.get('/rest/api/public/buytemplates');
    expect(again.body.responceId.orderId).toBe(first.responceId.orderId);
    await buyer.get('/rest/api/public/addtocart/eng001/luxury');
    const other = await buyer.get('/rest/api/public/buytemplates');
    expect(other.body.responceId.orderId).not.toBe(first.responceId.orderId);
    expect(other.body.responceId.amount).toBe(7079);
  });

  it('refuses to sell a template the buyer already owns', async () => {
    const buyer = await createBuyer(t);
    const answer = await startBuying(buyer, 'ann001', 'basic');
    await decide(answer.responceId.orderId, 'pay');
    const again = await buyer.get('/rest/api/public/addtocart/ann001/luxury');
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/already own Silver Jubilee/);
    expect((await buyer.get('/rest/api/public/getcartitems')).body.responceId).toEqual({});
  });

  it('answers NoOrder before anything was bought and 400 for buying an empty cart', async () => {
    const buyer = await createBuyer(t);
    expect((await buyer.get('/rest/api/public/checkpaymentstatus')).body).toMatchObject({
      status: 'NoOrder',
      responceId: { link: null, status: 'NoOrder' },
    });
    const empty = await buyer.get('/rest/api/public/buytemplates');
    expect(empty.status).toBe(400);
    expect(empty.body.message).toMatch(/cart is empty/);
  });

  it("never shows one buyer another buyer's order", async () => {
    const asha = await createBuyer(t);
    const ravi = await createBuyer(t);
    const answer = await startBuying(asha, 'sch001', 'basic');
    const peek = await ravi.get(`/rest/api/public/checkpaymentstatus?orderId=${answer.responceId.orderId}`);
    expect(peek.status).toBe(404);
    expect(peek.body.message).toBe('Order not found.');
    expect((await ravi.get('/rest/api/public/checkpaymentstatus')).body.status).toBe('NoOrder');
    expect((await ravi.get('/rest/api/public/getordereditems')).body.responceId.inCartDtoList).toEqual([]);
  });

  it('rejects a missing token and bad input without changing anything', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/rest/api/public/buytemplates' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/rest/api/public/checkpaymentstatus' })).statusCode).toBe(401);
    const buyer = await createBuyer(t);
    const answer = await startBuying(buyer, 'cha001', 'basic');
    const bad = await decide(answer.responceId.orderId, 'steal');
    expect(bad.statusCode).toBe(400);
    expect((await buyer.get('/rest/api/public/checkpaymentstatus')).body.status).toBe('Pending');
    const unknown = await checkout('/rest/api/public/sandbox-checkout/ord_doesnotexist');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('This payment link is not valid');
    const stray = await buyer.get('/rest/api/public/checkpaymentstatus?orderId=x&extra=1');
    expect(stray.status).toBe(400);
  });
});

describe('with Razorpay configured', () => {
  it('does not serve the sandbox checkout at all', async () => {
    const r = await createTestApp({
      overrides: {
        paymentProvider: 'razorpay',
        razorpay: { keyId: 'k', keySecret: 's', apiBase: 'http://127.0.0.1:9' },
      },
    });
    try {
      const page = await r.app.inject({ method: 'GET', url: '/rest/api/public/sandbox-checkout/ord_x' });
      expect(page.statusCode).toBe(404);
      expect(page.json().message).toMatch(/No API route/);
      const post = await r.app.inject({
        method: 'POST',
        url: '/rest/api/public/sandbox-checkout/ord_x',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'decision=pay',
      });
      expect(post.statusCode).toBe(404);
    } finally {
      await r.close();
    }
  });
});
