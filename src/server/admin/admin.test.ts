import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findTemplate } from '../../shared/catalogue';
import { billFor } from '../../shared/pricing';
import { login } from '../account/testing';
import { analyticsDaily, auditLog, chatMessages, contactMessages, orders, users } from '../db/schema';
import { createOrder, markPaid } from '../orders';
import { createTestApp, createUserWithToken, type TestApp } from '../testing/test-app';
import { gstInside } from './money';
import { neutraliseFormula } from '../http/csv';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createUserWithToken>>;
let buyer: Awaited<ReturnType<typeof createUserWithToken>>;

async function call(method: 'GET' | 'POST', url: string, authorization?: string, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: authorization ? { authorization } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
    remoteAddress: '203.0.113.9',
  });
}

async function paidOrder(userId: number, templateId: string, pack: 'basic' | 'premium' | 'luxury', at: Date) {
  const order = await createOrder(t.app.ctx.db, {
    userId,
    template: findTemplate(templateId)!,
    packType: pack,
    provider: 'sandbox',
    now: at,
  });
  await markPaid(t.app.ctx.db, order.id, { at });
  return order.id;
}

beforeAll(async () => {
  // 20:00 UTC is already the next day in Kolkata (01:30 on the 16th).
  t = await createTestApp();
  t.clock.set('2027-01-15T20:00:00.000Z');
  admin = await createUserWithToken(t, { email: 'shop.admin@example.in', role: 'admin', fullName: 'Shop Admin' });
  buyer = await createUserWithToken(t, { email: 'meera.buyer@example.in', fullName: 'Meera Iyer' });
});
afterAll(() => t.close());

const ADMIN_GETS = [
  '/rest/api/admin/overview',
  '/rest/api/admin/templates',
  '/rest/api/admin/orders',
  '/rest/api/admin/orders/export.csv',
  '/rest/api/admin/formats',
  '/rest/api/admin/formats/wedding',
  '/rest/api/admin/users',
  '/rest/api/admin/contact-messages',
];

