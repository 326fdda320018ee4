/**
 * Films are made by the job engine's `invitation-film` queue, one at a time per instance: Chromium draws the
 * stills (a few screenshots of one page, not a frame each), then ffmpeg moves across them and encodes, niced. As
 * a card, the kept file is the truth and its name comes from what it shows, so a try finds a film kept already and
 * does nothing, and a try cut off (a crash, a restart) is run again by the engine and makes the same file.
 */
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context';
import { liveSites } from '../db/schema';
import type { JobContext, JobQueue } from '../jobs';
import { inChromium } from '../keepsake';
import { cardKept, keepPart, partFileFor, replaceInSlot, slotOf } from './card-files';
import { filmFileName } from './card-names';
import { encodeFilm } from './film-encode';
import { musicFile } from './film-music';
import { filmSource, type FilmAsk, type FilmSource } from './film-source';

export const FILM_QUEUE = 'invitation-film';

export interface FilmOrder extends FilmAsk {
  liveId: string;
  /** The film's id when it was asked for. */
  id: string;
}

export const FILM_CHANGED = 'The invitation changed while its film was being made. Please make the film again.';

/** WhatsApp's limit for a video; a film over it is not kept (the bitrate cap keeps 20 s near 5 MB). */
export const FILM_MOST_BYTES = 16 * 1024 * 1024;

/** ffmpeg's own limit, beside Chromium's drawing limit (KEEPSAKE_RENDER_TIMEOUT_S). */
export const ENCODE_TIMEOUT_MS = 180_000;

/** Time for the document, the music and keeping the file, beside drawing and encoding. */
const BESIDE_MAKING_SECONDS = 30;

export function filmQueue(ctx: AppContext): JobQueue<FilmOrder> {
  return {
    name: FILM_QUEUE,
    retryLimit: 1,
    retryDelaySeconds: 2,
    retryBackoff: false,
    expireInSeconds:
      Math.ceil((ctx.config.keepsake.renderTimeoutMs + ENCODE_TIMEOUT_MS) / 1000) + BESIDE_MAKING_SECONDS,
    heartbeatSeconds: 10,
    concurrency: 1,
  };
}

/** Draws each scene of the film's document as a PNG in `dir`, in order; progress 0-1 as they are drawn. */
export async function drawStills(
  ctx: AppContext,
  source: FilmSource,
  dir: string,
  signal?: AbortSignal,
  onProgress?: (share: number) => void,
): Promise<string[]> {
  const { width, height } = source.size;
  return inChromium(
    {
      html: source.html,
      files: source.files,
      viewport: { width, height: height * source.scenes },
      chromiumPath: ctx.config.keepsake.chromiumPath,
      timeoutMs: ctx.config.keepsake.renderTimeoutMs,
      ...(signal ? { signal } : {}),
      ...(onProgress ? { onProgress: (share: number) => onProgress(share * 0.5) } : {}),
    },
    async (page) => {
      const stills: string[] = [];
      for (let scene = 0; scene < source.scenes; scene += 1) {
        const clip = { x: 0, y: scene * height, width, height };
        const png = await page.screenshot({ type: 'png', clip, animations: 'disabled' });
        const file = join(dir, `scene-${scene}.png`);
        await writeFile(file, png);
        stills.push(file);
        onProgress?.(0.5 + (0.5 * (scene + 1)) / source.scenes);
      }
      return stills;
    },
  );
}

export function filmMaker(ctx: AppContext, log: FastifyBaseLogger) {
  return async function makeFilm(job: JobContext<FilmOrder>): Promise<void> {
    const { liveId, id, ...ask } = job.data;
    const fileName = filmFileName(liveId, id);
    const slot = slotOf({ ...ask, kind: 'film' });
    // Kept by a try cut off before its slot was noted: the slot is brought up to date, nothing made again.
    if (await cardKept(ctx, fileName)) return replaceInSlot(ctx, liveId, slot, fileName);
    const [site] = await ctx.db.select().from(liveSites).where(eq(liveSites.id, liveId)).limit(1);
    if (!site) return; // the site went
    await job.progress(0.02);
    const source = await filmSource(ctx, site, ask);
    if (source.id !== id) throw new Error(FILM_CHANGED);
    const report = (share: number) => void job.progress(share).catch(() => undefined);
    const scratch = await mkdtemp(join(tmpdir(), 'utsav-film-'));
    const started = Date.now();
    try {
      // Progress: the stills to 30 %, the encoding to 95 %, keeping the file the rest.
      const stills = await drawStills(ctx, source, scratch, job.signal, (share) => report(0.05 + 0.25 * share));
      const audio = await musicFile(ctx, source.music, scratch);
      const part = await partFileFor(ctx, fileName);
      try {
        await encodeFilm({
          stills,
          size: source.size,
          audio,
          background: source.background,
          output: part,
          timeoutMs: ENCODE_TIMEOUT_MS,
          ...(job.signal ? { signal: job.signal } : {}),
          onProgress: (share) => report(0.3 + 0.65 * share),
        });
        const { size } = await stat(part);
        if (size > FILM_MOST_BYTES) throw new Error(`the film came out at ${size} bytes, over WhatsApp's limit`);
        // The file first, then the slot: the slot (what the guest page links) never names a film not kept, and
        // the film it replaces goes only once the new one is there.
        await keepPart(ctx, part, fileName, 'video/mp4');
        await replaceInSlot(ctx, liveId, slot, fileName);
      } finally {
        await rm(part, { force: true });
      }
      log.info({ liveId, film: id, ms: Date.now() - started, music: audio !== null }, 'cards: made a film');
    } finally {
      await rm(scratch, { recursive: true, force: true });
    }
  };
}
