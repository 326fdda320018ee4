/**
 * Guests' photos: re-encoded (see photo-processing), stored as uploads without an owner (userId null), and
 * listed in guest_photos hidden (visflag null) until the buyer makes them public. A photo refused for what it
 * is (over the pixel cap, unreadable, too slow to decode) counts against its address's share of the site's
 * photo budget like a kept one, so one address cannot have the server read bombs without end.
 */
import { Readable } from 'node:stream';
import { and, eq, inArray, lt } from 'drizzle-orm';
import type { AppContext } from '../context';
import { guestPhotoRefusals, guestPhotos, uploads } from '../db/schema';
import { HttpError } from '../http/errors';
import { pictureTooLargeMessage, removeStoredFiles, storeUpload, type StoredUpload } from '../media';
import { guestText } from './guest-text';
import { PhotoPoolBusy, PhotoTaskTimedOut, sharedPhotoPool } from './photo-pool';
import { PhotoTooManyPixels, processGuestPhoto, UnreadablePhoto } from './photo-processing';
import type { LiveSiteRow } from './site-content';
import { notingSpentBudget, refuseOverBudget, type Budget, type GuestSender } from './site-limits';

export const PHOTO_RECEIVED = 'Thank you! Your photo will appear once the hosts have seen it.';
export const PHOTOS_SITE_BUSY = 'This invitation has received many photos in the last hour. Please try again later.';
export const PHOTOS_SENDER_BUSY =
  'Many photos have come from your connection in the last hour. Please try again later, or from another network.';
export const PHOTO_UNREADABLE =
  'That file is not a photo we can read. Please choose a JPEG, PNG, WebP, GIF or HEIC picture.';
export const PHOTOS_BUSY = 'Many photos are being prepared right now. Please try again in a moment.';
export const PHOTO_TOO_SLOW = 'This photo took too long to prepare. Please send a smaller copy.';

/** Keeps a refusal for what the photo is against its sender's share (rows older than a day go). */
async function countRefusal(ctx: AppContext, liveId: string, sender: GuestSender): Promise<void> {
  if (sender.householdId !== null) return;
  const now = ctx.config.now();
  await ctx.db.insert(guestPhotoRefusals).values({ liveId, clientHash: sender.clientHash, createdAt: now });
  await ctx.db
    .delete(guestPhotoRefusals)
    .where(
      and(
        eq(guestPhotoRefusals.liveId, liveId),
        lt(guestPhotoRefusals.createdAt, new Date(now.getTime() - 24 * 60 * 60_000)),
      ),
    );
}

/** The photo's processing, refused in words a guest can act on. */
async function processOrRefuse(ctx: AppContext, bytes: Buffer, liveId: string, sender: GuestSender) {
  const { maxPixels, workers, maxQueued } = ctx.config.images;
  try {
    return await processGuestPhoto(bytes, { maxPixels, pool: sharedPhotoPool({ workers, maxQueued }) });
  } catch (error) {
    if (error instanceof UnreadablePhoto || error instanceof PhotoTooManyPixels || error instanceof PhotoTaskTimedOut)
      await countRefusal(ctx, liveId, sender);
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
  sender: GuestSender,
): Promise<void> {
  const name = guestText(upload.name, 'name', { multiline: false, maxLength: 80 });
  const budget: Budget = {
    kind: 'photos',
    limit: ctx.config.limits.livePhotosPerSitePerHour,
    siteBusy: PHOTOS_SITE_BUSY,
    senderBusy: PHOTOS_SENDER_BUSY,
    target: guestPhotos,
    alsoCounted: [guestPhotoRefusals],
  };
  await notingSpentBudget(ctx, site.id, () => refuseOverBudget(ctx, site, sender, budget));
  const processed = await processOrRefuse(ctx, upload.bytes, site.id, sender);
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
      clientHash: sender.clientHash,
      householdId: sender.householdId,
      createdAt: ctx.config.now(),
    });
  } catch (error) {
    await forget(ctx, stored);
    throw error;
  }
}
