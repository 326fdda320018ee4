/** A signup that is not verified must cost no scrypt work: the verification is checked before hashing. */
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import * as passwords from './passwords';
import { signupBody } from './testing';

vi.mock('./passwords', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./passwords')>();
  return { ...actual, hashPassword: vi.fn(actual.hashPassword) };
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

it('refuses an unverified signup without hashing its password', async () => {
  const hash = vi.mocked(passwords.hashPassword);
  hash.mockClear();
  const res = await t.app.inject({ method: 'POST', url: '/rest/api/signup', payload: signupBody('nobody@example.in') });
  expect(res.statusCode).toBe(403);
  expect(hash).not.toHaveBeenCalled();
});
