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
import { open, readdir, rename, rm, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { AppContext } from '../context';
import { isCardName, isKeepsakeName, isStoredName } from './file-types';
import type { FileStore, SpaceLayout } from './store-types';

export type { FileStore, OpenedFile, StoredFileInfo } from './store-types';

export type StoreSpace = 'uploads' | 'keepsakes' | 'cards';

const SPACES: Readonly<Record<StoreSpace, SpaceLayout>> = {
  uploads: { prefix: 'uploads/', folder: '', isName: isStoredName },
  keepsakes: { prefix: 'keepsakes/', folder: 'keepsakes', isName: isKeepsakeName },
  // Invitation cards drawn per function, language and household (src/server/cards).
  cards: { prefix: 'cards/', folder: 'cards', isName: isCardName },
};

/** Uploads' objects live under this prefix. */
export const S3_PREFIX = SPACES.uploads.prefix;
/** Keepsake books' objects live under this one, which the uploads sweep never lists. */
export const S3_KEEPSAKE_PREFIX = SPACES.keepsakes.prefix;

/** A space's local folder: the store itself without a bucket, the staging area with one. */
export function spaceDir(ctx: AppContext, space: StoreSpace): string {
  return resolve(ctx.config.uploadsDir, SPACES[space].folder);
}

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

/** The bucket's SDK and client, loaded when the app first touches its files (see s3-store.ts). */
type Bucket = Promise<{ s3Store: typeof import('./s3-store').s3Store; client: import('@aws-sdk/client-s3').S3Client }>;

interface AppStores {
  bucket: Bucket | null;
  spaces: Map<StoreSpace, FileStore>;
}

const stores = new WeakMap<AppContext, AppStores>();

/** A bucket space whose backend is loaded on its first call. */
function bucketSpace(bucket: Bucket, name: string, layout: SpaceLayout): FileStore {
  let store: Promise<FileStore> | undefined;
  const loaded = () => (store ??= bucket.then(({ s3Store, client }) => s3Store(client, name, layout)));
  return {
    kind: 's3',
    keep: async (partPath, fileName, mimeType) => (await loaded()).keep(partPath, fileName, mimeType),
    open: async (fileName) => (await loaded()).open(fileName),
    remove: async (names) => (await loaded()).remove(names),
    async *list() {
      yield* (await loaded()).list();
    },
    check: async () => (await loaded()).check(),
  };
}

/** The app's file store for a space (uploads unless said), made on first use; the spaces share one client. */
export function fileStore(ctx: AppContext, space: StoreSpace = 'uploads'): FileStore {
  const { s3 } = ctx.config;
  let app = stores.get(ctx);
  if (!app) {
    const bucket: Bucket | null = s3
      ? import('./s3-store').then(({ s3Client, s3Store }) => ({ s3Store, client: s3Client(s3) }))
      : null;
    app = { bucket, spaces: new Map() };
    stores.set(ctx, app);
  }
  let store = app.spaces.get(space);
  if (!store) {
    store =
      app.bucket && s3
        ? bucketSpace(app.bucket, s3.bucket, SPACES[space])
        : localStore(spaceDir(ctx, space), SPACES[space]);
    app.spaces.set(space, store);
  }
  return store;
}

/** Closes the app's stores (the bucket client's connections) when the app closes. */
export function closeFileStore(ctx: AppContext): void {
  void stores.get(ctx)?.bucket?.then(({ client }) => client.destroy());
  stores.delete(ctx);
}
