/**
 * The guest list's change history as the site's hosts read it: newest first, a page at a time by id (a cursor
 * that stays right while changes keep arriving), with who made each change and the household it was about.
 */
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { GuestListChange, GuestListChanges } from '../../shared/api/guests';
import type { AppContext } from '../context';
import { guestListChanges, households, users } from '../db/schema';
import type { ManagedSite } from './access';

export async function changesOf(
  ctx: AppContext,
  { site }: ManagedSite,
  page: { before?: number; limit: number },
): Promise<GuestListChanges> {
  const rows = await ctx.db
    .select({
      id: guestListChanges.id,
      at: guestListChanges.createdAt,
      actorEmail: guestListChanges.actorEmail,
      actorName: users.fullName,
      action: guestListChanges.action,
      householdId: guestListChanges.householdId,
      householdName: households.name,
      details: guestListChanges.details,
    })
    .from(guestListChanges)
    .leftJoin(users, eq(users.email, guestListChanges.actorEmail))
    // Only this site's households: an id is never looked up across sites.
    .leftJoin(households, and(eq(households.id, guestListChanges.householdId), eq(households.liveId, site.id)))
    .where(
      and(
        eq(guestListChanges.liveId, site.id),
        page.before === undefined ? sql`true` : lt(guestListChanges.id, page.before),
      ),
    )
    .orderBy(desc(guestListChanges.id))
    // One more than asked for says whether an older page exists.
    .limit(page.limit + 1);
  const changes = rows.slice(0, page.limit).map(changeDto);
  return { changes, next: rows.length > page.limit ? changes.at(-1)!.id : null };
}

function changeDto(row: {
  id: number;
  at: Date;
  actorEmail: string;
  actorName: string | null;
  action: string;
  householdId: number | null;
  householdName: string | null;
  details: Record<string, unknown>;
}): GuestListChange {
  // A removed household is gone from its table; its removal recorded the name it had.
  const removedName = typeof row.details.name === 'string' ? row.details.name : null;
  return {
    id: row.id,
    at: row.at.toISOString(),
    actor: { email: row.actorEmail, name: row.actorName || null },
    action: row.action,
    householdId: row.householdId,
    householdName: row.householdId === null ? null : (row.householdName ?? removedName),
    details: row.details,
  };
}
