/**
 * Where finished books are kept: the file store's `keepsakes` space (media/file-store.ts), i.e. the bucket's
 * `keepsakes/` prefix with S3_BUCKET, else UPLOADS_DIR/keepsakes/, as `<32 hex>.pdf`, names of our own. Every
 * instance reads the same store, so a book printed by one downloads through any other. The space is apart from
 * the uploads table, the public download route (which takes only upload names) and the uploads sweep, so a book
 * is only ever sent by this feature's private route; keepsake/sweep.ts deletes books no row names.
 *
 * A PDF is written to a part file in the space's local folder and then kept (a rename locally, one upload to
 * the bucket, where an object appears whole or not at all); its row is written after that, so a row never names
 * an incomplete book.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AppContext } from '../context';
import { fileStore, isKeepsakeName, spaceDir, type OpenedFile } from '../media';

export const keepsakeStore = (ctx: AppContext) => fileStore(ctx, 'keepsakes');

/** Keeps a finished PDF under a new name (whole or not at all) and answers the name. */
export async function keepPdf(ctx: AppContext, pdf: Buffer): Promise<string> {
  const dir = spaceDir(ctx, 'keepsakes');
  await mkdir(dir, { recursive: true });
  const name = `${randomBytes(16).toString('hex')}.pdf`;
  const part = join(dir, `${name}.part`);
  try {
    await writeFile(part, pdf, { flag: 'wx', mode: 0o640 });
    await keepsakeStore(ctx).keep(part, name, 'application/pdf');
  } finally {
    // Gone already when kept; a failed write or upload leaves nothing behind.
    await rm(part, { force: true });
  }
  return name;
}

/** Deletes a kept book; a book already gone is no error. */
export async function dropPdf(ctx: AppContext, name: string | null): Promise<void> {
  if (name && isKeepsakeName(name)) await keepsakeStore(ctx).remove([name]);
}

/** A kept PDF's stream (read from the store as it is sent) and length, or null when it is gone. */
export async function readPdf(ctx: AppContext, name: string): Promise<OpenedFile | null> {
  if (!isKeepsakeName(name)) return null;
  return keepsakeStore(ctx).open(name);
}
