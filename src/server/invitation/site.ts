/** A published site as the live page shows it: the site row, the buyer's content, public wishes and photos. */
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Template } from '../../shared/catalogue';
import type { ContentData, ContentSchemaEntry } from '../../shared/content';
import type { RsvpEvent } from '../../shared/live';
import type { PackType } from '../../shared/pricing';
import type { AppContext } from '../context';
import { guestPhotos, wishes } from '../db/schema';
import { eventsOfSite, findContentOfSite, packOfSite, type LiveSiteRow } from '../live';
/** The published site at an address, or null: the page answers its own friendly 404 rather than JSON. */
export { findPublishedSite } from '../live';

export interface SiteContent {
  template: Template;
  entry: ContentSchemaEntry;
  content: ContentData;
  pack: PackType;
  events: RsvpEvent[];
}

/** The template, its schema, the content guests see, the pack and the RSVP events (as the guest calls see them). */
export async function loadSiteContent(ctx: AppContext, site: LiveSiteRow): Promise<SiteContent | null> {
  const loaded = await findContentOfSite(ctx, site);
  if (!loaded) return null;
  return {
    template: loaded.template,
    entry: loaded.entry,
    content: loaded.data,
    pack: await packOfSite(ctx, site),
    events: eventsOfSite(loaded),
  };
}

/** Wishes and photos the hosts made public (visflag true), newest first, bounded for the page. */
export async function publicGuestPosts(ctx: AppContext, liveId: string) {
  const [wishRows, photoRows] = await Promise.all([
    ctx.db
      .select({ id: wishes.id, name: wishes.name, message: wishes.message })
      .from(wishes)
      .where(and(eq(wishes.liveId, liveId), eq(wishes.visflag, true)))
      .orderBy(desc(wishes.createdAt), desc(wishes.id))
      .limit(200),
    ctx.db
      .select({
        id: guestPhotos.id,
        name: guestPhotos.name,
        fileName: guestPhotos.fileName,
        variants: guestPhotos.variants,
      })
      .from(guestPhotos)
      .where(and(eq(guestPhotos.liveId, liveId), eq(guestPhotos.visflag, true)))
      .orderBy(desc(guestPhotos.createdAt), asc(guestPhotos.id))
      .limit(200),
  ]);
  return { wishes: wishRows, photos: photoRows };
}
