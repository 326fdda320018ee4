// @ts-check
/**
 * Runs in a worker thread (see photo-pool.ts): decodes one guest photo and re-encodes it, so neither the
 * WebAssembly HEIC decoder's seconds of CPU nor its memory touch the server's event loop. The decoder's
 * memory only grows, so the pool ends this thread after a large picture. Plain JavaScript: a worker is
 * started by Node itself, without the TypeScript loader the server runs under.
 */
import { parentPort } from 'node:worker_threads';
import decodeHeic from 'heic-decode';
import sharp from 'sharp';

// sharp's settings (threads per image, operation cache) are the process's, shared with the main thread's
// own use of sharp: they are left as they are.

class Refusal extends Error {
  /** @param {'unreadable' | 'too-large'} reason */
  constructor(reason, detail = '') {
    super(detail || reason);
    this.reason = reason;
  }
}

/**
 * Upright pixels of the photo as a sharp pipeline, and how many pixels the HEIC decoder produced.
 * @param {Buffer} input
 * @param {{ heic: boolean, maxPixels: number }} task
 */
async function uprightPixels(input, task) {
  if (!task.heic) {
    const image = sharp(input, { limitInputPixels: task.maxPixels, failOn: 'error' });
    // libvips frees what it decoded; only the WebAssembly decoder below keeps its memory.
    return { pipeline: image.rotate(), heicPixels: 0 };
  }
  // libvips as shipped with sharp has no HEVC decoder; libheif (WebAssembly) does, and applies the rotation.
  const images = await decodeHeic.all({ buffer: input });
  let decoded;
  try {
    const first = images[0];
    if (!first) throw new Refusal('unreadable', 'no image');
    // The header was checked before this thread got the file; libheif's own reading is checked again.
    if (first.width * first.height > task.maxPixels) throw new Refusal('too-large');
    decoded = await first.decode();
  } finally {
    images.dispose();
  }
  const raw = Buffer.from(decoded.data.buffer, decoded.data.byteOffset, decoded.data.byteLength);
  return {
    pipeline: sharp(raw, {
      raw: { width: decoded.width, height: decoded.height, channels: 4 },
      limitInputPixels: task.maxPixels,
    }),
    heicPixels: decoded.width * decoded.height,
  };
}

/**
 * @param {{ bytes: Uint8Array, heic: boolean, maxPixels: number, maxSide: number, variantWidths: number[] }} task
 */
async function processPhoto(task) {
  const input = Buffer.from(task.bytes.buffer, task.bytes.byteOffset, task.bytes.byteLength);
  const { pipeline, heicPixels } = await uprightPixels(input, task);
  const upright = await pipeline
    .resize({ width: task.maxSide, height: task.maxSide, fit: 'inside', withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height, channels } = upright.info;
  const copy = () => sharp(upright.data, { raw: { width, height, channels } });
  const jpeg = await copy().flatten({ background: '#ffffff' }).jpeg({ quality: 85, mozjpeg: true }).toBuffer();
  const last = task.variantWidths[task.variantWidths.length - 1] ?? width;
  const widths = [...new Set([...task.variantWidths.filter((w) => w < width), Math.min(width, last)])];
  const variants = [];
  for (const variantWidth of widths.sort((a, b) => a - b)) {
    variants.push({
      width: variantWidth,
      webp: await copy().resize({ width: variantWidth }).webp({ quality: 80 }).toBuffer(),
    });
  }
  return { jpeg, width, height, variants, heicPixels };
}

/** Copies of the encoded files into buffers of their own, so they can be handed over without a copy. */
const own = (/** @type {Buffer} */ bytes) => new Uint8Array(bytes);

parentPort?.on('message', async (task) => {
  try {
    const result = await processPhoto(task);
    const jpeg = own(result.jpeg);
    const variants = result.variants.map((variant) => ({ width: variant.width, webp: own(variant.webp) }));
    parentPort?.postMessage({ ok: true, ...result, jpeg, variants }, [
      jpeg.buffer,
      ...variants.map((variant) => variant.webp.buffer),
    ]);
  } catch (error) {
    const reason = error instanceof Refusal ? error.reason : 'unreadable';
    parentPort?.postMessage({ ok: false, reason, detail: String(error).slice(0, 300) });
  }
});
