/** The dashboard's real figures: content progress per bought template, and per live site what is waiting. */
import { and, count, inArray, isNull } from 'drizzle-orm';
import type { DashboardResponse, SiteFigures, TemplateProgress } from '../../shared/api/dashboard';
import { contentProgress } from '../../shared/content';
import type { AppContext } from '../context';
import { guestPhotos, liveSites, wishes } from '../db/schema';
import { orderedItemsFor } from '../cart';
import { mainDate, daysUntil, siteContent } from '../moderation';
import { eventsOfSite, rsvpAnswers, totalsOf } from '../moderation';
import { liveSitesOf } from '../live';

async function templateProgress(ctx: AppContext, userId: number): Promise<TemplateProgress[]> {
  const bought = (await orderedItemsFor(ctx.db, userId)).filter((item) => item.tempState === 'BOUGHT');
  const list: TemplateProgress[] = [];
  for (const item of bought) {
    const content = await siteContent(ctx, userId, item.temp_id);
    if (!content) continue;
    const progress = contentProgress(content.layout, content.data, item.packType);
    list.push({
      temp_id: item.temp_id,
      name: item.name,
      percent: progress.percent,
      submitted: content.submitted,
      sections: content.layout.sections
        .map((section) => ({ key: section.key, title: section.title, ...progress.sections[section.key]! }))
        .filter((section) => section.total > 0),
    });
  }
  return list;
}

async function countsBySite(ctx: AppContext, liveIds: string[], table: typeof wishes | typeof guestPhotos) {
  if (liveIds.length === 0) return new Map<string, number>();
  const rows = await ctx.db
    .select({ liveId: table.liveId, n: count() })
    .from(table)
    .where(and(inArray(table.liveId, liveIds), isNull(table.visflag)))
    .groupBy(table.liveId);
  return new Map(rows.map((row) => [row.liveId, Number(row.n)]));
}

async function siteFigures(ctx: AppContext, userId: number): Promise<SiteFigures[]> {
  const sites = await liveSitesOf(ctx, userId);
  const ids = sites.map((site) => site.liveId);
  const unread = await countsBySite(ctx, ids, wishes);
  const waiting = await countsBySite(ctx, ids, guestPhotos);
  const rows = ids.length ? await ctx.db.select().from(liveSites).where(inArray(liveSites.id, ids)) : [];
  const now = ctx.config.now();
  const figures: SiteFigures[] = [];
  for (const site of sites) {
    const row = rows.find((candidate) => candidate.id === site.liveId)!;
    const answers = await rsvpAnswers(ctx, site.liveId);
    const events = await eventsOfSite(ctx, row, answers);
    const eventDate = mainDate(await siteContent(ctx, userId, site.baseTempID, site.liveId), events);
    figures.push({
      liveId: site.liveId,
      baseTempID: site.baseTempID,
      name: site.name,
      slug: site.slug,
      url: site.url,
      published: site.published,
      unreadWishes: unread.get(site.liveId) ?? 0,
      photosWaiting: waiting.get(site.liveId) ?? 0,
      rsvps: events.map((event) => {
        const totals = totalsOf(answers.filter((answer) => answer.eventKey === event.eventKey));
        return {
          eventKey: event.eventKey,
          title: event.title,
          attending: totals.attending,
          heads: totals.adults + totals.children,
        };
      }),
      eventDate,
      daysToEvent: eventDate ? daysUntil(eventDate, now) : null,
    });
  }
  return figures;
}

export async function dashboardFigures(ctx: AppContext, userId: number): Promise<DashboardResponse['responceId']> {
  const templates = await templateProgress(ctx, userId);
  const filled = templates.reduce((sum, t) => sum + t.sections.reduce((s, section) => s + section.filled, 0), 0);
  const total = templates.reduce((sum, t) => sum + t.sections.reduce((s, section) => s + section.total, 0), 0);
  return {
    setupPercent: total === 0 ? 0 : Math.round((filled / total) * 100),
    templates,
    sites: await siteFigures(ctx, userId),
  };
}
