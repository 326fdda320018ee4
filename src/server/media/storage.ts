import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { and, count, eq, inArray, sum } from 'drizzle-orm';

import type { AppContext } from '../context';
import { uploads } from '../db/schema';
import { HttpError } from '../http/errors';
import { fileStore } from './file-store';
import { ACCEPTED_TYPES, isStoredName, MAX_BYTES, type MediaKind } from './file-types';
import { imageDimensions, pictureTooLargeMessage, pixelsOf } from './image-dimensions';

/**
 * Uploaded files: received under UPLOADS_DIR (default DATA_DIR/uploads), kept there or in the bucket
 * (file-store.ts) with generated names, and recorded in the uploads table with their owner. The live-site guest upload
 * uses the same functions with `ownerId: null`.
 */

export type UploadRefusal =
  | { reason: 'unsupported'; kinds: readonly MediaKind[] }
  | { reason: 'too-large'; limitBytes: number }
  | { reason: 'empty' };

export class UploadRefused extends Error {
  constructor(readonly refusal: UploadRefusal) {
    super(refusal.reason);
  }
}

export interface StoredUpload {
  fileName: string;
  mimeType: string;
  sizeBytes: number;
  kind: MediaKind;
}

export function uploadsDir(ctx: AppContext): string {
  // UPLOADS_DIR (default DATA_DIR/uploads): where files are received, and kept unless S3_BUCKET is set.
  return resolve(ctx.config.uploadsDir);
}

/** A stored upload's bytes, or null when the name is not one of ours or nothing is stored under it. */
export async function openUpload(ctx: AppContext, fileName: string): Promise<Readable | null> {
  if (!isStoredName(fileName)) return null;
  return (await fileStore(ctx).open(fileName))?.stream ?? null;
}

/** Deletes stored files (the caller deletes their rows first, so no row names a missing file for long). */
export async function removeStoredFiles(ctx: AppContext, fileNames: readonly string[]): Promise<void> {
  const names = fileNames.filter(isStoredName);
  if (names.length > 0) await fileStore(ctx).remove(names);
}

/**
 * The local path of a file stored in UPLOADS_DIR (local store only), or null when the name is not one of ours.
 * Names are checked against the generated pattern, so `../`, encoded
 * separators and absolute paths never reach the file system; the prefix
 * check below is a second line of defence.
 */
export function uploadPath(ctx: AppContext, fileName: string): string | null {
  if (!isStoredName(fileName)) return null;
  const dir = uploadsDir(ctx);
  const path = resolve(dir, fileName);
  return path.startsWith(dir + sep) ? path : null;
}

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

export const quotaMessage = (quota: { files: number; bytes: number }): string =>
  `Your account has reached its upload limit (${quota.files} files, ${megabytes(quota.bytes)} in all). ` +
  'Please write to us if you need more room.';

/** Files and bytes a user keeps in uploads. */
export async function uploadUsage(ctx: AppContext, userId: number): Promise<{ files: number; bytes: number }> {
  const [row] = await ctx.db
    .select({ files: count(), bytes: sum(uploads.sizeBytes) })
    .from(uploads)
    .where(eq(uploads.userId, userId));
  return { files: row?.files ?? 0, bytes: Number(row?.bytes ?? 0) };
}

/**
 * Refuses (413) an upload that would take the owner past UPLOAD_QUOTA_FILES / UPLOAD_QUOTA_MB. Checked before
 * the body is read and again with the file's real size; uploads running at the same moment can pass the
 * first check together, so the overshoot is bounded by their number times the largest file.
 */
async function refuseOverQuota(ctx: AppContext, userId: number, incomingBytes: number): Promise<void> {
  const quota = ctx.config.uploadQuota;
  const usage = await uploadUsage(ctx, userId);
  if (usage.files + 1 > quota.files || usage.bytes + incomingBytes > quota.bytes)
    throw new HttpError(413, quotaMessage(quota));
}

/**
 * Streams an upload to the staging directory and keeps it in the file store once every check passed, recognising its type from the first bytes.
 * Throws UploadRefused (and leaves nothing behind) when the type is not
 * accepted, the file is empty or it exceeds the limit for its kind.
 * `truncated()` reports whether the multipart parser cut the stream at its own limit. A user's upload is
 * refused over their quota, and a picture whose header declares more than IMAGE_MAX_PIXELS is refused (413)
 * although nothing here decodes it: the guests' phones would.
 */
