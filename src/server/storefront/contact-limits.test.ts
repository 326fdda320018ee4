/** Contact form limits: only accepted messages count, per e-mail and per phone, under a generous per-address ceiling. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contactMessages } from '../db/schema';
import { createTestApp, type TestApp } from '../testing/test-app';
import { CONTACT_RATE_LIMIT } from './contact';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

let n = 0;
function send(fields: Partial<Record<'name' | 'phone' | 'email' | 'message', unknown>>, ip = '203.0.113.7') {
  n += 1;
  return t.app.inject({
    method: 'POST',
    url: '/rest/api/public/contact-us',
    remoteAddress: ip,
    payload: {
      name: 'Asha Rao',
      phone: `98765${String(n).padStart(5, '0')}`,
      email: `v${n}@example.in`,
      message: 'Hello',
      ...fields,
    },
  });
}

describe('contact form limits', () => {
  it('does not count refused input, and many people behind one address can write', async () => {
    for (let i = 0; i < 8; i++) expect((await send({ email: 'not-an-email' })).statusCode).toBe(400);
    for (let i = 0; i < 12; i++) expect((await send({})).statusCode).toBe(200);
    expect(await t.app.ctx.db.select().from(contactMessages)).toHaveLength(12);
  });

  it('limits messages per e-mail and per phone, from any address', async () => {
    const max = CONTACT_RATE_LIMIT.perSender;
    for (let i = 0; i < max; i++)
      expect((await send({ email: 'same@example.in' }, `198.51.100.${i}`)).statusCode).toBe(200);
    const byEmail = await send({ email: 'same@example.in' }, '198.51.100.200');
    expect(byEmail.statusCode).toBe(429);
    expect(byEmail.json().message).toMatch(/try again/i);

    for (let i = 0; i < max; i++) expect((await send({ phone: '9123456789' }, `192.0.2.${i}`)).statusCode).toBe(200);
    expect((await send({ phone: '9123456789' }, '192.0.2.200')).statusCode).toBe(429);
    expect(await t.app.ctx.db.select().from(contactMessages)).toHaveLength(2 * max);
  });

  it('still has a ceiling per client address', async () => {
    const codes: number[] = [];
    for (let i = 0; i <= CONTACT_RATE_LIMIT.perAddressCeiling; i++)
      codes.push((await send({}, '203.0.113.99')).statusCode);
    expect(codes.at(-1)).toBe(429);
    expect(codes.slice(0, -1).every((c) => c === 200)).toBe(true);
  });
});
