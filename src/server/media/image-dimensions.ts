/**
 * A picture's size read from its header, before anything decodes it: a 15 kB HEIC can claim 8000 x 8000
 * pixels, and decoding it takes gigabytes. JPEG, PNG, WebP and GIF headers are read by sharp's metadata()
 * (header only, no pixels); HEIC/HEIF by the bounded ISOBMFF box walk of heif-header.ts, since sharp as shipped
 * reads no HEVC. Callers refuse anything over their pixel cap with `pictureTooLargeMessage`, and then a HEIF
 * whose header does not account for its decoding (`unaccounted`).
 */

import { type Dimensions, readHeifHeader } from './heif-header';
import { loadSharp } from './load-sharp';

export type { Dimensions };

export const pictureTooLargeMessage = (maxPixels: number): string =>
  `This picture has too many pixels: at most ${Math.floor(maxPixels / 1_000_000)} megapixels are accepted. ` +
  'Please send a smaller copy.';

/**
 * A picture's size from its header. `unaccounted` says why a HEIF header does not account for what its decoder
 * would make (sizes that disagree, an item it cannot measure): the size is then the largest any part of the
 * header states, so a bomb is still refused as too large, and the caller refuses the file either way.
 */
export interface MeasuredPicture extends Dimensions {
  unaccounted?: string;
}

/**
 * The largest picture a file holds, from its header; null when the header cannot be read. `mime` is what
 * file-type recognised from the bytes.
 */
export async function imageDimensions(bytes: Buffer | string, mime: string): Promise<MeasuredPicture | null> {
  if (mime === 'image/heic' || mime === 'image/heif') {
    const reading = typeof bytes === 'string' ? null : readHeifHeader(bytes);
    if (!reading || reading.sizes.length === 0) return null;
    const largest = reading.sizes.reduce((largest, size) => (pixelsOf(size) > pixelsOf(largest) ? size : largest));
    return reading.problem ? { ...largest, unaccounted: reading.problem } : largest;
  }
  try {
    // metadata() parses the header only; the pixel limit is off here because refusing is the caller's job.
    // For an animated picture this is one frame, the one the server ever decodes.
    const { width, height } = await (await loadSharp())(bytes, { limitInputPixels: false }).metadata();
    return width && height ? { width, height } : null;
  } catch {
    return null;
  }
}

export function pixelsOf(size: Dimensions): number {
  return size.width * size.height;
}
