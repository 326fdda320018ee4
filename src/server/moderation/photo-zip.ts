import { createReadStream } from 'node:fs';
import { extname } from 'node:path';
import { ZipArchive } from 'archiver';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context';
import { uploadPath } from '../media';

/**
 * A zip of guest photos' originals, written while it is sent: each file is read from disk as the archive
 * reaches it, so memory stays flat however many photos are chosen. Photos are already compressed, so they are
 * stored, not deflated again.
 */
export function photoZip(
  ctx: AppContext,
  log: FastifyBaseLogger,
  photos: { id: number; fileName: string }[],
): ZipArchive {
  const archive = new ZipArchive({ store: true });
  for (const photo of photos) {
    const path = uploadPath(ctx, photo.fileName);
    if (!path) continue;
    archive.append(createReadStream(path), { name: `image_${photo.id}${extname(photo.fileName) || '.jpg'}` });
  }
  // A file that cannot be read ends the stream; the reply is already under way, so it is only logged.
  archive.finalize().catch((error: unknown) => log.error({ err: error }, 'photo zip failed'));
  return archive;
}
