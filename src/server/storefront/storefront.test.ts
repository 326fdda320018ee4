import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES } from '../../shared/contact';
import { analyticsCounters, contactMessages } from '../db/schema';
import { createTestApp, type TestApp } from '../testing/test-app';
import { CONTACT_RATE_LIMIT } from './contact';

const valid = {
  name: '  Asha Rao ',
  phone: '9876543210',
  email: 'asha@example.in',
  message: 'Please send a demo of Shubh Vivah.',
};

describe('storefront API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { BUSINESS_WHATSAPP: '919812345678', BUSINESS_PHONE: '+91 98123 45678', BUSINESS_EMAIL: 'care@example.in' },
    });
  });
  afterAll(() => t.close());

  describe('POST /rest/api/public/contact-us', () => {
    it('stores a valid message with the server clock and answers OK', async () => {
      t.clock.set('2027-03-01T09:30:00.000Z');
      const res = await t.app.inject({ method: 'POST', url: '/rest/api/public/contact-us', payload: valid });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ responce: CONTACT_MESSAGES.success, responceId: 'OK' });
      const rows = await t.app.ctx.db
        .select()
        .from(contactMessages)
        .where(eq(contactMessages.email, 'asha@example.in'));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ name: 'Asha Rao', phone: '9876543210', message: valid.message });
      expect(rows[0].createdAt.toISOString()).toBe('2027-03-01T09:30:00.000Z');
    });

    it('accepts a message without the optional text', async () => {
      const { message: _omit, ...rest } = valid;
      const res = await t.app.inject({
        method: 'POST',
        url: '/rest/api/public/contact-us',
        payload: { ...rest, email: 'no-text@example.in' },
      });
      expect(res.statusCode).toBe(200);
      const [row] = await t.app.ctx.db
        .select()
        .from(contactMessages)
        .where(eq(contactMessages.email, 'no-text@example.in'));
      expect(row.message).toBe('');
    });
  });

  describe('contact-us refuses bad input with 400 naming the field and stores nothing', () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['missing name', { phone: valid.phone, email: 'bad1@example.in' }, 'name'],
      ['blank name', { ...valid, name: '   ', email: 'bad2@example.in' }, 'name'],
      ['nine-digit phone', { ...valid, phone: '987654321', email: 'bad3@example.in' }, 'phone'],
      ['phone with letters', { ...valid, phone: '98765abcde', email: 'bad4@example.in' }, 'phone'],
      ['eleven-digit phone', { ...valid, phone: '98765432101', email: 'bad5@example.in' }, 'phone'],
      ['invalid email', { ...valid, email: 'not-an-email' }, 'email'],
      ['overlong message', { ...valid, email: 'bad6@example.in', message: 'x'.repeat(2001) }, 'message'],
      ['unknown field', { ...valid, email: 'bad7@example.in', admin: true }, 'admin'],
    ];
    it.each(cases)('%s', async (_label, payload, field) => {
      // A fresh app per case keeps the tight contact limit out of the way.
      const own = await createTestApp();
      try {
        const before = await own.app.ctx.db.select().from(contactMessages);
        const res = await own.app.inject({ method: 'POST', url: '/rest/api/public/contact-us', payload });
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toContain(field);
        expect(res.json().responce).toContain(field);
        expect(await own.app.ctx.db.select().from(contactMessages)).toHaveLength(before.length);
      } finally {
        await own.close();
      }
    });

    it('answers 400 to a body that is not JSON', async () => {
      const own = await createTestApp();
      try {
        const res = await own.app.inject({
          method: 'POST',
          url: '/rest/api/public/contact-us',
          headers: { 'content-type': 'application/json' },
          payload: '{"name":',
        });
        expect(res.statusCode).toBe(400);
        expect(await own.app.ctx.db.select().from(contactMessages)).toHaveLength(0);
      } finally {
        await own.close();
      }
    });
  });

  it('limits contact messages per sender; other senders on the same address are not affected', async () => {
    const own = await createTestApp();
    try {
      const send = (i: number) =>
        own.app.inject({
          method: 'POST',
          url: '/rest/api/public/contact-us',
          payload: { ...valid, email: 'limit@example.in', phone: `98000000${String(i).padStart(2, '0')}` },
          remoteAddress: '203.0.113.7',
        });
      for (let i = 0; i < CONTACT_RATE_LIMIT.perSender; i++) expect((await send(i)).statusCode).toBe(200);
      const refused = await send(99);
      expect(refused.statusCode).toBe(429);
      expect(await own.app.ctx.db.select().from(contactMessages)).toHaveLength(CONTACT_RATE_LIMIT.perSender);
      // Another visitor is not affected.
      const other = await own.app.inject({
        method: 'POST',
        url: '/rest/api/public/contact-us',
        payload: { ...valid, email: 'other@example.in', phone: '9111111111' },
        remoteAddress: '203.0.113.7',
      });
      expect(other.statusCode).toBe(200);
    } finally {
      await own.close();
    }
  });

  describe('GET /rest/api/public/increment_analytics/:page', () => {
    const visits = async (page: string) =>
      (await t.app.ctx.db.select().from(analyticsCounters).where(eq(analyticsCounters.page, page)))[0]?.visits;

    it('counts each call, per page', async () => {
      for (let i = 0; i < 3; i++)
        expect(
          (await t.app.inject({ method: 'GET', url: '/rest/api/public/increment_analytics/homepage' })).statusCode,
        ).toBe(200);
      const res = await t.app.inject({ method: 'GET', url: '/rest/api/public/increment_analytics/template' });
      expect(res.json()).toEqual({ responce: 'OK' });
      expect(await visits('homepage')).toBe(3);
      expect(await visits('template')).toBe(1);
    });

    it('counts concurrent visits without losing any', async () => {
      const before = (await visits('template')) ?? 0;
      await Promise.all(
        Array.from({ length: 10 }, () =>
          t.app.inject({ method: 'GET', url: '/rest/api/public/increment_analytics/template' }),
        ),
      );
      expect(await visits('template')).toBe(before + 10);
    });

    it('refuses other pages with 400 and creates no counter', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/rest/api/public/increment_analytics/admin' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('page');
      expect(await visits('admin')).toBeUndefined();
    });
  });

  describe('GET /rest/api/public/art/:id/:kind.svg', () => {
    it('serves a thumbnail as cacheable SVG', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/rest/api/public/art/wed001/thumbnail.svg' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(res.headers['cache-control']).toMatch(/max-age=\d{6,}/);
      expect(res.headers.etag).toBeTruthy();
      expect(res.body.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      expect(res.body).toContain('<title>Shubh Vivah: Wedding invitation</title>');
    });

    it('serves the cover and all eight screenshots, each different', async () => {
      const bodies = new Set<string>();
      for (const kind of ['cover', ...Array.from({ length: 8 }, (_, i) => `screenshot-${i + 1}`)]) {
        const res = await t.app.inject({ method: 'GET', url: `/rest/api/public/art/bir003/${kind}.svg` });
        expect(res.statusCode, kind).toBe(200);
        bodies.add(res.body);
      }
      expect(bodies.size).toBe(9);
    });

    it('rasterises a cover to a 1200 x 630 PNG for link previews, and 404s an unknown template', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/rest/api/public/art/WED001/cover.png' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      const meta = await sharp(res.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630]);
      const again = await t.app.inject({
        method: 'GET',
        url: '/rest/api/public/art/wed001/cover.png',
        headers: { 'if-none-match': String(res.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
      const missing = await t.app.inject({ method: 'GET', url: '/rest/api/public/art/zzz999/cover.png' });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('No template zzz999');
    });

    it('sends brotli or gzip to clients that accept them', async () => {
      const plain = await t.app.inject({ method: 'GET', url: '/rest/api/public/art/par002/cover.svg' });
      const br = await t.app.inject({
        method: 'GET',
        url: '/rest/api/public/art/par002/cover.svg',
        headers: { 'accept-encoding': 'gzip, deflate, br' },
      });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toContain('Accept-Encoding');
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
      expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
      const gz = await t.app.inject({
        method: 'GET',
        url: '/rest/api/public/art/par002/cover.svg',
        headers: { 'accept-encoding': 'gzip;q=1, br;q=0' },
      });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
      expect(plain.headers['content-encoding']).toBeUndefined();
    });

    it('answers 304 when the cached copy is current', async () => {
      const first = await t.app.inject({ method: 'GET', url: '/rest/api/public/art/hou001/thumbnail.svg' });
      const again = await t.app.inject({
        method: 'GET',
        url: '/rest/api/public/art/hou001/thumbnail.svg',
        headers: { 'if-none-match': String(first.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
    });

    it('accepts the id in any case', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/rest/api/public/art/WED002/thumbnail.svg' })).statusCode).toBe(
        200,
      );
    });

    it('answers 404 JSON for an unknown template', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/rest/api/public/art/xyz999/thumbnail.svg' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: 'Not Found' });
    });

    it('answers 400 for an unknown kind and 404 for another extension', async () => {
      const kind = await t.app.inject({ method: 'GET', url: '/rest/api/public/art/wed001/screenshot-9.svg' });
      expect(kind.statusCode).toBe(400);
      expect(kind.json().message).toContain('kind');
      expect((await t.app.inject({ method: 'GET', url: '/rest/api/public/art/wed001/thumbnail.png' })).statusCode).toBe(
        404,
      );
    });
  });

  it('GET /rest/api/public/business-contact gives the configured contact details', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/rest/api/public/business-contact' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ whatsappNumber: '919812345678', phone: '+91 98123 45678', email: 'care@example.in' });
  });
});