describe('who may call', () => {
  it.each(ADMIN_GETS)("GET %s: 401 without a token, 403 with a buyer's, 200 with the admin's", async (url) => {
    expect((await call('GET', url)).statusCode).toBe(401);
    const asBuyer = await call('GET', url, buyer.authorization);
    expect(asBuyer.statusCode).toBe(403);
    expect(asBuyer.json().message).toBe('Admin only.');
    expect((await call('GET', url, admin.authorization)).statusCode).toBe(200);
  });

  it("refuses the buyer's changes and leaves the rows alone", async () => {
    const [message] = await t.app.ctx.db
      .insert(contactMessages)
      .values({ name: 'Ravi', phone: '9876543210', email: 'ravi@example.in', message: 'Hi' })
      .returning();
    expect(
      (await call('POST', `/rest/api/admin/users/${buyer.id}/access`, buyer.authorization, { disabled: true }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await call('POST', `/rest/api/admin/contact-messages/${message.id}/handled`, buyer.authorization, {
          handled: true,
        })
      ).statusCode,
    ).toBe(403);
    const [row] = await t.app.ctx.db.select().from(users).where(eq(users.id, buyer.id));
    expect(row.disabledAt).toBeNull();
    expect(await t.app.ctx.db.select().from(auditLog)).toEqual([]);
  });

  it('reads the role from the database, not from the token', async () => {
    const demoted = await createUserWithToken(t, { email: 'former.admin@example.in', role: 'admin' });
    await t.app.ctx.db.update(users).set({ role: 'user' }).where(eq(users.id, demoted.id));
    expect((await call('GET', '/rest/api/admin/overview', demoted.authorization)).statusCode).toBe(403);
  });
});

describe('overview', () => {
  it('counts visits per Kolkata day, paid orders with GST apart, and what waits', async () => {
    await call('GET', '/rest/api/public/increment_analytics/homepage');
    await call('GET', '/rest/api/public/increment_analytics/homepage');
    await call('GET', '/rest/api/public/increment_analytics/template');
    const daily = await t.app.ctx.db.select().from(analyticsDaily);
    expect(daily.map((row) => [row.day, row.page, row.visits]).sort()).toEqual([
      ['2027-01-16', 'homepage', 2],
      ['2027-01-16', 'template', 1],
    ]);

    const paidNow = new Date('2027-01-15T19:00:00.000Z');
    await paidOrder(buyer.id, 'wed001', 'premium', paidNow);
    // 40 days ago: counted in the previous period only.
    await paidOrder(buyer.id, 'bir001', 'basic', new Date('2026-12-07T10:00:00.000Z'));
    await t.app.ctx.db
      .insert(chatMessages)
      .values({ fromEmail: buyer.email, toEmail: admin.email, message: 'Where is my site?' });

    const answer = await call('GET', '/rest/api/admin/overview', admin.authorization);
    expect(answer.statusCode).toBe(200);
    const overview = answer.json();
    const premium = billFor(findTemplate('wed001')!, 'premium');
    const basic = billFor(findTemplate('bir001')!, 'basic');
    expect(overview.to).toBe('2027-01-16');
    expect(overview.from).toBe('2026-12-18');
    expect(overview.days).toHaveLength(30);
    expect(overview.days.at(-1)).toEqual({
      day: '2027-01-16',
      visits: 3,
      signups: 0,
      orders: 1,
      revenue: premium.totalBilling,
      gst: premium.gst,
    });
    // Users made by the test are created at the clock's time: 20:00 UTC on the 15th is the 16th in Kolkata.
    expect(overview.current).toMatchObject({
      visits: 3,
      orders: 1,
      revenue: premium.totalBilling,
      gst: premium.gst,
      averageOrderValue: premium.totalBilling - premium.gst,
      conversionPercent: 33.3,
    });
    expect(overview.previous).toMatchObject({ orders: 1, revenue: basic.totalBilling, gst: basic.gst, visits: 0 });
    expect(overview.previous.conversionPercent).toBeNull();
    expect(overview.unreadChats).toBe(1);
    expect(overview.contactWaiting).toBeGreaterThanOrEqual(1);
    expect(overview.testMode).toBe(true);
  });
});

describe('orders', () => {
  it('filters by state, day and buyer and exports exactly that as CSV with a BOM and no formulas', async () => {
    const sneaky = await createUserWithToken(t, { email: 'sneaky@example.in', fullName: '=HYPERLINK("x")' });
    await createOrder(t.app.ctx.db, {
      userId: sneaky.id,
      template: findTemplate('par001')!,
      packType: 'luxury',
      provider: 'sandbox',
      now: new Date('2027-01-10T06:00:00.000Z'),
    });
    const all = (await call('GET', '/rest/api/admin/orders', admin.authorization)).json();
    expect(all.total).toBeGreaterThanOrEqual(3);

    const created = (await call('GET', '/rest/api/admin/orders?state=created', admin.authorization)).json();
    expect(created.orders.map((o: { buyerEmail: string }) => o.buyerEmail)).toEqual(['sneaky@example.in']);

    const byBuyer = (await call('GET', '/rest/api/admin/orders?buyer=MEERA', admin.authorization)).json();
    expect(byBuyer.orders).toHaveLength(2);
    expect(byBuyer.paidAmount).toBe(byBuyer.orders.reduce((sum: number, o: { amount: number }) => sum + o.amount, 0));

    const range = (
      await call('GET', '/rest/api/admin/orders?from=2027-01-01&to=2027-01-16', admin.authorization)
    ).json();
    expect(range.orders.map((o: { tempId: string }) => o.tempId).sort()).toEqual(['par001', 'wed001']);

    const csv = await call('GET', '/rest/api/admin/orders/export.csv?state=created', admin.authorization);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toMatch(/attachment; filename="orders-2027-01-16\.csv"/);
    expect(csv.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^Order,Created \(IST\),/);
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"")"`);
    expect(lines[1]).toContain('2027-01-10 11:30');
  });

  it('streams a large export in batches, every matching order once', async () => {
    const bulk = await createUserWithToken(t, { email: 'bulk.buyer@example.in', fullName: 'Bulk Buyer' });
    const rows = Array.from({ length: 1203 }, (_, index) => ({
      id: `bulk-${String(index).padStart(4, '0')}`,
      userId: bulk.id,
      tempId: 'wed003',
      packType: 'basic' as const,
      amountRupees: 3539,
      provider: 'sandbox',
      createdAt: new Date(Date.parse('2027-01-12T08:00:00.000Z') + (index % 7) * 1000),
    }));
    await t.app.ctx.db.insert(orders).values(rows);
    const csv = await call('GET', '/rest/api/admin/orders/export.csv?buyer=bulk.buyer', admin.authorization);
    const ids = csv.body
      .trim()
      .split('\n')
      .slice(1)
      .map((line) => line.split(',')[0]);
    expect(ids).toHaveLength(1203);
    expect(new Set(ids).size).toBe(1203);
    await t.app.ctx.db.delete(orders).where(eq(orders.userId, bulk.id));
  });

  it('refuses an impossible day with a 400 naming the field', async () => {
    const answer = await call('GET', '/rest/api/admin/orders?from=2027-02-30', admin.authorization);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe('querystring.from must be a date written YYYY-MM-DD');
    const reversed = await call(
      'GET',
      '/rest/api/admin/orders/export.csv?from=2027-02-02&to=2027-01-01',
      admin.authorization,
    );
    expect(reversed.statusCode).toBe(400);
  });

  it('neutralises every formula starter and finds the GST inside any total', () => {
    for (const cell of ['=1+1', '+91 98', '-2', '@SUM(A1)', '\tx', '\rx'])
      expect(neutraliseFormula(cell)).toBe(`'${cell}`);
    expect(neutraliseFormula('Meera')).toBe('Meera');
    expect(neutraliseFormula(-5)).toBe(-5);
    for (let price = 1; price < 20000; price += 7) {
      const total = price + Math.round(price * 0.18);
      expect(gstInside(total)).toBe(Math.round(price * 0.18));
    }
  });
});

