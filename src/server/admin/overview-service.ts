import { and, count, eq, gte, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { DayFigures, Overview, PeriodFigures } from '../../shared/api/admin';
import { addDays, daysFrom, kolkataDay, kolkataDayStart } from '../../shared/days';
import type { AppContext } from '../context';
import { analyticsDaily, chatMessages, contactMessages, liveSites, orders, users } from '../db/schema';
import { recentAudit } from './audit';
import { kolkataDaySql } from './day-sql';
import { gstInside } from './money';

/** The period the overview shows: the last 30 days, today included, compared with the 30 before. */
export const OVERVIEW_DAYS = 30;
const RECENT_AUDIT = 15;

type DayCounts = Omit<DayFigures, 'day'> & { livePublished: number };

const emptyDay = (): DayCounts => ({ visits: 0, signups: 0, orders: 0, revenue: 0, gst: 0, livePublished: 0 });

/**
 * Every figure is counted by the database per day (GROUP BY the Kolkata day, COUNT/SUM) over both periods at
 * once; only the 60 daily rows come back to be split into the two periods.
 */
export async function buildOverview(ctx: AppContext): Promise<Overview> {
  const { db, config } = ctx;
  const to = kolkataDay(config.now());
  const from = addDays(to, 1 - OVERVIEW_DAYS);
  const previousFrom = addDays(from, -OVERVIEW_DAYS);
  const start = kolkataDayStart(previousFrom);
  const end = kolkataDayStart(addDays(to, 1));
  const byDay = new Map(daysFrom(previousFrom, to).map((day) => [day, emptyDay()]));
  const add = (day: string, key: keyof DayCounts, value: number) => {
    const bucket = byDay.get(day);
    if (bucket) bucket[key] += value;
  };

  const visitRows = await db
    .select({ day: analyticsDaily.day, visits: sql<number>`sum(${analyticsDaily.visits})`.mapWith(Number) })
    .from(analyticsDaily)
    .where(and(gte(analyticsDaily.day, previousFrom), lte(analyticsDaily.day, to)))
    .groupBy(analyticsDaily.day);
  for (const row of visitRows) add(row.day, 'visits', row.visits);

  const signupDay = kolkataDaySql(users.createdAt);
  const signupRows = await db
    .select({ day: signupDay, n: count() })
    .from(users)
    .where(and(eq(users.role, 'user'), gte(users.createdAt, start), lt(users.createdAt, end)))
    .groupBy(signupDay);
  for (const row of signupRows) add(row.day, 'signups', row.n);

  // Grouped by amount too, so the GST inside each total can be told apart exactly (see gstInside).
  const paidDay = kolkataDaySql(orders.paidAt);
  const paidRows = await db
    .select({ day: paidDay, amount: orders.amountRupees, n: count() })
    .from(orders)
    .where(and(eq(orders.status, 'paid'), gte(orders.paidAt, start), lt(orders.paidAt, end)))
    .groupBy(paidDay, orders.amountRupees);
  for (const row of paidRows) {
    add(row.day, 'orders', row.n);
    add(row.day, 'revenue', row.n * row.amount);
    add(row.day, 'gst', row.n * gstInside(row.amount));
  }

  const publishedDay = kolkataDaySql(liveSites.publishedAt);
  const publishedRows = await db
    .select({ day: publishedDay, n: count() })
    .from(liveSites)
    .where(and(gte(liveSites.publishedAt, start), lt(liveSites.publishedAt, end)))
    .groupBy(publishedDay);
  for (const row of publishedRows) add(row.day, 'livePublished', row.n);

  const [{ n: livePublishedNow }] = await db
    .select({ n: count() })
    .from(liveSites)
    .where(eq(liveSites.published, true));
  const admins = db.select({ email: users.email }).from(users).where(eq(users.role, 'admin'));
  const [{ n: unreadChats }] = await db
    .select({ n: count() })
    .from(chatMessages)
    .where(and(isNull(chatMessages.readAt), inArray(chatMessages.toEmail, admins)));
  const [{ n: contactWaiting }] = await db
    .select({ n: count() })
    .from(contactMessages)
    .where(isNull(contactMessages.handledAt));

  const days = daysFrom(from, to).map((day) => {
    const { livePublished: _unused, ...figures } = byDay.get(day)!;
    return { day, ...figures };
  });
  return {
    from,
    to,
    days,
    current: periodFigures(daysFrom(from, to).map((day) => byDay.get(day)!)),
    previous: periodFigures(daysFrom(previousFrom, addDays(from, -1)).map((day) => byDay.get(day)!)),
    livePublishedNow,
    unreadChats,
    contactWaiting,
    recentAudit: await recentAudit(db, RECENT_AUDIT),
    testMode: config.paymentProvider === 'sandbox',
  };
}

function periodFigures(days: DayCounts[]): PeriodFigures {
  const sum = (key: keyof DayCounts) => days.reduce((total, day) => total + day[key], 0);
  const orderCount = sum('orders');
  const revenue = sum('revenue');
  const gst = sum('gst');
  const visits = sum('visits');
  return {
    visits,
    signups: sum('signups'),
    orders: orderCount,
    revenue,
    gst,
    averageOrderValue: orderCount ? Math.round((revenue - gst) / orderCount) : 0,
    conversionPercent: visits ? Math.round((orderCount / visits) * 1000) / 10 : null,
    livePublished: sum('livePublished'),
  };
}
