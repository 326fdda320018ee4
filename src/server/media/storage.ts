import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { and, eq, inArray } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import type { AppContext } from '../context';
import { uploads } from '../db/schema';
import { ACCEPTED_TYPES, isStoredName, MAX_BYTES, type MediaKind } from './file-types';

/**
 * Uploaded files: stored under DATA_DIR/uploads with generated names and
 * recorded in the uploads table with their owner. The live-site guest upload
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
  // UPLOADS_DIR (default DATA_DIR/uploads): one directory every instance mounts, so any of them serves any upload.
  return resolve(ctx.config.uploadsDir);
}

/**
 * The path of a stored file, or null when the name is not one of ours.
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

/**
 * Streams an upload to disk, recognising its type from the first bytes.
 * Throws UploadRefused (and leaves nothing behind) when the type is not
 * accepted, the file is empty or it exceeds the limit for its kind.
 * `truncated()` reports whether the multipart parser cut the stream at its own limit.
 */
export async function storeUpload(
  ctx: AppContext,
  source: Readable,
  options: { ownerId: number | null; accept: readonly MediaKind[]; truncated: () => boolean },
): Promise<StoredUpload> {
  const chunks = source[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const head = await readHead(chunks);
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
  const finalPath = join(dir, fileName);
  const partPath = `${finalPath}.part`;
  let size = 0;
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
    await rename(partPath, finalPath);
    await ctx.db
      .insert(uploads)
      .values({ fileName, userId: options.ownerId, mimeType: detected.mime, sizeBytes: size });
  } catch (error) {
    source.resume();
    await rm(partPath, { force: true });
    await rm(finalPath, { force: true });
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
