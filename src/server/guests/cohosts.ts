/**
 * Co-hosts: people the buyer lets manage a site's guest list (the other family, a planner). The buyer adds
 * and removes them; each is mailed a link to /guests and signs in with their own account (matched by e-mail).
 */
import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { Cohost, GuestSite } from '../../shared/api/guests';
import type { AuthUser } from '../account';
import type { AppContext } from '../context';
import { cohosts, liveSites } from '../db/schema';
import { HttpError } from '../http/errors';
import { contentOfSite, eventsOfSite, headingOfSite } from '../live';
import type { Mailer } from '../mail';
import { requireOwner, type ManagedSite } from './access';
import { recordChange } from './history';
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
  const existing = await cohostsOf(ctx, managed);
  if (existing.some((cohost) => cohost.email === email)) {
    throw new HttpError(409, `${email} is already a co-host of this site.`);
  }
  if (existing.length >= MAX_COHOSTS) throw new HttpError(409, `A site has at most ${MAX_COHOSTS} co-hosts.`);
  const [row] = await ctx.db
    .insert(cohosts)
    .values({ liveId: site.id, email, addedBy: actor, createdAt: ctx.config.now() })
    .returning()
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw new HttpError(409, `${email} is already a co-host of this site.`);
      throw error;
    });
  await recordChange(ctx.db, { liveId: site.id, action: 'cohost.add', actor, details: { email } });
  const link = `${ctx.config.publicUrl}/guests?site=${encodeURIComponent(site.id)}`;
  // The co-host is added whether or not the mail goes out: the buyer can tell them, and /guests shows the site.
  await mailer
    .send({
      to: email,
      subject: `${user.fullName || user.email} asks you to help with their guest list`,
      text: [
        `${user.fullName || user.email} has made you a co-host of the invitation at ${ctx.config.publicUrl}/invite/${site.slug}.`,
        '',
        `You can manage its guest list, send the invitations and see who has answered: ${link}`,
        '',
        `Sign in (or create an account) with this e-mail address, ${email}.`,
      ].join('\n'),
    })
    .catch((error: unknown) => log.warn({ err: error }, 'co-host invitation mail failed'));
  return cohostDto(row!);
}

export async function removeCohost(ctx: AppContext, managed: ManagedSite, cohostId: number): Promise<void> {
  requireOwner(managed);
  const { site, actor } = managed;
  const removed = await ctx.db
    .delete(cohosts)
    .where(and(eq(cohosts.id, cohostId), eq(cohosts.liveId, site.id)))
    .returning({ email: cohosts.email });
  if (!removed.length) throw new HttpError(404, COHOST_UNKNOWN);
  await recordChange(ctx.db, {
    liveId: site.id,
    action: 'cohost.remove',
    actor,
    details: { email: removed[0]!.email },
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
