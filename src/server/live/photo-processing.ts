/**
 * A guest's photo, made safe and screen-sized: the type is recognised from the bytes and the size from the
 * header (a picture over the pixel cap is refused before anything decodes it); then, in a worker thread
 * (photo-pool.ts, photo-worker.mjs), iPhone HEIC/HEIF is decoded, the picture is turned upright from its EXIF
 * orientation and re-encoded, which drops every bit of metadata (EXIF, GPS, XMP, ICC comments); the original
 * becomes a JPEG and WebP copies are made for srcset.
 */

import { GUEST_PHOTO_MAX_BYTES } from '../../shared/live';
import { imageDimensions, pixelsOf } from '../media';
import { PhotoTaskRefused, type PhotoPool } from './photo-pool';

export { GUEST_PHOTO_MAX_BYTES };

export const GUEST_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/heic', 'image/heif'];
/** Widths of the WebP copies; a copy is never wider than the photo. */
export const VARIANT_WIDTHS = [480, 960, 1440] as const;
/** The stored original fits in this square (a guest's photo is never printed). */
const ORIGINAL_MAX_SIDE = 4096;

export class UnreadablePhoto extends Error {}
/** The header declares more pixels than the cap: refused without decoding. */
export class PhotoTooManyPixels extends Error {}

export interface ProcessedPhoto {
  jpeg: Buffer;
  width: number;
  height: number;
  variants: { width: number; webp: Buffer }[];
}

const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

export async function processGuestPhoto(
  input: Buffer,
  options: { maxPixels: number; pool: PhotoPool },
): Promise<ProcessedPhoto> {
  const { fileTypeFromBuffer } = await import('file-type');
  const type = await fileTypeFromBuffer(input);
  if (!type || !GUEST_PHOTO_TYPES.includes(type.mime)) throw new UnreadablePhoto(type?.mime ?? 'unknown');
  const size = await imageDimensions(input, type.mime);
  if (!size) throw new UnreadablePhoto('no readable header');
  if (pixelsOf(size) > options.maxPixels) throw new PhotoTooManyPixels(`${size.width}x${size.height}`);
  // Checked after the cap: a HEIC grid whose sizes disagree is a 413 when any of them is over it.
  if (size.unaccounted) throw new UnreadablePhoto(size.unaccounted);
  try {
    const result = await options.pool.run({
      bytes: input,
      heic: type.mime === 'image/heic' || type.mime === 'image/heif',
      maxPixels: options.maxPixels,
      maxSide: ORIGINAL_MAX_SIDE,
      variantWidths: [...VARIANT_WIDTHS],
    });
    return {
      jpeg: asBuffer(result.jpeg),
      width: result.width,
      height: result.height,
      variants: result.variants.map((variant) => ({ width: variant.width, webp: asBuffer(variant.webp) })),
    };
  } catch (error) {
    if (error instanceof PhotoTaskRefused)
      throw error.reason === 'too-large' ? new PhotoTooManyPixels(error.message) : new UnreadablePhoto(error.message);
    throw error;
  }
}
