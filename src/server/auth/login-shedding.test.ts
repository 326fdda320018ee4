import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUserWithToken, type TestApp } from '../testing/test-app';
import { PasswordCheckSlots, passwordCheckSlots, type ReleaseSlot } from './password-check-slots';
import { defaultLimits, login } from './testing';

const BUSY = 'Too many sign-in attempts at once. Try again in a moment.';
const password = 'correct horse battery';

describe('password-check slots', () => {
  it('lets a few in, lines up a few more, turns the rest away, and passes slots on in order', async () => {
    const slots = new PasswordCheckSlots(2, 1);
    const first = await slots.tryEnter()!;
    const second = await slots.tryEnter()!;
    let thirdIn: ReleaseSlot | undefined;
    void slots.tryEnter()!.then((release) => (thirdIn = release));
    expect(slots.tryEnter()).toBeNull();
    expect(slots.load).toEqual({ active: 2, waiting: 1 });

    first();
    first(); // a second call gives nothing back twice
    await Promise.resolve();
    expect(thirdIn).toBeDefined();
    expect(slots.load).toEqual({ active: 2, waiting: 0 });
    // The line has room again.
    const fourth = slots.tryEnter();
    expect(fourth).not.toBeNull();

    second();
    thirdIn!();
    (await fourth!)();
    expect(slots.load).toEqual({ active: 0, waiting: 0 });
  });
});

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

  it('answers 429 with Retry-After while every slot and the line are taken, counts nothing, and recovers', async () => {
    const { email } = await createUserWithToken(t, { email: 'burst@example.in', password });
    const slots = passwordCheckSlots(t.app.ctx);
    const held: Promise<ReleaseSlot>[] = [];
    for (let slot = slots.tryEnter(); slot; slot = slots.tryEnter()) held.push(slot);
    expect(held.length).toBe(slots.concurrent + slots.maxWaiting);

    const refused = await login(t, email, password);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.json()).toMatchObject({ responceId: 'TOO_MANY_REQUESTS', responce: BUSY });
    // The server itself still answers.
    expect((await t.app.inject({ method: 'GET', url: '/rest/api/health/live' })).statusCode).toBe(200);

    for (const slot of held) (await slot)();
    expect(slots.load).toEqual({ active: 0, waiting: 0 });
    const admitted = await login(t, email, password);
    expect(admitted.statusCode).toBe(200);
    expect(admitted.json().email).toBe(email);
  });

  it('counts no failure for a sign-in turned away, so a burst locks nobody out', async () => {
    const limited = await createTestApp();
    try {
      const { email } = await createUserWithToken(limited, { email: 'locked@example.in', password });
      const slots = passwordCheckSlots(limited.app.ctx);
      const held: Promise<ReleaseSlot>[] = [];
      for (let slot = slots.tryEnter(); slot; slot = slots.tryEnter()) held.push(slot);
      // More wrong tries than the failures allowed before the delay: none is checked, none is counted.
      for (let i = 0; i <= defaultLimits().loginFailuresBeforeDelay; i++)
        expect((await login(limited, email, 'wrong password!')).statusCode).toBe(429);
      for (const slot of held) (await slot)();
      expect((await login(limited, email, password)).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('serves the sign-ins it has room for and turns the rest away quickly when many arrive at once', async () => {
    const { email } = await createUserWithToken(t, { email: 'crowd@example.in', password });
    const slots = passwordCheckSlots(t.app.ctx);
    const room = slots.concurrent + slots.maxWaiting;
    const answers = await Promise.all(Array.from({ length: room * 4 }, () => login(t, email, password)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.every((status) => status === 200 || status === 429)).toBe(true);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(room);
    const refusals = answers.filter((answer) => answer.statusCode === 429);
    expect(refusals.length).toBeGreaterThan(0);
    for (const refusal of refusals) expect(refusal.json().responce).toBe(BUSY);
    expect(slots.load).toEqual({ active: 0, waiting: 0 });
    expect((await login(t, email, password)).statusCode).toBe(200);
  });
});
