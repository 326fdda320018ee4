/**
 * A picture's size read from its header, before anything decodes it: a 15 kB HEIC can claim 8000 x 8000
 * pixels, and decoding it takes gigabytes. JPEG, PNG, WebP and GIF headers are read by sharp's metadata()
 * (header only, no pixels); HEIC/HEIF by the bounded ISOBMFF box walk below, since sharp as shipped reads no
 * HEVC. Callers refuse anything over their pixel cap with `pictureTooLargeMessage`.
 */

import { loadSharp } from './load-sharp';

export interface Dimensions {
  width: number;
  height: number;
}

export const pictureTooLargeMessage = (maxPixels: number): string =>
  `This picture has too many pixels: at most ${Math.floor(maxPixels / 1_000_000)} megapixels are accepted. ` +
  'Please send a smaller copy.';

/** Boxes looked at in all (a real file has a few dozen); past this the file is refused as unreadable. */
const MAX_BOXES = 512;

interface Box {
  type: string;
  /** Where the box's content starts and ends (exclusive), within the buffer. */
  start: number;
  end: number;
}

/** The boxes between `from` and `to`, each bounded by its parent; null when a size does not fit. */
function childBoxes(bytes: Buffer, from: number, to: number, budget: { left: number }): Box[] | null {
  const boxes: Box[] = [];
  let at = from;
  while (at + 8 <= to) {
    if (--budget.left < 0) return null;
    let size = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    let header = 8;
    if (size === 1) {
      if (at + 16 > to) return null;
      const large = bytes.readBigUInt64BE(at + 8);
      if (large > BigInt(to - at)) return null;
      size = Number(large);
      header = 16;
    } else if (size === 0) {
      size = to - at; // "to the end of the enclosing box"
    }
    if (size < header || at + size > to) return null;
    boxes.push({ type, start: at + header, end: at + size });
    at += size;
  }
  return boxes;
}

/**
 * Every image size (`ispe`) a HEIF file declares in meta/iprp/ipco: the primary image, the tiles of a grid
 * and thumbnails alike. Null when the header is not a well-formed HEIF meta box (the bytes may be cut at
 * `mdat`; the header comes first in files phones write).
 */
export function heifImageSizes(bytes: Buffer): Dimensions[] | null {
  const budget = { left: MAX_BOXES };
  const top = childBoxes(bytes, 0, bytes.length, budget);
  const meta = top?.find((box) => box.type === 'meta');
  if (!meta) return null;
  // `meta` is a full box: version and flags come before its children.
  const iprp = childBoxes(bytes, meta.start + 4, meta.end, budget)?.find((box) => box.type === 'iprp');
  const ipco = iprp && childBoxes(bytes, iprp.start, iprp.end, budget)?.find((box) => box.type === 'ipco');
  const properties = ipco && childBoxes(bytes, ipco.start, ipco.end, budget);
  if (!properties) return null;
  const sizes = properties
    .filter((box) => box.type === 'ispe' && box.end - box.start >= 12)
    .map((box) => ({ width: bytes.readUInt32BE(box.start + 4), height: bytes.readUInt32BE(box.start + 8) }));
  return sizes.length > 0 ? sizes : null;
}

/**
 * The largest picture a file holds, from its header; null when the header cannot be read. `mime` is what
 * file-type recognised from the bytes.
 */
export async function imageDimensions(bytes: Buffer | string, mime: string): Promise<Dimensions | null> {
  if (mime === 'image/heic' || mime === 'image/heif') {
    const sizes = typeof bytes === 'string' ? null : heifImageSizes(bytes);
    if (!sizes) return null;
    return sizes.reduce((largest, size) =>
      size.width * size.height > largest.width * largest.height ? size : largest,
    );
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
