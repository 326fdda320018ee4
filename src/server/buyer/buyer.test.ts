import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../db/schema';
import { createTestApp, createUserWithToken, type TestApp } from '../testing/test-app';
import { seedLiveSite, seedPaidOrder, seedPhoto, seedRsvp, seedWish } from '../moderation/testing/seed';

let t: TestApp;
let buyer: Awaited<ReturnType<typeof createUserWithToken>>;
let other: Awaited<ReturnType<typeof createUserWithToken>>;

beforeAll(async () => {
  t = await createTestApp();
  buyer = await createUserWithToken(t, { email: 'nisha.buyer@example.in' });
  other = await createUserWithToken(t, { email: 'dev.other@example.in' });
});
afterAll(() => t.close());

const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, authorization = buyer.authorization) =>
  t.app.inject({ method, url, headers: { authorization } });

describe('dashboard', () => {
  it('gives real progress per template and section, and per site what waits and the days to go', async () => {
    const orderId = await seedPaidOrder(t.app.ctx, buyer.id, 'wed001');
    const liveId = await seedLiveSite(t.app.ctx, { userId: buyer.id, orderId, slug: 'nisha-weds-dev' });
    const empty = (await call('GET', '/rest/api/private/dashboard')).json().responceId;
    expect(empty.setupPercent).toBe(0);
    expect(empty.templates[0]).toMatchObject({ temp_id: 'wed001', percent: 0, submitted: false });

    const saved = await t.app.inject({
      method: 'POST',
      url: '/rest/api/private/createuserdata',
      headers: { authorization: buyer.authorization },
      payload: {
        baseTempID: 'wed001',
        liveID: liveId,
        components: [
          { comp_id: 'wed001-BrideName', comp_type: 'TEXT', comp_value: 'Nisha' },
          { comp_id: 'wed001-GroomName', comp_type: 'TEXT', comp_value: 'Dev' },
          { comp_id: 'wed001-WeddingDate', comp_type: 'TEXT', comp_value: '2027-01-25' },
        ],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await seedWish(t.app.ctx, liveId, { name: 'A', message: 'x' });
    await seedWish(t.app.ctx, liveId, { name: 'B', message: 'y', visflag: true });
    await seedPhoto(t.app.ctx, liveId, { name: 'C', bytes: Buffer.from('png') });
    await seedRsvp(t.app.ctx, liveId, {
      name: 'G',
      events: [{ eventKey: 'main', attending: true, adults: 2, children: 1 }],
    });

    const figures = (await call('GET', '/rest/api/private/dashboard')).json().responceId;
    const template = figures.templates[0];
    expect(template.submitted).toBe(true);
    expect(template.percent).toBeGreaterThan(0);
    expect(template.percent).toBeLessThan(100);
    const cover = template.sections.find((s: { key: string }) => s.key === 'cover');
    expect(cover.filled).toBe(3);
    expect(cover.percent).toBe(Math.round((3 / cover.total) * 100));
    expect(figures.setupPercent).toBe(template.percent);
    expect(figures.sites).toEqual([
      expect.objectContaining({
        liveId,
        slug: 'nisha-weds-dev',
        url: `${t.config.publicUrl}/invite/nisha-weds-dev`,
        unreadWishes: 1,
        photosWaiting: 1,
        eventDate: '2027-01-25',
        daysToEvent: 10,
        rsvps: [{ eventKey: 'main', title: expect.any(String), attending: 1, heads: 3 }],
      }),
    ]);
    expect((await call('GET', '/rest/api/private/dashboard', other.authorization)).json().responceId.sites).toEqual([]);
  });
});

describe('live-site list (the publishing feature serves it; the dashboard shares its reading)', () => {
  it('lists only the caller sites with their address', async () => {
    const list = (await call('GET', '/rest/api/private/get_live_template_user')).json();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      baseTempID: 'wed001',
      slug: 'nisha-weds-dev',
      published: true,
      packType: 'luxury',
    });
    expect((await call('GET', '/rest/api/private/get_live_template_user', other.authorization)).json()).toEqual([]);
  });
});

describe('order history', () => {
  it('lists every order of the caller with amount, GST and state', async () => {
    await t.app.ctx.db.insert(orders).values({
      id: 'ord_expired_one',
      userId: buyer.id,
      tempId: 'bir001',
      packType: 'basic',
      amountRupees: 3539,
      status: 'expired',
      provider: 'sandbox',
      createdAt: new Date('2027-01-01T10:00:00Z'),
    });
    const list = (await call('GET', '/rest/api/private/order_history')).json().responceId.orders;
    expect(list.map((o: { state: string }) => o.state)).toEqual(['paid', 'expired']);
    expect(list[1]).toMatchObject({
      orderId: 'ord_expired_one',
      amount: 3539,
      gst: 540,
      packType: 'basic',
      paidAt: null,
    });
    expect(
      (await call('GET', '/rest/api/private/order_history', other.authorization)).json().responceId.orders,
    ).toEqual([]);
  });
});

describe('liked templates', () => {
  it('adds, lists (newest first), keeps one heart per template, removes; unknown templates are 404', async () => {
    expect((await call('PUT', '/rest/api/private/liked_templates/wed002')).statusCode).toBe(200);
    t.clock.advance(1000);
    await call('PUT', '/rest/api/private/liked_templates/bir001');
    await call('PUT', '/rest/api/private/liked_templates/wed002');
    expect((await call('GET', '/rest/api/private/liked_templates')).json().responceId.liked).toEqual([
      'bir001',
      'wed002',
    ]);
    expect(
      (await call('GET', '/rest/api/private/liked_templates', other.authorization)).json().responceId.liked,
    ).toEqual([]);
    const removed = (await call('DELETE', '/rest/api/private/liked_templates/wed002')).json();
    expect(removed.responceId.liked).toEqual(['bir001']);
    expect((await call('PUT', '/rest/api/private/liked_templates/zzz999')).statusCode).toBe(404);
    expect((await call('PUT', '/rest/api/private/liked_templates/..%2f')).statusCode).toBe(400);
    expect((await call('GET', '/rest/api/private/liked_templates', '')).statusCode).toBe(401);
  });
});