describe('templates', () => {
  it('lists sales and revenue per template and pack, and which never sold', async () => {
    const answer = (await call('GET', '/rest/api/admin/templates', admin.authorization)).json();
    const wed001 = answer.templates.find((template: { id: string }) => template.id === 'wed001');
    expect(wed001.sales).toBe(1);
    expect(wed001.previewUrl).toBe('/preview/wed001');
    expect(wed001.packs.find((p: { pack: string }) => p.pack === 'premium')).toMatchObject({ sales: 1 });
    const par001 = answer.templates.find((template: { id: string }) => template.id === 'par001');
    expect(par001).toMatchObject({ sales: 0, revenue: 0, lastSoldAt: null });
  });
});

describe('formate', () => {
  it('lists every schema lint-clean, and one schema with its pack-gated fields and templates', async () => {
    const list = (await call('GET', '/rest/api/admin/formats', admin.authorization)).json();
    expect(list.formats.length).toBeGreaterThanOrEqual(16);
    for (const format of list.formats) expect(format.problems).toEqual([]);
    const wedding = (await call('GET', '/rest/api/admin/formats/wedding', admin.authorization)).json();
    const fields = wedding.sectionList.flatMap((section: { fields: { pack: string }[] }) => section.fields);
    expect(fields.some((field: { pack: string }) => field.pack !== 'basic')).toBe(true);
    expect(wedding.gatedFields).toBe(fields.filter((field: { pack: string }) => field.pack !== 'basic').length);
    expect(wedding.templateList.map((template: { id: string }) => template.id)).toContain('wed001');
    expect((await call('GET', '/rest/api/admin/formats/no-such', admin.authorization)).statusCode).toBe(404);
  });
});

describe('users', () => {
  it('finds a buyer by name or e-mail and shows their orders', async () => {
    const found = (await call('GET', '/rest/api/admin/users?q=meera', admin.authorization)).json();
    expect(found.users.map((u: { email: string }) => u.email)).toEqual(['meera.buyer@example.in']);
    expect(found.users[0].paidOrders).toBe(2);
    const detail = (await call('GET', `/rest/api/admin/users/${buyer.id}`, admin.authorization)).json();
    expect(detail.orders).toHaveLength(2);
    expect(detail.chat).toEqual([expect.objectContaining({ from: buyer.email, message: 'Where is my site?' })]);
    expect((await call('GET', '/rest/api/admin/users/99999', admin.authorization)).statusCode).toBe(404);
  });

  it('disables an account: no login, tokens refused, audited; enabling restores it', async () => {
    const person = await createUserWithToken(t, { email: 'to.disable@example.in', password: 'correct horse battery' });
    const disable = await call('POST', `/rest/api/admin/users/${person.id}/access`, admin.authorization, {
      disabled: true,
    });
    expect(disable.statusCode).toBe(200);
    expect(disable.json().disabledAt).toBe(t.clock.now().toISOString());

    expect((await call('GET', '/rest/api/user_details', person.authorization)).statusCode).toBe(401);
    const right = await login(t, person.email, 'correct horse battery');
    expect(right.statusCode).toBe(403);
    expect(right.json()).toMatchObject({
      responceId: 'ACCOUNT_DISABLED',
      message: 'This account is disabled. Please contact support.',
    });
    expect(right.json().responce).not.toMatch(/ey[A-Za-z0-9_-]{10,}\./);
    // The wrong password gets the usual answer: the disabled state is told only to the password's owner.
    const wrong = await login(t, person.email, 'not the password');
    expect(wrong.statusCode).toBe(401);

    const [entry] = await t.app.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `user:${person.id}`));
    expect(entry).toMatchObject({
      actorUserId: admin.id,
      actorEmail: admin.email,
      action: 'user.disable',
      clientIp: '203.0.113.9',
      details: { email: person.email },
    });
    expect(entry.requestId).toBe(disable.headers['request-id'] ?? entry.requestId);
    expect(entry.requestId).not.toBe('');

    const enable = await call('POST', `/rest/api/admin/users/${person.id}/access`, admin.authorization, {
      disabled: false,
    });
    expect(enable.json().disabledAt).toBeNull();
    expect((await login(t, person.email, 'correct horse battery')).statusCode).toBe(200);
    const actions = await t.app.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `user:${person.id}`));
    expect(actions.map((row) => row.action)).toEqual(['user.disable', 'user.enable']);
    expect(JSON.stringify(actions)).not.toContain('correct horse battery');
  });

  it('will not disable an admin', async () => {
    const answer = await call('POST', `/rest/api/admin/users/${admin.id}/access`, admin.authorization, {
      disabled: true,
    });
    expect(answer.statusCode).toBe(409);
  });
});

