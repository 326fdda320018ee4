/**
 * Shortcuts for journeys that are not about signing in: create a user straight in the server's database and
 * put its session in the browser's storage, exactly as a real login leaves it.
 */
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { hashPassword } from '../../../src/server/account/passwords';
import { startSession } from '../../../src/server/account/sessions';
import { users } from '../../../src/server/db/schema';
import type { RunningServer } from '../fixtures';

export interface TestUser {
  id: number;
  email: string;
  password: string;
  fullName: string;
  token: string;
  expiresAt: number;
}

export async function createUser(
  server: RunningServer,
  fields: { email?: string; password?: string; fullName?: string; role?: 'user' | 'admin' } = {},
): Promise<TestUser> {
  const email = (fields.email ?? `buyer-${randomBytes(5).toString('hex')}@example.in`).toLowerCase();
  const password = fields.password ?? 'mangoes-in-may-2027';
  const fullName = fields.fullName ?? 'Priya Sharma';
  const [user] = await server.app.ctx.db
    .insert(users)
    .values({
      email,
      passwordHash: await hashPassword(password, server.config.passwordHashing),
      fullName,
      phone: '9876543210',
      role: fields.role ?? 'user',
      passwordChangedAt: new Date(Date.now() - 60_000),
    })
    .returning();
  const { token, expiresAt } = await startSession(server.app.ctx.db, server.config, user, server.config.now());
  return { id: user.id, email, password, fullName, token, expiresAt: expiresAt.getTime() };
}

/** Stores the session under the spec's keys before any page script runs. */
export async function signInBrowser(page: Page, user: TestUser): Promise<void> {
  await page.addInitScript((u) => {
    if (sessionStorage.getItem('__signed_in_once')) return;
    sessionStorage.setItem('__signed_in_once', '1');
    localStorage.setItem('accessToken', u.token);
    localStorage.setItem('accessTokenExpiration', String(u.expiresAt));
    localStorage.setItem('userEmail', u.email);
    localStorage.setItem('fullName', u.fullName);
  }, user);
}
