/**
 * A guest's photo, made safe and screen-sized: the type is recognised from the bytes, iPhone HEIC/HEIF is
 * decoded, the picture is turned upright from its EXIF orientation and re-encoded, which drops every bit of
 * metadata (EXIF, GPS, XMP, ICC comments); the original becomes a JPEG and WebP copies are made for srcset.
 */
import { fileTypeFromBuffer } from 'file-type';
import decodeHeic from 'heic-decode';
import sharp from 'sharp';
import { GUEST_PHOTO_MAX_BYTES } from '../../shared/live';

export { GUEST_PHOTO_MAX_BYTES };

export const GUEST_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/heic', 'image/heif'];
/** Widths of the WebP copies; a copy is never wider than the photo. */
export const VARIANT_WIDTHS = [480, 960, 1440] as const;
/** The stored original fits in this square (a guest's photo is never printed). */
const ORIGINAL_MAX_SIDE = 4096;
/** A small file claiming enormous dimensions is refused before it is decoded (decompression bombs). */
const MAX_INPUT_PIXELS = 100_000_000;

export class UnreadablePhoto extends Error {}

export interface ProcessedPhoto {
  jpeg: Buffer;
  width: number;
  height: number;
  variants: { width: number; webp: Buffer }[];
}

/** Upright RGB(A) pixels of whatever accepted format came in. */
async function uprightPixels(input: Buffer) {
  const type = await fileTypeFromBuffer(input);
  if (!type || !GUEST_PHOTO_TYPES.includes(type.mime)) throw new UnreadablePhoto(type?.mime ?? 'unknown');
  try {
    if (type.mime === 'image/heic' || type.mime === 'image/heif') {
      // libvips as shipped with sharp has no HEVC decoder; libheif (WebAssembly) does, and applies the rotation.
      const images = await decodeHeic.all({ buffer: input });
      let decoded;
      try {
        const first = images[0];
        if (!first || first.width * first.height > MAX_INPUT_PIXELS) throw new UnreadablePhoto('size');
        decoded = await first.decode();
      } finally {
        images.dispose();
      }
      return sharp(Buffer.from(decoded.data.buffer, decoded.data.byteOffset, decoded.data.byteLength), {
        raw: { width: decoded.width, height: decoded.height, channels: 4 },
      });
    }
    return sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
  } catch (error) {
    if (error instanceof UnreadablePhoto) throw error;
    throw new UnreadablePhoto(String(error));
  }
}

export async function processGuestPhoto(input: Buffer): Promise<ProcessedPhoto> {
  try {
    const upright = await (
      await uprightPixels(input)
    )
      .resize({ width: ORIGINAL_MAX_SIDE, height: ORIGINAL_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const { width, height, channels } = upright.info;
    const pixels = () => sharp(upright.data, { raw: { width, height, channels } });
    const jpeg = await pixels().flatten({ background: '#ffffff' }).jpeg({ quality: 85, mozjpeg: true }).toBuffer();
    const widths = [...new Set([...VARIANT_WIDTHS.filter((w) => w < width), Math.min(width, VARIANT_WIDTHS.at(-1)!)])];
    const variants = [];
    for (const variantWidth of widths.sort((a, b) => a - b)) {
      const webp = await pixels().resize({ width: variantWidth }).webp({ quality: 80 }).toBuffer();
      variants.push({ width: variantWidth, webp });
    }
    return { jpeg, width, height, variants };
  } catch (error) {
    if (error instanceof UnreadablePhoto) throw error;
    throw new UnreadablePhoto(String(error));
  }
}
