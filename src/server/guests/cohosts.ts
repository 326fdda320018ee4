/**
 * Co-hosts: people the buyer lets manage a site's guest list (the other family, a planner). The buyer adds
 * and removes them; each is mailed a link to /guests and signs in with their own account (matched by e-mail).
 * Invitation mails are limited per address and per site a day, so the invitation cannot be used to send mail.
 */
import { and, asc, eq, gt, inArray, min, or, sql, type SQL } from 'drizzle-orm';
import type { Cohost, GuestSite } from '../../shared/api/guests';
import type { AuthUser } from '../account';
import type { AppContext } from '../context';
import { cohostInvites, cohosts, liveSites } from '../db/schema';
import { HttpError } from '../http/errors';
import { contentOfSite, eventsOfSite, headingOfSite } from '../live';
import type { Mailer } from '../mail';
import { requireOwner, type ManagedSite } from './access';
import { recordChange } from './history';
import { lockSite } from './households';
import { mailName } from './mail-name';
import { rotateAllLinks } from './rotate-links';
import { writeGuestList } from './guest-list-writes';
import { isUniqueViolation } from '../db/errors';

export const MAX_COHOSTS = 10;
export const COHOST_UNKNOWN = 'This person is not a co-host of this site.';

const cohostDto = (row: typeof cohosts.$inferSelect): Cohost => ({
  id: row.id,
  email: row.email,
  accepted: row.userId !== null,
  addedAt: row.createdAt.toISOString(),
});

export async function cohostsOf(ctx: AppContext, { site }: ManagedSite): Promise<Cohost[]> {
  const rows = await ctx.db.select().from(cohosts).where(eq(cohosts.liveId, site.id)).orderBy(asc(cohosts.id));
  return rows.map(cohostDto);
}

/** Invitation mails one address may be sent in a day, from every site together. */
export const INVITES_PER_ADDRESS_PER_DAY = 3;
/** Invitation mails one site may send in a day (its 10 co-hosts, added in one sitting). */
export const INVITES_PER_SITE_PER_DAY = 10;
const DAY_MS = 24 * 60 * 60 * 1000;

type Tx = Parameters<Parameters<AppContext['db']['transaction']>[0]>[0];

/** How many invitations were sent in the last day, and when the earliest of them leaves the window. */
async function invitesSince(tx: Tx, where: SQL | undefined): Promise<{ count: number; first: Date | null }> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int`, first: min(cohostInvites.createdAt) })
    .from(cohostInvites)
    .where(where);
  return { count: row?.count ?? 0, first: row?.first ? new Date(row.first) : null };
}

function tooMany(message: string, first: Date | null, now: Date): HttpError {
  const wait = first ? Math.max(1, Math.ceil((first.getTime() + DAY_MS - now.getTime()) / 1000)) : DAY_MS / 1000;
  return new HttpError(429, message, {}, { headers: { 'Retry-After': String(wait) } });
}

/**
 * Adds a co-host and mails them. The cap, the duplicate check and the daily limits are decided in one
 * transaction holding the site's row (and a lock on the address, whose limit spans sites), so requests racing
 * each other cannot all see room; a refused invitation adds no one and sends nothing.
 */
export async function addCohost(
  ctx: AppContext,
  mailer: Mailer,
  managed: ManagedSite,
  user: AuthUser,
  typed: string,
  log: { warn(details: object, message: string): void },
): Promise<Cohost> {
  requireOwner(managed);
  const { site, actor } = managed;
  const email = typed.trim().toLowerCase();
  if (email === user.email.toLowerCase())
    throw new HttpError(400, 'body.email is your own address: you own this site.');
  const now = ctx.config.now();
  const since = new Date(now.getTime() - DAY_MS);
  const row = await ctx.db
    .transaction(async (tx) => {
      await lockSite(tx, site.id);
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`cohost-invite:${email}`}))`);
      const existing = await tx.select({ email: cohosts.email }).from(cohosts).where(eq(cohosts.liveId, site.id));
      if (existing.some((cohost) => cohost.email === email)) {
        throw new HttpError(409, `${email} is already a co-host of this site.`);
      }
      if (existing.length >= MAX_COHOSTS) throw new HttpError(409, `A site has at most ${MAX_COHOSTS} co-hosts.`);
      const bySite = await invitesSince(tx, and(eq(cohostInvites.liveId, site.id), gt(cohostInvites.createdAt, since)));
      if (bySite.count >= INVITES_PER_SITE_PER_DAY) {
        throw tooMany(
          `This site has sent ${INVITES_PER_SITE_PER_DAY} co-host invitations today. Please invite more tomorrow.`,
          bySite.first,
          now,
        );
      }
      const byAddress = await invitesSince(tx, and(eq(cohostInvites.email, email), gt(cohostInvites.createdAt, since)));
      if (byAddress.count >= INVITES_PER_ADDRESS_PER_DAY) {
        throw tooMany(
          `${email} has been sent ${INVITES_PER_ADDRESS_PER_DAY} invitations today. Please try again tomorrow.`,
          byAddress.first,
          now,
        );
      }
      const [added] = await tx
        .insert(cohosts)
        .values({ liveId: site.id, email, addedBy: actor, createdAt: now })
        .returning();
      await tx.insert(cohostInvites).values({ liveId: site.id, email, createdAt: now });
      await recordChange(tx, { liveId: site.id, action: 'cohost.add', actor, details: { email } });
      return added!;
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw new HttpError(409, `${email} is already a co-host of this site.`);
      throw error;
    });
  const link = `${ctx.config.publicUrl}/guests?site=${encodeURIComponent(site.id)}`;
  const name = mailName(user.fullName) || mailName(user.email);
  // The co-host is added whether or not the mail goes out: the buyer can tell them, and /guests shows the site.
  await mailer
    .send({
      to: email,
      subject: `${name} asks you to help with their guest list`,
      text: [
        `${name} has made you a co-host of the invitation at ${ctx.config.publicUrl}/invite/${site.slug}.`,
        '',
        `You can manage its guest list, send the invitations and see who has answered: ${link}`,
        '',
        `Sign in (or create an account) with this e-mail address, ${email}.`,
      ].join('\n'),
    })
    .catch((error: unknown) => log.warn({ err: error }, 'co-host invitation mail failed'));
  return cohostDto(row);
}

