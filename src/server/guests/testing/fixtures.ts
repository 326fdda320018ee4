/** Guest-list tests: a published wedding (three functions in its schedule) whose buyer can call the API. */
import { eq } from 'drizzle-orm';
import { startSession } from '../../account';
import { users } from '../../db/schema';
import { seedLiveSite, type SeedOptions } from '../../invitation/testing/seed';
import type { TestApp } from '../../testing/test-app';

export interface HostSite {
  liveId: string;
  slug: string;
  owner: { id: number; email: string; authorization: string };
}

/** The sample wedding's functions: schedule-1 Haldi and Mehendi, schedule-2 Sangeet, schedule-3 Muhurtham. */
export const FUNCTIONS = ['schedule-1', 'schedule-2', 'schedule-3'] as const;

export async function hostSite(t: TestApp, options: SeedOptions = {}): Promise<HostSite> {
  const seeded = await seedLiveSite(t.app.ctx.db, options);
  const [user] = await t.app.ctx.db.select().from(users).where(eq(users.id, seeded.userId));
  const { token } = await startSession(t.app.ctx.db, t.config, user!, t.clock.now());
  return {
    liveId: seeded.liveId,
    slug: seeded.slug,
    owner: { id: user!.id, email: user!.email, authorization: `Bearer ${token}` },
  };
}
