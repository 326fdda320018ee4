/**
 * Who may manage a site's guest list: its buyer (live_sites.user_id) or a co-host (a cohosts row with the
 * signed-in user's e-mail). Anyone else gets the same 404 as for a site that does not exist, so a stranger
 * learns nothing, not even that the site is there. Co-hosts reach only the guest-list routes: every other
 * route of a site (content, look, payments, publishing) checks ownership itself.
 */
import { and, eq } from 'drizzle-orm';
import type { RsvpEvent } from '../../shared/live';
import type { AuthUser } from '../account';
import type { AppContext } from '../context';
import { cohosts, liveSites } from '../db/schema';
import { HttpError } from '../http/errors';
import { contentOfSite, eventsOfSite, type LiveSiteRow } from '../live';

export const SITE_UNKNOWN = 'There is no guest list for this site.';
export const OWNER_ONLY = 'Only the buyer of this site can change its co-hosts.';

export type GuestListRole = 'owner' | 'cohost';

export interface ManagedSite {
  site: LiveSiteRow;
  role: GuestListRole;
  /** Who acts, for updated_by and the change history. */
  actor: string;
}

export async function managedSite(ctx: AppContext, user: AuthUser, liveId: string): Promise<ManagedSite> {
  const [site] = await ctx.db.select().from(liveSites).where(eq(liveSites.id, liveId)).limit(1);
  if (!site) throw new HttpError(404, SITE_UNKNOWN);
  if (site.userId === user.id) return { site, role: 'owner', actor: user.email };
  const [cohost] = await ctx.db
    .select({ id: cohosts.id, userId: cohosts.userId })
    .from(cohosts)
    .where(and(eq(cohosts.liveId, liveId), eq(cohosts.email, user.email.toLowerCase())))
    .limit(1);
  if (!cohost) throw new HttpError(404, SITE_UNKNOWN);
  if (cohost.userId === null) await ctx.db.update(cohosts).set({ userId: user.id }).where(eq(cohosts.id, cohost.id));
  return { site, role: 'cohost', actor: user.email };
}

export function requireOwner(managed: ManagedSite, message = OWNER_ONLY): void {
  if (managed.role !== 'owner') throw new HttpError(403, message);
}

/** The site's functions: the events of its schedule, keyed as the RSVP calls key them. */
export async function functionsOf(ctx: AppContext, site: LiveSiteRow): Promise<RsvpEvent[]> {
  const content = await contentOfSite(ctx, site).catch(() => null);
  return content ? eventsOfSite(content) : [];
}

/** A 400 naming the field unless every key is a function of the site. */
export function checkEventKey(events: readonly RsvpEvent[], key: string, field: string): void {
  if (!events.some((event) => event.key === key)) {
    throw new HttpError(400, `${field} is not a function of this invitation`);
  }
}
