/**
 * The look's music as a file ffmpeg reads: a bundled track from the web app's /music/ folder (the files the guest
 * page plays), or the buyer's upload copied out of the file store (which may be a bucket) into the film's
 * scratch folder. A track or upload that cannot be found leaves the film silent rather than unmade.
 */
import { createWriteStream } from 'node:fs';
import { access } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { findTrack, type LookMusic } from '../../shared/look';
import type { AppContext } from '../context';
import { fileStore } from '../media';

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

/** Where a bundled track is: the built web app's copy, else the sources' (a server run from the checkout). */
async function bundledTrack(ctx: AppContext, track: string): Promise<string | null> {
  if (!findTrack(track)) return null;
  for (const folder of [join(ctx.config.webDist, 'music'), resolve('public/music')]) {
    const path = join(folder, `${track}.mp3`);
    if (await exists(path)) return path;
  }
  return null;
}

export async function musicFile(ctx: AppContext, music: LookMusic | null, scratch: string): Promise<string | null> {
  if (!music) return null;
  if (music.source === 'bundled') return bundledTrack(ctx, music.track);
  const opened = await fileStore(ctx).open(music.file);
  if (!opened) return null;
  const path = join(scratch, `music${extname(music.file)}`);
  await pipeline(opened.stream, createWriteStream(path));
  return path;
}
