/** Wishes and guest photos of one live site, as its owner moderates them. Every query names the live id. */
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { GalleryImage, WishMessage } from '../../shared/api/live';
import type { AppContext } from '../context';
import { guestPhotos, wishes } from '../db/schema';
import { announceSiteChange } from '../db/site-changes';
import { HttpError } from '../http/errors';

export async function wishesOf(ctx: AppContext, liveId: string): Promise<WishMessage[]> {
  const rows = await ctx.db
    .select()
    .from(wishes)
    .where(eq(wishes.liveId, liveId))
    .orderBy(desc(wishes.createdAt), desc(wishes.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    message: row.message,
    visflag: row.visflag,
    date: row.createdAt.toISOString(),
  }));
}

export async function photosOf(ctx: AppContext, liveId: string): Promise<GalleryImage[]> {
  const rows = await ctx.db
    .select()
    .from(guestPhotos)
    .where(eq(guestPhotos.liveId, liveId))
    .orderBy(desc(guestPhotos.createdAt), desc(guestPhotos.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    date: row.createdAt.toISOString(),
    image_url: row.fileName,
    visflag: row.visflag,
  }));
}

/** Shows (true) or hides (false) a wish of this site; a wish of another site is not found. */
export async function setWishVisibility(ctx: AppContext, liveId: string, wishId: number, visible: boolean) {
  const changed = await ctx.db
    .update(wishes)
    .set({ visflag: visible })
    .where(and(eq(wishes.id, wishId), eq(wishes.liveId, liveId)))
    .returning({ id: wishes.id });
  if (changed.length === 0) throw new HttpError(404, 'Wish not found.');
  await announceSiteChange(ctx.db, { liveId });
}

export async function setPhotoVisibility(ctx: AppContext, liveId: string, imageId: number, visible: boolean) {
  const changed = await ctx.db
    .update(guestPhotos)
    .set({ visflag: visible })
    .where(and(eq(guestPhotos.id, imageId), eq(guestPhotos.liveId, liveId)))
    .returning({ id: guestPhotos.id });
  if (changed.length === 0) throw new HttpError(404, 'Image not found.');
  await announceSiteChange(ctx.db, { liveId });
}

/** The originals of the chosen photos of this site, in the order asked; ids of other sites are refused. */
export async function chosenPhotos(ctx: AppContext, liveId: string, ids: number[]) {
  const rows = await ctx.db
    .select({ id: guestPhotos.id, fileName: guestPhotos.fileName, createdAt: guestPhotos.createdAt })
    .from(guestPhotos)
    .where(and(eq(guestPhotos.liveId, liveId), inArray(guestPhotos.id, ids)));
  if (rows.length !== ids.length) throw new HttpError(404, 'Image not found.');
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id)!);
}
