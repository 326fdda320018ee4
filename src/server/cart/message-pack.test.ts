/**
 * The message pack in the cart: a line for one of the caller's own sites, an order through the same payment flow,
 * and a settlement that credits the site's messages once whichever way (poll, webhook, replay) it arrives.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems, messageCredits, orders } from '../db/schema';
import { hostSite, type HostSite } from '../guests/testing/fixtures';
import { applyProviderEvent, settlePaid } from '../payments/settle';
import { checkoutToken } from '../payments/sandbox-provider';
import { createTestApp, createUserWithToken, type TestApp } from '../testing/test-app';

let t: TestApp;
// Starting the app migrates a fresh database: on a busy two-core machine that took over the default minute.
beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(() => t.close());

const quietLog = { warn: () => {} };

function call(method: 'GET' | 'PUT' | 'DELETE' | 'POST', url: string, authorization: string) {
  return t.app.inject({ method, url, headers: { authorization } });
}
const add = (liveId: string, authorization: string) =>
  call('PUT', `/rest/api/private/live/${encodeURIComponent(liveId)}/message-pack`, authorization);
const line = (authorization: string) => call('GET', '/rest/api/private/cart/message-pack', authorization);
const checkout = (authorization: string) => call('POST', '/rest/api/private/cart/message-pack/checkout', authorization);
const allowance = async (site: HostSite) =>
  (await call('GET', `/rest/api/private/live/${site.liveId}/sends/allowance`, site.owner.authorization)).json() as {
    included: number;
    bought: number;
    left: number;
  };

function pay(orderId: string) {
  return t.app.inject({
    method: 'POST',
    url: `/rest/api/public/sandbox-checkout/${orderId}?token=${checkoutToken(t.config.otpSecret, orderId)}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'decision=pay',
  });
}

describe('the message pack line', () => {
  it('is its own line beside the template item: 500 messages for ₹799 + ₹144 GST, removable', async () => {
    const site = await hostSite(t);
    const template = await call('GET', '/rest/api/public/addtocart/bir001/premium', site.owner.authorization);
    expect(template.statusCode).toBe(200);

    const added = await add(site.liveId, site.owner.authorization);
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().line).toMatchObject({
      liveId: site.liveId,
      slug: site.slug,
      messages: 500,
      price: 799,
      gst: 144,
      totalBilling: 943,
    });
    expect(added.json().line.siteName).not.toBe('');
    expect((await line(site.owner.authorization)).json()).toEqual(added.json());
    // The template's cart is as it was: the pinned answer has no trace of the pack.
    const cart = (await call('GET', '/rest/api/public/getcartitems', site.owner.authorization)).json();
    expect(cart.responceId).toMatchObject({ temp_id: 'bir001', packType: 'premium' });
    expect(Object.keys(cart.responceId).sort()).toEqual(['packType', 'temp_id', 'templateData']);

    expect((await call('DELETE', '/rest/api/private/cart/message-pack', site.owner.authorization)).json()).toEqual({
      line: null,
    });
    expect((await line(site.owner.authorization)).json()).toEqual({ line: null });
    expect(await t.app.ctx.db.select().from(cartItems).where(eq(cartItems.userId, site.owner.id))).toHaveLength(1);
  });

  it("is the owner's alone: a stranger's site is 404, a co-host's 403, a malformed id 400, no token 401", async () => {
    const site = await hostSite(t);
    const stranger = await createUserWithToken(t);
    const cohost = await createUserWithToken(t);
    const invited = await t.app.inject({
      method: 'POST',
      url: `/rest/api/private/live/${site.liveId}/cohosts`,
      headers: { authorization: site.owner.authorization },
      payload: { email: cohost.email },
    });
    expect(invited.statusCode, invited.body).toBeLessThan(300);

    expect((await add(site.liveId, stranger.authorization)).statusCode).toBe(404);
    expect((await add('no-such-site', stranger.authorization)).statusCode).toBe(404);
    const byCohost = await add(site.liveId, cohost.authorization);
    expect(byCohost.statusCode).toBe(403);
    expect(byCohost.json().message).toMatch(/Only the site's owner/);
    expect((await add('x'.repeat(65), site.owner.authorization)).statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'PUT', url: `/rest/api/private/live/${site.liveId}/message-pack` })).statusCode,
    ).toBe(401);
    for (const user of [stranger, cohost]) {
      expect((await line(user.authorization)).json()).toEqual({ line: null });
      expect((await checkout(user.authorization)).statusCode).toBe(400);
    }
  });
});

describe('paying for a message pack', () => {
  it('orders it at ₹943 through the sandbox, credits 500 messages once, and empties the line', async () => {
    const site = await hostSite(t, { pack: 'premium' });
    const before = await allowance(site);
    expect(before).toMatchObject({ included: 300, bought: 0 });
    await add(site.liveId, site.owner.authorization);

    const started = await checkout(site.owner.authorization);
    expect(started.statusCode, started.body).toBe(200);
    const answer = started.json();
    expect(answer.status).toBe('Pending');
    expect(answer.responceId).toMatchObject({
      amount: 943,
      temp_id: 'message-pack',
      messagePack: { liveId: site.liveId, messages: 500 },
    });
    expect(answer.responceId.link).toContain('/sandbox-checkout/');
    // Pressing Proceed again reuses the pending order.
    expect((await checkout(site.owner.authorization)).json().responceId.orderId).toBe(answer.responceId.orderId);
    const page = await t.app.inject({ method: 'GET', url: answer.responceId.link });
    expect(page.body).toContain('Message pack · 500 WhatsApp messages');

    const orderId: string = answer.responceId.orderId;
    expect((await pay(orderId)).statusCode).toBe(303);
    // The same event again, a poll, and a direct settlement: still one credit.
    expect((await pay(orderId)).statusCode).toBe(303);
    await applyProviderEvent(
      t.app.ctx.db,
      'sandbox',
      { eventId: `sandbox:${orderId}:pay`, orderId, linkId: null, outcome: 'paid', paymentId: null },
      t.clock.now(),
      quietLog,
    );
    await settlePaid(t.app.ctx.db, orderId, { at: t.clock.now() });
    const polled = await call(
      'GET',
      `/rest/api/public/checkpaymentstatus?orderId=${orderId}`,
      site.owner.authorization,
    );
    expect(polled.json()).toMatchObject({ status: 'Completed', responceId: { messagePack: { messages: 500 } } });

    const credits = await t.app.ctx.db.select().from(messageCredits).where(eq(messageCredits.liveId, site.liveId));
    expect(credits).toHaveLength(1);
    expect(credits[0]).toMatchObject({ orderId, messages: 500 });
    expect(await allowance(site)).toMatchObject({ included: 300, bought: 500, left: before.left + 500 });
    expect((await line(site.owner.authorization)).json()).toEqual({ line: null });
    // The pack is no template: the buyer's bought templates do not list it.
    const items = (await call('GET', '/rest/api/public/getordereditems', site.owner.authorization)).json();
    expect(items.responceId.inCartDtoList.map((item: { temp_id: string }) => item.temp_id)).not.toContain(
      'message-pack',
    );
  });

  it('two settlements racing credit once (the unique order id)', async () => {
    const site = await hostSite(t);
    await add(site.liveId, site.owner.authorization);
    const orderId: string = (await checkout(site.owner.authorization)).json().responceId.orderId;
    const at = t.clock.now();
    const results = await Promise.all([
      settlePaid(t.app.ctx.db, orderId, { at }),
      applyProviderEvent(
        t.app.ctx.db,
        'sandbox',
        { eventId: `race:${orderId}`, orderId, linkId: null, outcome: 'paid', paymentId: null },
        at,
        quietLog,
      ),
    ]);
    expect(results).toHaveLength(2);
    expect(await t.app.ctx.db.select().from(messageCredits).where(eq(messageCredits.orderId, orderId))).toHaveLength(1);
    const [order] = await t.app.ctx.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ status: 'paid', liveId: site.liveId, messages: 500, amountRupees: 943 });
  });
});
