/**
 * The hosts' settings for the day and after it: the guests' shagun section (UPI ID and the name shown) and, per
 * function, a stream address, with the days after the last function before the page thanks its guests. Saved
 * into one row per site (site_extras); each save drops the site's drawn pages so guests see it at once.
 */
import type { EventDaySettings, ShagunSettings } from '../../shared/api/shagun';
import { STREAM_HOSTS } from '../../shared/api/shagun';
import { UPI_ID } from '../../shared/upi';
import type { AppContext } from '../context';
import { siteExtras } from '../db/schema';
import { announceSiteChange } from '../db/site-changes';
import { cleanText, functionsOf, type ManagedSite } from '../guests';
import { HttpError } from '../http/errors';
import { siteExtrasOf } from '../live';

export const UPI_ID_INVALID = 'body.upiId must look like name@bank, for example ananya.rao@okhdfcbank';
export const UPI_ID_NEEDED = 'body.upiId is needed to turn the section on';

export async function shagunSettingsOf(ctx: AppContext, { site }: ManagedSite): Promise<ShagunSettings> {
  return { ...(await siteExtrasOf(ctx, site.id)).shagun };
}

export async function saveShagunSettings(
  ctx: AppContext,
  { site, actor }: ManagedSite,
  input: ShagunSettings,
): Promise<ShagunSettings> {
  // UPI IDs are case-insensitive; written lower-case, as the apps show them.
  const upiId = cleanText(input.upiId, 'body.upiId').toLowerCase();
  const payeeName = cleanText(input.payeeName, 'body.payeeName');
  if (upiId && !UPI_ID.test(upiId)) throw new HttpError(400, UPI_ID_INVALID);
  if (input.enabled && !upiId) throw new HttpError(400, UPI_ID_NEEDED);
  const values = { shagunEnabled: input.enabled, upiId, payeeName };
  await save(ctx, site.id, actor, values);
  return { enabled: input.enabled, upiId, payeeName };
}

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

/**
 * An https address on one of the streaming services (or their subdomains: www., m., us02web.zoom.us), as the
 * URL parser reads it, so guests are sent nowhere else. Returned in its parsed, normalised form.
 */
export function streamAddress(typed: string, field: string): string {
  let url: URL;
  try {
    url = new URL(typed);
  } catch {
    throw new HttpError(400, `${field} is not a web address`);
  }
  const host = url.hostname.toLowerCase();
  const known = STREAM_HOSTS.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
  if (url.protocol !== 'https:' || url.username || url.password || url.port || !known) {
    throw new HttpError(400, `${field} must be an https address on YouTube, Zoom, Google Meet or Instagram`);
  }
  return url.toString();
}

async function save(
  ctx: AppContext,
  liveId: string,
  actor: string,
  values: Partial<Omit<typeof siteExtras.$inferInsert, 'liveId'>>,
): Promise<void> {
  const now = ctx.config.now();
  const set = { ...values, updatedBy: actor, updatedAt: now };
  await ctx.db
    .insert(siteExtras)
    .values({ liveId, ...set })
    .onConflictDoUpdate({ target: siteExtras.liveId, set });
  await announceSiteChange(ctx.db, { liveId });
}
