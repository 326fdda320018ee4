/** Contact form limits: only accepted messages count, per e-mail and per phone, under a generous per-address ceiling. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contactMessages } from '../db/schema';
import { testEngines } from '../testing/postgres-server';
import { createTestApp, type TestApp } from '../testing/test-app';
import { CONTACT_RATE_LIMIT } from './contact';

const engines = testEngines();

describe.each(engines)('contact form limits on %s', (engine) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp({ engine });
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
  const stored = async () => (await t.app.ctx.db.select().from(contactMessages)).length;

  it('does not count refused input, and many people behind one address can write', async () => {
    for (let i = 0; i < 8; i++) expect((await send({ email: 'not-an-email' })).statusCode).toBe(400);
    for (let i = 0; i < 12; i++) expect((await send({})).statusCode).toBe(200);
    expect(await stored()).toBe(12);
  });

  it('limits messages per e-mail and per phone, from any address', async () => {
    const max = CONTACT_RATE_LIMIT.perSender;
    for (let i = 0; i < max; i++)
      expect((await send({ email: 'same@example.in' }, `198.51.100.${i}`)).statusCode).toBe(200);
    const byEmail = await send({ email: 'same@example.in' }, '198.51.100.200');
    expect(byEmail.statusCode).toBe(429);
    expect(byEmail.json().message).toMatch(/try again/i);
    // The same address in other letter cases is the same sender.
    expect((await send({ email: 'SAME@Example.in' }, '198.51.100.201')).statusCode).toBe(429);

    for (let i = 0; i < max; i++) expect((await send({ phone: '9123456789' }, `192.0.2.${i}`)).statusCode).toBe(200);
    expect((await send({ phone: '9123456789' }, '192.0.2.200')).statusCode).toBe(429);
    expect(await stored()).toBe(2 * max);
  });

  it('accepts exactly the per-sender limit from many parallel posts by one sender', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => send({ email: 'racer@example.in' }, `198.51.100.${i}`)),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(CONTACT_RATE_LIMIT.perSender);
    expect(codes.filter((code) => code === 429)).toHaveLength(20 - CONTACT_RATE_LIMIT.perSender);
    expect(await stored()).toBe(CONTACT_RATE_LIMIT.perSender);
  });

  it('still has a ceiling per client address', async () => {
    const codes: number[] = [];
    for (let i = 0; i <= CONTACT_RATE_LIMIT.perAddressCeiling; i++)
      codes.push((await send({}, '203.0.113.99')).statusCode);
    expect(codes.at(-1)).toBe(429);
    expect(codes.slice(0, -1).every((c) => c === 200)).toBe(true);
  });

  it('counts only accepted messages toward the per-address ceiling', async () => {
    const ip = '203.0.113.50';
    // Refusals well beyond the ceiling: invalid input and a sender over their own limit.
    for (let i = 0; i < CONTACT_RATE_LIMIT.perAddressCeiling; i++)
      expect((await send({ email: 'not-an-email' }, ip)).statusCode).toBe(400);
    for (let i = 0; i < CONTACT_RATE_LIMIT.perSender; i++)
      expect((await send({ email: 'one@example.in' }, ip)).statusCode).toBe(200);
    for (let i = 0; i < CONTACT_RATE_LIMIT.perAddressCeiling; i++)
      expect((await send({ email: 'one@example.in' }, ip)).statusCode).toBe(429);
    // The rest of the ceiling is still there for other people behind the address.
    const rest = CONTACT_RATE_LIMIT.perAddressCeiling - CONTACT_RATE_LIMIT.perSender;
    for (let i = 0; i < rest; i++) expect((await send({}, ip)).statusCode).toBe(200);
    expect((await send({}, ip)).statusCode).toBe(429);
    expect(await stored()).toBe(CONTACT_RATE_LIMIT.perAddressCeiling);
  });
});
