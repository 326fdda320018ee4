import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
