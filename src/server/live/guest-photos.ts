/**
 * Guests' photos: re-encoded (see photo-processing), stored as uploads without an owner (userId null), and
 * listed in guest_photos hidden (visflag null) until the buyer makes them public.
 */
import { Readable } from 'node:stream';
import { inArray } from 'drizzle-orm';
import type { AppContext } from '../context';
import { guestPhotos, uploads } from '../db/schema';
import { HttpError } from '../http/errors';
import { pictureTooLargeMessage, removeStoredFiles, storeUpload, type StoredUpload } from '../media';
import { guestText } from './guest-text';
import { PhotoPoolBusy, PhotoTaskTimedOut, sharedPhotoPool } from './photo-pool';
import { PhotoTooManyPixels, processGuestPhoto, UnreadablePhoto } from './photo-processing';
import type { LiveSiteRow } from './site-content';
import { refuseOverSiteLimit } from './site-limits';

export const PHOTO_RECEIVED = 'Thank you! Your photo will appear once the hosts have seen it.';
export const PHOTOS_SITE_BUSY = 'This invitation has received many photos in the last hour. Please try again later.';
export const PHOTO_UNREADABLE =
  'That file is not a photo we can read. Please choose a JPEG, PNG, WebP, GIF or HEIC picture.';
export const PHOTOS_BUSY = 'Many photos are being prepared right now. Please try again in a moment.';
export const PHOTO_TOO_SLOW = 'This photo took too long to prepare. Please send a smaller copy.';

/** The photo's processing, refused in words a guest can act on. */
async function processOrRefuse(ctx: AppContext, bytes: Buffer) {
  const { maxPixels, workers, maxQueued } = ctx.config.images;
  try {
    return await processGuestPhoto(bytes, { maxPixels, pool: sharedPhotoPool({ workers, maxQueued }) });
  } catch (error) {
    if (error instanceof UnreadablePhoto) throw new HttpError(415, PHOTO_UNREADABLE);
    if (error instanceof PhotoTooManyPixels) throw new HttpError(413, pictureTooLargeMessage(maxPixels));
    if (error instanceof PhotoPoolBusy) throw new HttpError(429, PHOTOS_BUSY, {}, { headers: { 'Retry-After': '5' } });
    if (error instanceof PhotoTaskTimedOut) throw new HttpError(413, PHOTO_TOO_SLOW);
    throw error;
  }
}

/** Stores bytes we made ourselves through the one upload path (type checked again, generated name). */
function storeBytes(ctx: AppContext, bytes: Buffer): Promise<StoredUpload> {
  return storeUpload(ctx, Readable.from([bytes]), { ownerId: null, accept: ['image'], truncated: () => false });
}

async function forget(ctx: AppContext, stored: StoredUpload[]): Promise<void> {
  if (stored.length === 0) return;
  const names = stored.map((file) => file.fileName);
  await ctx.db.delete(uploads).where(inArray(uploads.fileName, names));
  await removeStoredFiles(ctx, names);
}

export async function receiveGuestPhoto(
  ctx: AppContext,
  site: LiveSiteRow,
  upload: { name: string; bytes: Buffer },
): Promise<void> {
  const name = guestText(upload.name, 'name', { multiline: false, maxLength: 80 });
  await refuseOverSiteLimit(ctx, guestPhotos, site.id, ctx.config.limits.livePhotosPerSitePerHour, PHOTOS_SITE_BUSY);
  const processed = await processOrRefuse(ctx, upload.bytes);
  const stored: StoredUpload[] = [];
  try {
    const original = await storeBytes(ctx, processed.jpeg);
    stored.push(original);
    const variants = [];
    for (const variant of processed.variants) {
      const file = await storeBytes(ctx, variant.webp);
      stored.push(file);
      variants.push({ width: variant.width, fileName: file.fileName });
    }
    await ctx.db.insert(guestPhotos).values({
      liveId: site.id,
      name,
      fileName: original.fileName,
      variants,
      visflag: null,
      createdAt: ctx.config.now(),
    });
  } catch (error) {
    await forget(ctx, stored);
    throw error;
  }
}
