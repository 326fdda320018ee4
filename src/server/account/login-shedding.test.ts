import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, createUserWithToken, type TestApp } from '../testing/test-app';
import {
  PasswordCheckSlots,
  passwordCheckSlots,
  setPasswordCheckSlots,
  type ReleaseSlot,
} from './password-check-slots';
import { splitResetToken } from '../../shared/account';
import {
  completionCookie,
  defaultLimits,
  lastMailTo,
  login,
  otpIn,
  resetLinkIn,
  sendOtp,
  signupBody,
  verifyOtp,
} from './testing';

const BUSY = 'Too many sign-in attempts at once. Try again in a moment.';
const password = 'correct horse battery';

describe('password-check slots', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lets a few in, lines up a few more, turns the rest away, and passes slots on in order', async () => {
    const slots = new PasswordCheckSlots(2, 1, 3000);
    const first = (await slots.tryEnter())!;
    const second = (await slots.tryEnter())!;
    let thirdIn: ReleaseSlot | null = null;
    void slots.tryEnter()!.then((release) => (thirdIn = release));
    expect(slots.tryEnter()).toBeNull();
    expect(slots.load).toEqual({ active: 2, waiting: 1 });

    first();
    first(); // a second call gives nothing back twice
    await Promise.resolve();
    expect(thirdIn).not.toBeNull();
    expect(slots.load).toEqual({ active: 2, waiting: 0 });
    // The line has room again.
    const fourth = slots.tryEnter();
    expect(fourth).not.toBeNull();

    second();
    thirdIn!();
    (await fourth!)!();
    expect(slots.load).toEqual({ active: 0, waiting: 0 });
  });

  it('turns a waiting check away once it has waited the longest it may, and keeps the slot count right', async () => {
    vi.useFakeTimers();
    const slots = new PasswordCheckSlots(1, 2, 3000);
    const running = (await slots.tryEnter())!;
    const waiting = slots.tryEnter()!;
    vi.advanceTimersByTime(2999);
    expect(slots.load).toEqual({ active: 1, waiting: 1 });
    vi.advanceTimersByTime(1);
    expect(await waiting).toBeNull();
    expect(slots.load).toEqual({ active: 1, waiting: 0 });
    running();
    expect(slots.load).toEqual({ active: 0, waiting: 0 });
  });
});

/** The tests that build an app of their own allow for a busy machine. */
describe('sign-in under a burst', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      // Parallel sign-ins to one account each count as a failure until checked; this test is about the burst.
      overrides: {
        limits: { ...defaultLimits(), loginFailuresBeforeDelay: 1000, loginAttemptsPerClientPerMinute: 1000 },
      },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  /** One slot and no line: holding the slot is enough to turn every sign-in away. */
  async function holdTheOnlySlot(app: TestApp): Promise<ReleaseSlot> {
    const slots = new PasswordCheckSlots(1, 0, 3000);
    setPasswordCheckSlots(app.app.ctx, slots);
    return (await slots.tryEnter())!;
  }

  it('answers 429 with Retry-After while the slots are taken, and signs in again once one is free', async () => {
    const { email } = await createUserWithToken(t, { email: 'burst@example.in', password });
    const release = await holdTheOnlySlot(t);
    const refused = await login(t, email, password);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.json()).toMatchObject({ responceId: 'TOO_MANY_REQUESTS', responce: BUSY });
    // The server itself still answers.
    expect((await t.app.inject({ method: 'GET', url: '/rest/api/health/live' })).statusCode).toBe(200);

    release();
    const admitted = await login(t, email, password);
    expect(admitted.statusCode).toBe(200);
    expect(admitted.json().email).toBe(email);
  });

  it('turns a sign-in away before reading its body when there is no room', async () => {
    const release = await holdTheOnlySlot(t);
    try {
      // Not even valid: had the body been read, the answer would be a 400.
      const refused = await t.app.inject({
        method: 'POST',
        url: '/rest/api/login',
        payload: { email: 'not an e-mail' },
      });
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBe('1');
      expect(refused.json()).toMatchObject({ responceId: 'TOO_MANY_REQUESTS', responce: BUSY });
    } finally {
      release();
    }
    expect(
      (await t.app.inject({ method: 'POST', url: '/rest/api/login', payload: { email: 'not an e-mail' } })).statusCode,
    ).toBe(400);
  });

  it('counts no failure for a sign-in turned away, so a burst locks nobody out', async () => {
    const limited = await createTestApp();
    try {
      const { email } = await createUserWithToken(limited, { email: 'locked@example.in', password });
      const release = await holdTheOnlySlot(limited);
      // More wrong tries than the failures allowed before the delay: none is checked, none is counted.
      for (let i = 0; i <= defaultLimits().loginFailuresBeforeDelay; i++)
        expect((await login(limited, email, 'wrong password!')).statusCode).toBe(429);
      release();
      expect((await login(limited, email, password)).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  }, 60_000);

  it('serves the sign-ins it has room for and turns the rest away quickly when many arrive at once', async () => {
    const crowd = await createTestApp({ overrides: { limits: t.config.limits } });
    try {
      const { email } = await createUserWithToken(crowd, { email: 'crowd@example.in', password });
      const slots = passwordCheckSlots(crowd.app.ctx);
      const room = slots.concurrent + slots.maxWaiting;
      const answers = await Promise.all(Array.from({ length: room * 4 }, () => login(crowd, email, password)));
      const statuses = answers.map((answer) => answer.statusCode);
      expect(statuses.every((status) => status === 200 || status === 429)).toBe(true);
      expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(slots.concurrent);
      const refusals = answers.filter((answer) => answer.statusCode === 429);
      expect(refusals.length).toBeGreaterThan(0);
      for (const refusal of refusals) expect(refusal.json().responce).toBe(BUSY);
      expect(slots.load).toEqual({ active: 0, waiting: 0 });
      expect((await login(crowd, email, password)).statusCode).toBe(200);
    } finally {
      await crowd.close();
    }
  }, 60_000);
});