export async function storeUpload(
  ctx: AppContext,
  source: Readable,
  options: { ownerId: number | null; accept: readonly MediaKind[]; truncated: () => boolean },
): Promise<StoredUpload> {
  if (options.ownerId !== null) {
    try {
      // The size is not known yet: a file of at least one byte must still fit.
      await refuseOverQuota(ctx, options.ownerId, 1);
    } catch (error) {
      source.resume();
      throw error;
    }
  }
  const chunks = source[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const head = await readHead(chunks);
  // file-type is loaded with the first upload: it costs every start some 50 ms otherwise.
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = head.length ? await fileTypeFromBuffer(head) : undefined;
  const accepted = detected ? ACCEPTED_TYPES[detected.mime] : undefined;
  if (!detected || !accepted || !options.accept.includes(accepted.kind)) {
    source.resume();
    throw new UploadRefused(head.length === 0 ? { reason: 'empty' } : { reason: 'unsupported', kinds: options.accept });
  }
  const limit = MAX_BYTES[accepted.kind];
  const dir = uploadsDir(ctx);
  await mkdir(dir, { recursive: true });
  const fileName = `${randomBytes(16).toString('hex')}.${accepted.ext}`;
  const partPath = join(dir, `${fileName}.part`);
  let size = 0;
  let kept = false;
  async function* wholeFile() {
    yield head;
    for (let next = await chunks.next(); !next.done; next = await chunks.next()) yield next.value;
  }
  try {
    await pipeline(
      wholeFile(),
      async function* countBytes(parts: AsyncIterable<Buffer>) {
        for await (const part of parts) {
          size += part.length;
          if (size > limit) throw new UploadRefused({ reason: 'too-large', limitBytes: limit });
          yield part;
        }
      },
      createWriteStream(partPath, { flags: 'wx', mode: 0o640 }),
    );
    if (options.truncated()) throw new UploadRefused({ reason: 'too-large', limitBytes: limit });
    if (accepted.kind === 'image') {
      const dimensions = await imageDimensions(partPath, detected.mime);
      const { maxPixels } = ctx.config.images;
      if (dimensions && pixelsOf(dimensions) > maxPixels) throw new HttpError(413, pictureTooLargeMessage(maxPixels));
    }
    if (options.ownerId !== null) await refuseOverQuota(ctx, options.ownerId, size);
    await fileStore(ctx).keep(partPath, fileName, detected.mime);
    kept = true;
    await ctx.db
      .insert(uploads)
      .values({ fileName, userId: options.ownerId, mimeType: detected.mime, sizeBytes: size });
  } catch (error) {
    source.resume();
    await rm(partPath, { force: true });
    if (kept)
      await fileStore(ctx)
        .remove([fileName])
        .catch(() => undefined); // the sweep catches a miss
    throw error;
  }
  return { fileName, mimeType: detected.mime, sizeBytes: size, kind: accepted.kind };
}

/** Enough leading bytes to recognise every accepted type (file-type looks at most at the first 4100). */
const HEAD_BYTES = 4100;

async function readHead(chunks: AsyncIterator<Buffer>): Promise<Buffer> {
  const parts: Buffer[] = [];
  let length = 0;
  while (length < HEAD_BYTES) {
    const next = await chunks.next();
    if (next.done) break;
    parts.push(next.value);
    length += next.value.length;
  }
  return Buffer.concat(parts);
}

export interface UploadRecord {
  fileName: string;
  userId: number | null;
  mimeType: string;
  sizeBytes: number;
}

export async function findUpload(ctx: AppContext, fileName: string): Promise<UploadRecord | null> {
  if (!isStoredName(fileName)) return null;
  const [row] = await ctx.db.select().from(uploads).where(eq(uploads.fileName, fileName)).limit(1);
  return row ?? null;
}

/** Which of `fileNames` are uploads owned by `userId` (content may only point at the owner's own files). */
export async function ownedUploads(
  ctx: AppContext,
  userId: number,
  fileNames: readonly string[],
): Promise<Set<string>> {
  const candidates = [...new Set(fileNames.filter(isStoredName))];
  if (candidates.length === 0) return new Set();
  const rows = await ctx.db
    .select({ fileName: uploads.fileName })
    .from(uploads)
    .where(and(eq(uploads.userId, userId), inArray(uploads.fileName, candidates)));
  return new Set(rows.map((row) => row.fileName));
}
