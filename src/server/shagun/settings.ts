/**
 * The hosts' settings for the day and after it: the guests' shagun section (UPI ID and the name shown; the
 * owner's alone, each change mailed to them and kept in the change history) and, per function, a stream address,
 * with the days after the last function before the page thanks its guests. Saved into one row per site
 * (site_extras); each save drops the site's drawn pages so guests see it at once.
 */
import type { EventDaySettings, ShagunSettings } from '../../shared/api/shagun';
import { STREAM_SERVICES, watchAddress } from '../../shared/live';
import { UPI_ID } from '../../shared/upi';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { siteExtras } from '../db/schema';
import { announceSiteChange } from '../db/site-changes';
import { cleanText, functionsOf, lockSite, recordChange, requireOwner, type ManagedSite } from '../guests';
import { HttpError } from '../http/errors';
import { siteExtrasOf } from '../live';
import type { Mailer } from '../mail';
import { mailPayeeChange } from './payee-mail';

export const UPI_ID_INVALID = 'body.upiId must look like name@bank, for example ananya.rao@okhdfcbank';
export const UPI_ID_NEEDED = 'body.upiId is needed to turn the section on';
export const SHAGUN_OWNER_ONLY =
  "Only the site's owner can change where shagun goes (the UPI ID, the name guests see, the section on or off).";

export async function shagunSettingsOf(ctx: AppContext, { site }: ManagedSite): Promise<ShagunSettings> {
  return { ...(await siteExtrasOf(ctx, site.id)).shagun };
}

/**
 * Saves where guests' shagun goes. Only the site's owner decides it: a co-host (a planner, the other family)
 * could otherwise send the guests' money to themselves. Read and written in one transaction under the site's
 * lock, so the change history and the owner's mail name the value it really replaced.
 */
export async function saveShagunSettings(
  ctx: AppContext,
  mailer: Mailer,
  managed: ManagedSite,
  input: ShagunSettings,
  log: { warn(details: object, message: string): void },
): Promise<ShagunSettings> {
  requireOwner(managed, SHAGUN_OWNER_ONLY);
  const { site, actor } = managed;
  // UPI IDs are case-insensitive; written lower-case, as the apps show them.
  const upiId = cleanText(input.upiId, 'body.upiId').toLowerCase();
  const payeeName = cleanText(input.payeeName, 'body.payeeName');
  if (upiId && !UPI_ID.test(upiId)) throw new HttpError(400, UPI_ID_INVALID);
  if (input.enabled && !upiId) throw new HttpError(400, UPI_ID_NEEDED);
  const to: ShagunSettings = { enabled: input.enabled, upiId, payeeName };
  const now = ctx.config.now();
  const from = await ctx.db.transaction(async (tx) => {
    await lockSite(tx, site.id);
    const [row] = await tx.select().from(siteExtras).where(eq(siteExtras.liveId, site.id)).limit(1);
    const before: ShagunSettings = {
      enabled: row?.shagunEnabled ?? false,
      upiId: row?.upiId ?? '',
      payeeName: row?.payeeName ?? '',
    };
    if (same(before, to)) return null;
    await upsert(tx, site.id, actor, now, { shagunEnabled: to.enabled, upiId, payeeName });
    await recordChange(tx, { liveId: site.id, action: 'shagun.payee', actor, details: { from: before, to }, at: now });
    return before;
  });
  if (from) {
    await announceSiteChange(ctx.db, { liveId: site.id });
    await mailPayeeChange(ctx, mailer, { site, actor, at: now, from, to }, log);
  }
  return to;
}

const same = (a: ShagunSettings, b: ShagunSettings) =>
  a.enabled === b.enabled && a.upiId === b.upiId && a.payeeName === b.payeeName;

export async function eventDaySettingsOf(ctx: AppContext, { site }: ManagedSite): Promise<EventDaySettings> {
  const extras = await siteExtrasOf(ctx, site.id);
  return { streams: extras.streams, thankYouAfterDays: extras.thankYouAfterDays };
}

export async function saveEventDaySettings(
  ctx: AppContext,
  { site, actor }: ManagedSite,
  input: EventDaySettings,
): Promise<EventDaySettings> {
  const functions = await functionsOf(ctx, site);
  const streams: Record<string, string> = {};
  for (const [key, typed] of Object.entries(input.streams)) {
    if (!functions.some((event) => event.key === key)) {
      throw new HttpError(400, `body.streams.${key} is not a function of this invitation`);
    }
    const address = typed.trim();
    if (address) streams[key] = streamAddress(address, `body.streams.${key}`);
  }
  await save(ctx, site.id, actor, { streams, thankYouAfterDays: input.thankYouAfterDays });
  return { streams, thankYouAfterDays: input.thankYouAfterDays };
}

/** A watch or live page of one of the streaming services (shared/live/stream-links.ts), in its written form. */
export function streamAddress(typed: string, field: string): string {
  const address = watchAddress(typed);
  if (!address) throw new HttpError(400, `${field} must be an https watch or live page on ${STREAM_SERVICES}`);
  return address;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type ExtrasValues = Partial<Omit<typeof siteExtras.$inferInsert, 'liveId'>>;

async function upsert(db: Db | Tx, liveId: string, actor: string, now: Date, values: ExtrasValues): Promise<void> {
  const set = { ...values, updatedBy: actor, updatedAt: now };
  await db
    .insert(siteExtras)
    .values({ liveId, ...set })
    .onConflictDoUpdate({ target: siteExtras.liveId, set });
}

async function save(ctx: AppContext, liveId: string, actor: string, values: ExtrasValues): Promise<void> {
  await upsert(ctx.db, liveId, actor, ctx.config.now(), values);
  await announceSiteChange(ctx.db, { liveId });
}
