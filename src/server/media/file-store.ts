/**
 * Where stored files' bytes live: a local directory (UPLOADS_DIR, the default) or an S3-compatible bucket
 * (S3_BUCKET). Everything that keeps, reads or deletes an upload's bytes goes through `fileStore(ctx)`, so
 * uploads, guest photos and their variants, music, the zip download and the sweep work the same on both.
 *
 * A file is first received into the local staging directory as `<name>.part` (the checks need the whole file)
 * and only then kept: renamed into place locally, or sent to the bucket, where an object appears whole or not
 * at all (a single PUT or a completed multipart upload). The uploads row is written after that, so a row never
 * names an incomplete object.
 */
import { createReadStream } from 'node:fs';
import { open, readdir, rename, rm, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Readable } from 'node:stream';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  paginateListObjectsV2,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { S3Config } from '../config';
import type { AppContext } from '../context';
import { isStoredName } from './file-types';

export interface StoredFileInfo {
  name: string;
  modifiedMs: number;
}

export interface FileStore {
  readonly kind: 'local' | 's3';
  /** Makes the complete file at `partPath` the stored file `name`; the part file is gone afterwards. */
  keep(partPath: string, name: string, mimeType: string): Promise<void>;
  /** The stored file's bytes as a stream, or null when there is no such file. */
  open(name: string): Promise<Readable | null>;
  remove(names: readonly string[]): Promise<void>;
  /** Every stored file whose name is one of ours, with when it was written. */
  list(): AsyncIterable<StoredFileInfo>;
  /** Throws when the store cannot be reached (readiness). */
  check(): Promise<void>;
  close(): void;
}

/** Objects live under this prefix, so the bucket may hold other things and the sweep never sees them. */
export const S3_PREFIX = 'uploads/';
/** A readiness probe that waits longer than this counts the bucket as unreachable. */
const CHECK_TIMEOUT_MS = 3000;
/** DeleteObjects takes at most 1000 keys. */
const DELETE_BATCH = 1000;

const errorCode = (error: unknown) => (error as { code?: string } | null)?.code;

function localStore(dir: string): FileStore {
  return {
    kind: 'local',
    async keep(partPath, name) {
      await rename(partPath, join(dir, name));
    },
    async open(name) {
      // Opened before anything is answered, so a missing file is a 404 rather than a broken reply.
      try {
        const handle = await open(join(dir, name), 'r');
        return handle.createReadStream();
      } catch (error) {
        if (errorCode(error) === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(names) {
      await Promise.all(names.map((name) => rm(join(dir, name), { force: true })));
    },
    async *list() {
      let names: string[];
      try {
        names = await readdir(dir);
      } catch {
        return; // nothing uploaded yet
      }
      for (const name of names) {
        if (!isStoredName(name)) continue;
        const info = await stat(join(dir, name)).catch(() => null);
        if (info?.isFile()) yield { name, modifiedMs: info.mtimeMs };
      }
    },
    async check() {},
    close() {},
  };
}

function s3Store(config: S3Config): FileStore {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    // Checksums only where the API demands them: other providers' servers (and older MinIO, s3rver) do not
    // all read the checksum trailers the SDK sends by default, and would store the framing as file bytes.
    ...(config.endpoint
      ? { requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' }
      : {}),
  });
  const Bucket = config.bucket;
  const key = (name: string) => `${S3_PREFIX}${name}`;
  return {
    kind: 's3',
    async keep(partPath, name, mimeType) {
      try {
        // lib-storage sends a small file in one PUT and a large one in parts; a failed multipart upload is
        // aborted by it, and an upload cut off by a crash stays invisible (README: lifecycle rule).
        await new Upload({
          client,
          params: { Bucket, Key: key(name), Body: createReadStream(partPath), ContentType: mimeType },
        }).done();
      } finally {
        await rm(partPath, { force: true });
      }
    },
    async open(name) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: key(name) }));
        return (answer.Body as Readable | undefined) ?? null;
      } catch (error) {
        const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
        if ((error as Error).name === 'NoSuchKey' || status === 404) return null;
        throw error;
      }
    },
    async remove(names) {
      for (let from = 0; from < names.length; from += DELETE_BATCH) {
        const Objects = names.slice(from, from + DELETE_BATCH).map((name) => ({ Key: key(name) }));
        const answer = await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects, Quiet: true } }));
        if (answer.Errors?.length) throw new Error(`could not delete ${answer.Errors.length} object(s)`);
      }
    },
    async *list() {
      for await (const page of paginateListObjectsV2({ client }, { Bucket, Prefix: S3_PREFIX })) {
        for (const object of page.Contents ?? []) {
          const name = object.Key?.slice(S3_PREFIX.length) ?? '';
          if (isStoredName(name)) yield { name, modifiedMs: object.LastModified?.getTime() ?? Date.now() };
        }
      }
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket }), { abortSignal: AbortSignal.timeout(CHECK_TIMEOUT_MS) });
    },
    close() {
      client.destroy();
    },
  };
}

const stores = new WeakMap<AppContext, FileStore>();

/** The app's file store, made on first use. */
export function fileStore(ctx: AppContext): FileStore {
  let store = stores.get(ctx);
  if (!store) {
    store = ctx.config.s3 ? s3Store(ctx.config.s3) : localStore(resolve(ctx.config.uploadsDir));
    stores.set(ctx, store);
  }
  return store;
}

/** Closes the app's store (the bucket client's connections) when the app closes. */
export function closeFileStore(ctx: AppContext): void {
  stores.get(ctx)?.close();
  stores.delete(ctx);
}
