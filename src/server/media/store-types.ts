/** What a file store is, whichever backend holds the bytes (see file-store.ts). */
import type { Readable } from 'node:stream';

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

export interface SpaceLayout {
  /** Key prefix in the bucket: the bucket may hold other things, and a space's listing never sees them. */
  prefix: string;
  /** Folder under UPLOADS_DIR: where files are kept locally, and staged before they go to the bucket. */
  folder: string;
  /** The names this space holds; anything else is never looked up, listed or deleted. */
  isName: (name: string) => boolean;
}