/** Signup and password reset hash passwords too: they take the same slots, so their bursts queue with sign-in's. */
describe('signup and password reset share the password slots', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  function holdTheOnlySlot(): Promise<ReleaseSlot> {
    const slots = new PasswordCheckSlots(1, 0, 3000);
    setPasswordCheckSlots(t.app.ctx, slots);
    return slots.tryEnter()!.then((release) => release!);
  }

  it('turns a signup away while sign-ins hold the slots, and the verified e-mail can sign up once there is room', async () => {
    const email = 'busy-signup@example.in';
    await sendOtp(t, email);
    const verified = await verifyOtp(t, email, otpIn(await lastMailTo(t, email)));
    const signup = () =>
      t.app.inject({
        method: 'POST',
        url: '/rest/api/signup',
        payload: signupBody(email),
        cookies: completionCookie(verified),
      });
    const release = await holdTheOnlySlot();
    const refused = await signup();
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.json().responceId).toBe('TOO_MANY_REQUESTS');
    release();
    expect((await signup()).json().responceId).toBe('NUSS');
  });

  it('turns a password reset away while the slots are taken, and the same link works once there is room', async () => {
    const { email } = await createUserWithToken(t, { email: 'busy-reset@example.in', password });
    await t.app.inject({ method: 'POST', url: '/rest/api/forgot-password', payload: { email } });
    const { token } = splitResetToken(new URL(resetLinkIn(await lastMailTo(t, email))).searchParams.get('token'))!;
    const reset = () =>
      t.app.inject({
        method: 'POST',
        url: '/rest/api/reset-forgot-password',
        payload: { email, token, password: 'a brand new password' },
      });
    const release = await holdTheOnlySlot();
    const refused = await reset();
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('1');
    release();
    expect((await reset()).json().responceId).toBe('PUSS');
    expect((await login(t, email, 'a brand new password')).statusCode).toBe(200);
  });

  it('holds a slot while a signup hashes its password, so sign-ins meanwhile find the house full', async () => {
    const slots = new PasswordCheckSlots(1, 0, 3000);
    setPasswordCheckSlots(t.app.ctx, slots);
    const email = 'hashing-signup@example.in';
    await sendOtp(t, email);
    const verified = await verifyOtp(t, email, otpIn(await lastMailTo(t, email)));
    // What a sign-in arriving while the signup hashes finds, seen the moment the signup's slot is granted (a
    // poll could miss a hash that is quick, or wait past one that is slow on a busy machine).
    const foundFull: boolean[] = [];
    const enter = slots.tryEnter.bind(slots);
    vi.spyOn(slots, 'tryEnter').mockImplementation(() => {
      const entered = enter();
      void entered?.then(() => foundFull.push(slots.full));
      return entered;
    });
    const signingUp = await t.app.inject({
      method: 'POST',
      url: '/rest/api/signup',
      payload: signupBody(email),
      cookies: completionCookie(verified),
    });
    expect(signingUp.json().responceId).toBe('NUSS');
    expect(foundFull).toEqual([true]);
    expect(slots.load).toEqual({ active: 0, waiting: 0 });
  });
});