describe('contact messages', () => {
  it('lists waiting messages and marks one handled, once, in the audit log', async () => {
    const waiting = (await call('GET', '/rest/api/admin/contact-messages', admin.authorization)).json();
    const [message] = waiting.messages;
    const url = `/rest/api/admin/contact-messages/${message.id}/handled`;
    const handled = await call('POST', url, admin.authorization, { handled: true });
    expect(handled.json().handledAt).toBe(t.clock.now().toISOString());
    await call('POST', url, admin.authorization, { handled: true });
    const after = (await call('GET', '/rest/api/admin/contact-messages', admin.authorization)).json();
    expect(after.messages.map((m: { id: number }) => m.id)).not.toContain(message.id);
    const rows = await t.app.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `contact:${message.id}`));
    expect(rows.map((row) => row.action)).toEqual(['contact.handled']);
    const overview = (await call('GET', '/rest/api/admin/overview', admin.authorization)).json();
    expect(overview.recentAudit[0]).toMatchObject({ action: 'contact.handled', actorEmail: admin.email });
  });
});

describe('createlive', () => {
  it("publishes and unpublishes a buyer's site with the buyer's own service, audited; a buyer's token gets 403", async () => {
    const owner = await createUserWithToken(t, { email: 'ananya.live@example.in', fullName: 'Ananya Rao' });
    await paidOrder(owner.id, 'wed004', 'luxury', t.clock.now());
    const templatesUrl = `/rest/api/admin/live/users/${owner.id}/templates`;
    const body = { userId: owner.id, baseTempID: 'wed004', slug: 'ananya-weds-rohan' };

    for (const [method, url, payload] of [
      ['GET', templatesUrl, undefined],
      ['POST', '/rest/api/admin/live/publish', body],
      ['POST', '/rest/api/admin/live/unpublish', { userId: owner.id, baseTempID: 'wed004' }],
    ] as const) {
      expect((await call(method, url, owner.authorization, payload)).statusCode).toBe(403);
      expect((await call(method, url, undefined, payload)).statusCode).toBe(401);
    }

    const before = (await call('GET', templatesUrl, admin.authorization)).json();
    expect(before.templates).toEqual([
      expect.objectContaining({ baseTempID: 'wed004', packType: 'luxury', site: null }),
    ]);
    // The same rule as the buyer's Publish button: no content yet, nothing to publish.
    const early = await call('POST', '/rest/api/admin/live/publish', admin.authorization, body);
    expect(early.statusCode).toBe(409);

    const saved = await t.app.inject({
      method: 'POST',
      url: '/rest/api/private/createuserdata',
      headers: { authorization: owner.authorization },
      payload: {
        baseTempID: 'wed004',
        components: [{ comp_id: 'wed004-BrideName', comp_type: 'TEXT', comp_value: 'Ananya' }],
      },
    });
    expect(saved.statusCode).toBe(200);
    const published = await call('POST', '/rest/api/admin/live/publish', admin.authorization, body);
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({ slug: 'ananya-weds-rohan', published: true, baseTempID: 'wed004' });
    const buyerSees = await t.app.inject({
      method: 'GET',
      url: '/rest/api/private/get_live_template_user',
      headers: { authorization: owner.authorization },
    });
    expect(buyerSees.json()).toEqual([expect.objectContaining({ slug: 'ananya-weds-rohan', published: true })]);

    const down = await call('POST', '/rest/api/admin/live/unpublish', admin.authorization, {
      userId: owner.id,
      baseTempID: 'wed004',
    });
    expect(down.json()).toMatchObject({ published: false, slug: 'ananya-weds-rohan' });
    const after = (await call('GET', templatesUrl, admin.authorization)).json();
    expect(after.templates[0].site).toMatchObject({ published: false, slug: 'ananya-weds-rohan' });

    const liveId = published.json().liveId;
    const actions = await t.app.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `live:${liveId}`));
    expect(actions.map((row) => [row.action, row.details])).toEqual([
      ['live.publish', { userId: owner.id, baseTempID: 'wed004', slug: 'ananya-weds-rohan' }],
      ['live.unpublish', { userId: owner.id, baseTempID: 'wed004', slug: 'ananya-weds-rohan' }],
    ]);
    const nobody = await call('POST', '/rest/api/admin/live/publish', admin.authorization, { ...body, userId: 999999 });
    expect(nobody.statusCode).toBe(404);
  });
});
