import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cartItems } from '../db/schema';
import { createTestApp, createUserWithToken, type TestApp } from '../testing/test-app';
import { failureDelayMs } from './login';
import { defaultLimits, login } from './testing';
import { verifyAccessToken } from './tokens';

let t: TestApp;
let email: string;
let ip: string;
let n = 0;
const password = 'correct horse battery';
const defaults = defaultLimits();

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  n += 1;
  email = `ravi${n}@example.in`;
  ip = `10.9.0.${n}`;
});

/** The answer without what legitimately differs between two requests. */
function comparable(res: Awaited<ReturnType<typeof login>>) {
  const {
    date: _date,
    'x-request-id': _id,
    'x-ratelimit-remaining': _left,
    'x-ratelimit-reset': _reset,
    ...headers
  } = res.headers;
  // Each answer names its own request id; everything else must be identical.
  const { requestId: _requestId, ...body } = res.json();
  return { status: res.statusCode, body, headers };
}

describe('login', () => {
  it('answers the token, its expiry, the name and the cart list', async () => {
    const user = await createUserWithToken(t, { email, password, fullName: 'Ravi Kumar' });
    const res = await login(t, email, password, ip);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.responceId).toEqual({ inCartDtoList: [] });
    expect(body.fullName).toBe('Ravi Kumar');
    expect(body.email).toBe(email);
    expect(body.role).toBe('user');
    expect(body.accessTokenExpiration).toBe(t.clock.now().getTime() + 10 * 60 * 1000);
    const claims = await verifyAccessToken(t.config.jwtSecret, body.responce, t.clock.now());
    expect(claims?.sub).toBe(String(user.id));
    const me = await t.app.inject({
      method: 'GET',
      url: '/rest/api/user_details',
      headers: { authorization: `Bearer ${body.responce}` },
    });
    expect(me.json()).toEqual({ name: 'Ravi Kumar', email, number: '9876543210' });
  });

  it("lists the user's cart item in inCartDtoList", async () => {
    const user = await createUserWithToken(t, { email, password });
    await t.app.ctx.db.insert(cartItems).values({ userId: user.id, tempId: 'wed001', packType: 'premium' });
    const list = (await login(t, email, password, ip)).json().responceId.inCartDtoList;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ temp_id: 'wed001', packType: 'premium', tempState: 'INCART', userName: email });
    expect(list[0].price).toBeGreaterThan(0);
  });

  it('gives the same answer for a wrong password and an unknown e-mail', async () => {
    await createUserWithToken(t, { email, password });
    const wrong = await login(t, email, 'wrong password!', ip);
    const unknown = await login(t, `nobody-${email}`, 'wrong password!', ip);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({
      responceId: 'INVALID_CREDENTIALS',
      responce: 'Invalid credentials. Please try again.',
    });
    expect(comparable(unknown)).toEqual(comparable(wrong));
  });

  it('grows the delay per account after repeated failures, for known and unknown e-mails alike', async () => {
    await createUserWithToken(t, { email, password });
    for (const address of [email, `nobody-${email}`]) {
      for (let i = 0; i < defaults.loginFailuresBeforeDelay; i++)
        expect((await login(t, address, 'nope-nope', ip)).statusCode).toBe(401);
    }
    // Now even the right password waits: 30 s after the 5th failure.
    const held = await login(t, email, password, ip);
    expect(held.statusCode).toBe(429);
    expect(held.json().responce).toMatch(/Too many failed attempts\. Please try again in 30 seconds\./);
    expect(held.headers['retry-after']).toBe('30');
    const heldUnknown = await login(t, `nobody-${email}`, password, ip);
    expect(heldUnknown.statusCode).toBe(429);
    expect(heldUnknown.json().responce).toBe(held.json().responce);

    t.clock.advance(30_000);
    expect((await login(t, email, 'nope-nope', ip)).statusCode).toBe(401);
    // 6th failure: 60 s.
    t.clock.advance(59_000);
    expect((await login(t, email, password, ip)).statusCode).toBe(429);
    t.clock.advance(1_000);
    expect((await login(t, email, password, ip)).statusCode).toBe(200);
    // Success forgets the failures.
    expect((await login(t, email, 'nope-nope', ip)).statusCode).toBe(401);
    expect((await login(t, email, password, ip)).statusCode).toBe(200);
  });

  it('does not let other accounts be slowed by one account being attacked', async () => {
    const other = `other-${email}`;
    await createUserWithToken(t, { email: other, password });
    for (let i = 0; i < 8; i++) await login(t, email, 'nope-nope', ip);
    expect((await login(t, other, password, ip)).statusCode).toBe(200);
  });

  it('doubles the delay up to 15 minutes', () => {
    expect([4, 5, 6, 7, 8, 9, 10, 20].map((f) => failureDelayMs(f, 5) / 1000)).toEqual([
      0, 30, 60, 120, 240, 480, 900, 900,
    ]);
  });

  it('limits attempts per client address per minute', async () => {
    const small = await createTestApp({ overrides: { limits: { ...defaults, loginAttemptsPerClientPerMinute: 3 } } });
    try {
      await createUserWithToken(small, { email, password });
      for (let i = 0; i < 3; i++)
        expect((await login(small, `x${i}@example.in`, 'whatever1', '10.7.7.7')).statusCode).toBe(401);
      const refused = await login(small, email, password, '10.7.7.7');
      expect(refused.statusCode).toBe(429);
      expect(refused.json().responceId).toBe('TOO_MANY_REQUESTS');
      expect((await login(small, email, password, '10.8.8.8')).statusCode).toBe(200);
      small.clock.advance(60_000);
      expect((await login(small, email, password, '10.7.7.7')).statusCode).toBe(200);
    } finally {
      await small.close();
    }
  });

  it('refuses malformed and odd bodies with a 400 and no token', async () => {
    const cases: { payload: string; contentType?: string; status: number }[] = [
      { payload: '{"email": "a@b.in", "password": ', status: 400 },
      { payload: JSON.stringify({ email: 'a@b.in' }), status: 400 },
      { payload: JSON.stringify({ email: ['a@b.in', 'c@d.in'], password: 'x' }), status: 400 },
      { payload: JSON.stringify({ email: { $ne: '' }, password: { $ne: '' } }), status: 400 },
      { payload: JSON.stringify([]), status: 400 },
      { payload: 'email=a@b.in&password=x', contentType: 'application/x-www-form-urlencoded', status: 415 },
    ];
    for (const c of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/rest/api/login',
        headers: { 'content-type': c.contentType ?? 'application/json' },
        payload: c.payload,
      });
      expect(res.statusCode, c.payload).toBe(c.status);
      expect(res.json().message).toBeTruthy();
      expect(res.body).not.toMatch(/eyJ/);
    }
  });

  it('refuses a huge body with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/rest/api/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.in', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBeTruthy();
  });
});