/**
 * Removes a co-host; with `rotateLinks`, in the same transaction every household of the site gets a new personal
 * link, so the links the co-host could have copied or downloaded stop working. Answers how many were replaced.
 */
export async function removeCohost(
  ctx: AppContext,
  managed: ManagedSite,
  cohostId: number,
  options: { rotateLinks: boolean },
): Promise<number> {
  requireOwner(managed);
  const { site, actor } = managed;
  const now = ctx.config.now();
  // A guest-list write: the rotated links stop working on every instance once it commits.
  return writeGuestList(ctx, site.id, async (tx) => {
    await lockSite(tx, site.id);
    const removed = await tx
      .delete(cohosts)
      .where(and(eq(cohosts.id, cohostId), eq(cohosts.liveId, site.id)))
      .returning({ email: cohosts.email });
    if (!removed.length) throw new HttpError(404, COHOST_UNKNOWN);
    const linksRotated = options.rotateLinks ? await rotateAllLinks(tx, ctx.config, site.id, actor, now) : 0;
    await recordChange(tx, {
      liveId: site.id,
      action: 'cohost.remove',
      actor,
      details: { email: removed[0]!.email, linksRotated },
    });
    return linksRotated;
  });
}

/** The sites the caller owns or co-hosts, with their functions; a co-host's first visit marks them accepted. */
export async function guestSitesOf(ctx: AppContext, user: AuthUser): Promise<GuestSite[]> {
  const email = user.email.toLowerCase();
  const invited = await ctx.db.select({ liveId: cohosts.liveId }).from(cohosts).where(eq(cohosts.email, email));
  const cohosted = invited.map((row) => row.liveId);
  const sites = await ctx.db
    .select()
    .from(liveSites)
    .where(
      cohosted.length
        ? or(eq(liveSites.userId, user.id), inArray(liveSites.id, cohosted))
        : eq(liveSites.userId, user.id),
    )
    .orderBy(asc(liveSites.createdAt));
  if (cohosted.length) {
    await ctx.db
      .update(cohosts)
      .set({ userId: user.id })
      .where(and(eq(cohosts.email, email), inArray(cohosts.liveId, cohosted)));
  }
  return Promise.all(
    sites.map(async (site) => {
      const content = await contentOfSite(ctx, site).catch(() => null);
      return {
        liveId: site.id,
        slug: site.slug,
        name: content ? headingOfSite(content) : site.slug,
        published: site.published,
        role: site.userId === user.id ? ('owner' as const) : ('cohost' as const),
        events: content
          ? eventsOfSite(content).map((event) => ({
              eventKey: event.key,
              title: event.title,
              date: event.date ?? null,
            }))
          : [],
        category: content?.template.schema ?? 'wedding',
      };
    }),
  );
}
