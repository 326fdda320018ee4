/** Shortcuts for payment tests: a signed-in buyer who calls the API through inject. */
import { startSession } from '../../account';
import { createUserWithToken, type TestApp } from '../../testing/test-app';

export interface Buyer {
  id: number;
  email: string;
  get(url: string): Promise<{ status: number; body: any }>;
  /** A fresh token at the test clock's time (tokens live 10 minutes; some tests move the clock further). */
  signInAgain(): Promise<void>;
}

export async function createBuyer(t: TestApp): Promise<Buyer> {
  const user = await createUserWithToken(t);
  let authorization = user.authorization;
  return {
    id: user.id,
    email: user.email,
    async get(url) {
      const response = await t.app.inject({ method: 'GET', url, headers: { authorization } });
      return { status: response.statusCode, body: response.json() };
    },
    async signInAgain() {
      const { token } = await startSession(
        t.app.ctx.db,
        t.config,
        { id: user.id, email: user.email, role: 'user' },
        t.clock.now(),
      );
      authorization = `Bearer ${token}`;
    },
  };
}
