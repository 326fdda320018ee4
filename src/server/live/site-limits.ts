/**
 * Per-site limits on what guests send, counted in the database so every app instance agrees (the per-client
 * limits per minute are @fastify/rate-limit's, on each route).
 *
 * A site's hourly budget (of wishes, photos, new RSVPs) is shared out: one client address may use only its share
 * (LIVE_CLIENT_SHARE_PERCENT of it, at least one), so a handful of addresses cannot use the budget up and close
 * the site to every other guest. Households that came through their personal link are known guests: what they
 * send is neither limited by the budget nor counted in it. When the budget itself turns guests away, the refusal
 * is recorded in site_limit_hits so the host is told (moderation's guest-limits call).
 */
import { createHmac } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';
import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { siteLimitHits } from '../db/schema';
import { HttpError } from '../http/errors';
import { householdOfRequest, type GuestGrant, type GuestRequest } from './guest-access';
import type { LiveSiteRow } from './site-content';

const HOUR_MS = 60 * 60_000;

export type GuestSendKind = 'wishes' | 'photos' | 'rsvps';

type Counted = PgTable & { liveId: AnyPgColumn; createdAt: AnyPgColumn; householdId: AnyPgColumn };
type CountedBySender = PgTable & { liveId: AnyPgColumn; createdAt: AnyPgColumn; clientHash: AnyPgColumn };

/** Who sent a guest call: the keyed hash of its address, and the household when it came by a personal link. */
export interface GuestSender {
  clientHash: string;
  householdId: number | null;
}

/**
 * The part of an address that one client holds: an IPv4 address, or an IPv6 address's /64 (one subscriber's
 * network hands out any address inside it, so counting whole IPv6 addresses would count nothing).
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (isIPv4(ip) || !isIPv6(ip)) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const missing = ip.includes('::') ? 8 - headGroups.length - tailGroups.length : 0;
  const groups = [...headGroups, ...Array<string>(missing).fill('0'), ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** The keyed hash stored with a guest's row: sent rows can be counted per address without keeping addresses. */
export function clientHashOf(ctx: AppContext, ip: string): string {
  return createHmac('sha256', ctx.config.jwtSecret)
    .update(`guest-client\u0000${addressKey(ip)}`)
    .digest('base64url')
    .slice(0, 22);
}

/** The sender of a guest call on `site`, given the grant that let it in. */
export async function senderOf(
  ctx: AppContext,
  site: LiveSiteRow,
  grant: GuestGrant,
  request: GuestRequest & { ip: string },
): Promise<GuestSender> {
  const householdId = grant.via === 'personal-link' ? grant.householdId : await householdOfRequest(ctx, site, request);
  return { clientHash: clientHashOf(ctx, request.ip), householdId };
}

/** One address's share of a site's hourly budget. */
export function shareOf(ctx: AppContext, budget: number): number {
  return Math.max(1, Math.floor((budget * ctx.config.limits.liveClientSharePercent) / 100));
}

const since = (ctx: AppContext) => new Date(ctx.config.now().getTime() - HOUR_MS);

/** Rows of `target` the site took in the last hour against its budget (households' rows are outside it). */
export async function rowsInLastHour(
  ctx: AppContext,
  target: Counted,
  liveId: string,
  db: Db = ctx.db,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(target)
    .where(and(eq(target.liveId, liveId), gt(target.createdAt, since(ctx)), isNull(target.householdId)));
  return Number(row?.n ?? 0);
}

/** Rows of each of `targets` one address sent the site in the last hour. */
export async function senderRowsInLastHour(
  ctx: AppContext,
  targets: readonly CountedBySender[],
  liveId: string,
  clientHash: string,
  db: Db = ctx.db,
): Promise<number> {
  let total = 0;
  for (const target of targets) {
    const [row] = await db
      .select({ n: count() })
      .from(target)
      .where(and(eq(target.liveId, liveId), eq(target.clientHash, clientHash), gt(target.createdAt, since(ctx))));
    total += Number(row?.n ?? 0);
  }
  return total;
}

/** The refusal of a site, or of one address, that is over its hourly limit. */
export const overSiteLimit = (message: string): HttpError =>
  new HttpError(429, message, {}, { headers: { 'Retry-After': '3600' } });

/** Notes that the site's budget of `kind` turned a guest away, for the host's notice (a new run after a day). */
export async function recordLimitHit(ctx: AppContext, liveId: string, kind: GuestSendKind, refused = 1) {
  const now = ctx.config.now();
  const dayAgo = new Date(now.getTime() - 24 * HOUR_MS).toISOString();
  await ctx.db
    .insert(siteLimitHits)
    .values({ liveId, kind, firstAt: now, lastAt: now, refused })
    .onConflictDoUpdate({
      target: [siteLimitHits.liveId, siteLimitHits.kind],
      set: {
        firstAt: sql`case when ${siteLimitHits.lastAt} < ${dayAgo}::timestamptz then excluded.first_at else ${siteLimitHits.firstAt} end`,
        refused: sql`case when ${siteLimitHits.lastAt} < ${dayAgo}::timestamptz then excluded.refused else ${siteLimitHits.refused} + excluded.refused end`,
        lastAt: sql`excluded.last_at`,
      },
    });
}

export interface Budget {
  kind: GuestSendKind;
  /** The site's hourly budget. */
  limit: number;
  /** Said to a guest refused by the site's budget. */
  siteBusy: string;
  /** Said to a guest whose address has used its share. */
  senderBusy: string;
  /** Where the site's rows are kept. */
  target: Counted & CountedBySender;
  /** Also counted against an address's share (refused photos). */
  alsoCounted?: readonly CountedBySender[];
}

/** A site's whole budget of `kind` is spent: the guest is refused, and the host will be told. */
export class SiteBudgetSpent extends HttpError {
  constructor(
    readonly kind: GuestSendKind,
    message: string,
  ) {
    super(429, message, {}, { headers: { 'Retry-After': '3600' } });
  }
}

/**
 * Throws 429 with Retry-After when the sender's address has used its share of the site's budget, or
 * SiteBudgetSpent when the site has used all of it. A household of the guest list passes. `db` is the
 * transaction the new row will be written in, when there is one.
 */
export async function refuseOverBudget(
  ctx: AppContext,
  site: { id: string },
  sender: GuestSender,
  budget: Budget,
  db: Db = ctx.db,
): Promise<void> {
  if (sender.householdId !== null) return;
  const sent = await senderRowsInLastHour(
    ctx,
    [budget.target, ...(budget.alsoCounted ?? [])],
    site.id,
    sender.clientHash,
    db,
  );
  if (sent >= shareOf(ctx, budget.limit)) throw overSiteLimit(budget.senderBusy);
  if ((await rowsInLastHour(ctx, budget.target, site.id, db)) >= budget.limit)
    throw new SiteBudgetSpent(budget.kind, budget.siteBusy);
}

/**
 * Runs `work`, recording a SiteBudgetSpent it throws for the host's notice. Outside any transaction of `work`,
 * so the note stays when the refused write is rolled back.
 */
export async function notingSpentBudget<T>(ctx: AppContext, liveId: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof SiteBudgetSpent) await recordLimitHit(ctx, liveId, error.kind);
    throw error;
  }
}
