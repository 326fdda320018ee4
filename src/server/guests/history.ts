/** The guest list's change history: one row per call that changed something, naming who made it. */
import type { Db } from '../db/client';
import { guestListChanges } from '../db/schema';

export async function recordChange(
  db: Db,
  change: {
    liveId: string;
    action: string;
    actor: string;
    householdId?: number;
    details?: Record<string, unknown>;
    /** When it happened, on the app's clock (the database's own time when left out). */
    at?: Date;
  },
): Promise<void> {
  await db.insert(guestListChanges).values({
    liveId: change.liveId,
    action: change.action,
    actorEmail: change.actor,
    householdId: change.householdId ?? null,
    details: change.details ?? {},
    ...(change.at ? { createdAt: change.at } : {}),
  });
}
