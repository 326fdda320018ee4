/**
 * Where finished books are kept: UPLOADS_DIR/keepsakes/<32 hex>.pdf, beside the uploads every instance mounts,
 * with names of our own. The folder is outside the uploads table and the public download route (whose names
 * never contain a folder), so a book is only ever sent by this feature's private route; the uploads sweep reads
 * only the top of UPLOADS_DIR and leaves it alone.
 */
import { randomBytes } from 'node:crypto';
import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AppContext } from '../context';
import { uploadsDir } from '../media';

const BOOK_NAME = /^[a-f0-9]{32}\.pdf$/;

function booksDir(ctx: AppContext): string {
  return join(uploadsDir(ctx), 'keepsakes');
}

/** Writes a finished PDF under a new name (whole or not at all) and answers the name. */
export async function keepPdf(ctx: AppContext, pdf: Buffer): Promise<string> {
  const dir = booksDir(ctx);
  await mkdir(dir, { recursive: true });
  const name = `${randomBytes(16).toString('hex')}.pdf`;
  const part = join(dir, `${name}.part`);
  try {
    await writeFile(part, pdf, { flag: 'wx', mode: 0o640 });
    await rename(part, join(dir, name));
  } catch (error) {
    await rm(part, { force: true });
    throw error;
  }
  return name;
}

export async function dropPdf(ctx: AppContext, name: string | null): Promise<void> {
  if (name && BOOK_NAME.test(name)) await rm(join(booksDir(ctx), name), { force: true });
}

/** A kept PDF's stream and length, or null when its file is gone. */
export async function readPdf(ctx: AppContext, name: string): Promise<{ stream: ReadStream; bytes: number } | null> {
  if (!BOOK_NAME.test(name)) return null;
  const path = join(booksDir(ctx), name);
  const info = await stat(path).catch(() => null);
  if (!info?.isFile()) return null;
  return { stream: createReadStream(path), bytes: info.size };
}
