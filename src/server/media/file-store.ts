/**
 * Where stored files' bytes live: a local directory (UPLOADS_DIR, the default) or an S3-compatible bucket
 * (S3_BUCKET). Everything that keeps, reads or deletes an upload's bytes goes through `fileStore(ctx)`, so
 * uploads, guest photos and their variants, music, the zip download and the sweep work the same on both.
 *
 * A file is first received into the local staging directory as `<name>.part` (the checks need the whole file)
 * and only then kept: renamed into place locally, or sent to the bucket, where an object appears whole or not
 * at all (a single PUT or a completed multipart upload). The uploads row is written after that, so a row never
 * names an incomplete object.
 *
 * The store has two spaces that never meet: `uploads` (rows in `uploads`, the public download route, the uploads
 * sweep) and `keepsakes` (finished keepsake books, rows in `keepsake_books`, sent only by that feature's private
 * route). Each space is its own prefix in the bucket and its own folder locally, and accepts only its own names,
 * so listing, reading or sweeping one never touches the other.
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
import { isKeepsakeName, isStoredName } from './file-types';

export interface StoredFileInfo {
  name: string;
  modifiedMs: number;
}

export interface OpenedFile {
  stream: Readable;
  bytes: number;
}

export interface FileStore {
  readonly kind: 'local' | 's3';
  /**
   * Makes the complete file at `partPath` the stored file `name`; the part file is gone afterwards. The part
   * file must be in this space's staging folder (`spaceDir`), so a local keep is a rename.
   */
  keep(partPath: string, name: string, mimeType: string): Promise<void>;
  /**
   * The stored file's bytes as a stream and its length, or null when there is no such file. Like `remove`, it
   * takes only the space's own names: a name of the other space is never looked up.
   */
  open(name: string): Promise<OpenedFile | null>;
  remove(names: readonly string[]): Promise<void>;
  /** Every stored file whose name is one of ours, with when it was written. */
  list(): AsyncIterable<StoredFileInfo>;
  /** Throws when the store cannot be reached (readiness). */
  check(): Promise<void>;
}

export type StoreSpace = 'uploads' | 'keepsakes';

interface SpaceLayout {
  /** Key prefix in the bucket: the bucket may hold other things, and a space's listing never sees them. */
  prefix: string;
  /** Folder under UPLOADS_DIR: where files are kept locally, and staged before they go to the bucket. */
  folder: string;
  /** The names this space holds; anything else is never looked up, listed or deleted. */
  isName: (name: string) => boolean;
}

const SPACES: Readonly<Record<StoreSpace, SpaceLayout>> = {
  uploads: { prefix: 'uploads/', folder: '', isName: isStoredName },
  keepsakes: { prefix: 'keepsakes/', folder: 'keepsakes', isName: isKeepsakeName },
};

/** Uploads' objects live under this prefix. */
export const S3_PREFIX = SPACES.uploads.prefix;
/** Keepsake books' objects live under this one, which the uploads sweep never lists. */
export const S3_KEEPSAKE_PREFIX = SPACES.keepsakes.prefix;

/** A space's local folder: the store itself without a bucket, the staging area with one. */
export function spaceDir(ctx: AppContext, space: StoreSpace): string {
  return resolve(ctx.config.uploadsDir, SPACES[space].folder);
}
/** A readiness probe that waits longer than this counts the bucket as unreachable. */
const CHECK_TIMEOUT_MS = 3000;
/** DeleteObjects takes at most 1000 keys. */
const DELETE_BATCH = 1000;

const errorCode = (error: unknown) => (error as { code?: string } | null)?.code;

function localStore(dir: string, { isName }: SpaceLayout): FileStore {
  return {
    kind: 'local',
    async keep(partPath, name) {
      await rename(partPath, join(dir, name));
    },
    async open(name) {
      if (!isName(name)) return null;
      // Opened before anything is answered, so a missing file is a 404 rather than a broken reply.
      try {
        const handle = await open(join(dir, name), 'r');
        try {
          const { size } = await handle.stat();
          return { stream: handle.createReadStream(), bytes: size };
        } catch (error) {
          await handle.close();
          throw error;
        }
      } catch (error) {
        if (errorCode(error) === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(names) {
      await Promise.all(names.filter(isName).map((name) => rm(join(dir, name), { force: true })));
    },
    async *list() {
      let names: string[];
      try {
        names = await readdir(dir);
      } catch {
        return; // nothing uploaded yet
      }
      for (const name of names) {
        if (!isName(name)) continue;
        const info = await stat(join(dir, name)).catch(() => null);
        if (info?.isFile()) yield { name, modifiedMs: info.mtimeMs };
      }
    },
    async check() {},
  };
}

function s3Client(config: S3Config): S3Client {
  return new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    // Checksums only where the API demands them: other providers' servers (and older MinIO, s3rver) do not
    // all read the checksum trailers the SDK sends by default, and would store the framing as file bytes.
    ...(config.endpoint
      ? { requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' }
      : {}),
  });
}

function s3Store(client: S3Client, Bucket: string, { prefix, isName }: SpaceLayout): FileStore {
  const key = (name: string) => `${prefix}${name}`;
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
      if (!isName(name)) return null;
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: key(name) }));
        const stream = answer.Body as Readable | undefined;
        return stream ? { stream, bytes: answer.ContentLength ?? 0 } : null;
      } catch (error) {
        const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
        if ((error as Error).name === 'NoSuchKey' || status === 404) return null;
        throw error;
      }
    },
    async remove(names) {
      const own = names.filter(isName);
      for (let from = 0; from < own.length; from += DELETE_BATCH) {
        const Objects = own.slice(from, from + DELETE_BATCH).map((name) => ({ Key: key(name) }));
        const answer = await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects, Quiet: true } }));
        if (answer.Errors?.length) throw new Error(`could not delete ${answer.Errors.length} object(s)`);
      }
    },
    async *list() {
      for await (const page of paginateListObjectsV2({ client }, { Bucket, Prefix: prefix })) {
        for (const object of page.Contents ?? []) {
          const name = object.Key?.slice(prefix.length) ?? '';
          if (isName(name)) yield { name, modifiedMs: object.LastModified?.getTime() ?? Date.now() };
        }
      }
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket }), { abortSignal: AbortSignal.timeout(CHECK_TIMEOUT_MS) });
    },
  };
}

interface AppStores {
  client: S3Client | null;
  spaces: Map<StoreSpace, FileStore>;
}

const stores = new WeakMap<AppContext, AppStores>();

/** The app's file store for a space (uploads unless said), made on first use; the spaces share one client. */
export function fileStore(ctx: AppContext, space: StoreSpace = 'uploads'): FileStore {
  let app = stores.get(ctx);
  if (!app) {
    app = { client: ctx.config.s3 ? s3Client(ctx.config.s3) : null, spaces: new Map() };
    stores.set(ctx, app);
  }
  let store = app.spaces.get(space);
  if (!store) {
    store =
      app.client && ctx.config.s3
        ? s3Store(app.client, ctx.config.s3.bucket, SPACES[space])
        : localStore(spaceDir(ctx, space), SPACES[space]);
    app.spaces.set(space, store);
  }
  return store;
}

/** Closes the app's stores (the bucket client's connections) when the app closes. */
export function closeFileStore(ctx: AppContext): void {
  stores.get(ctx)?.client?.destroy();
  stores.delete(ctx);
}
