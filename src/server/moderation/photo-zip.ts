import { extname } from 'node:path';
import { Readable } from 'node:stream';
import type { ZipArchive } from 'archiver';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context';
import { isStoredName, openUpload } from '../media';

/**
 * A zip of guest photos' originals, written while it is sent: each file is opened (on disk or in the bucket)
 * only when the archive reaches it and streamed through, so memory and open connections stay flat however
 * many photos are chosen. Photos are already compressed, so they are
 * stored, not deflated again.
 */
export async function photoZip(
  ctx: AppContext,
  log: FastifyBaseLogger,
  photos: { id: number; fileName: string }[],
): Promise<ZipArchive> {
  // Loaded on first use: archiver and its dependencies are a tenth of a second of every start otherwise.
  const { ZipArchive } = await import('archiver');
  const archive = new ZipArchive({ store: true });
  for (const photo of photos) {
    if (!isStoredName(photo.fileName)) continue;
    archive.append(Readable.from(openWhenRead(ctx, photo.fileName)), {
      name: `image_${photo.id}${extname(photo.fileName) || '.jpg'}`,
    });
  }
  // A file that cannot be read ends the stream; the reply is already under way, so it is only logged.
  archive.finalize().catch((error: unknown) => log.error({ err: error }, 'photo zip failed'));
  return archive;
}

/** The file's bytes, opened on the first read (a generator does not start until it is pulled). */
async function* openWhenRead(ctx: AppContext, fileName: string): AsyncGenerator<Buffer> {
  const body = await openUpload(ctx, fileName);
  if (!body) throw new Error(`stored file ${fileName} is missing`);
  yield* body as AsyncIterable<Buffer>;
}
