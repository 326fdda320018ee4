/**
 * Encodes a film from its stills with ffmpeg: each still moves gently (zoompan, in then out), the next one fades in
 * over it (an overlay fading in: this ffmpeg predates xfade), the last fades to the look's background; the sound is
 * the look's music looped and faded, or silence. H.264 (yuv420p, +faststart, as phones and WhatsApp play it) and AAC,
 * with a bitrate cap so 20 s stay near 5 MB and never reach WhatsApp's 16 MB.
 *
 * ffmpeg is the registry package @ffmpeg-installer/ffmpeg (its binary ships inside the package); without it, the
 * system's `ffmpeg` on the PATH. It runs niced so the server's own requests keep their core while a film encodes.
 */
import { spawn } from 'node:child_process';
import { constants } from 'node:fs';
import { access } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { setPriority } from 'node:os';

/** The film's length and its crossfades, in seconds, and its frame rate. */
export const FILM_SECONDS = 20;
export const FADE_SECONDS = 1;
export const FILM_FPS = 25;

export class EncodeFailed extends Error {}

let binary: string | undefined;
/** The ffmpeg to run: the package's binary, else the system's. */
export function ffmpegPath(): string {
  if (binary) return binary;
  try {
    binary = (createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string }).path;
  } catch {
    binary = 'ffmpeg';
  }
  return binary;
}

export interface FilmEncoding {
  /** The stills' PNG files, in order, each exactly `size`. */
  stills: string[];
  size: { width: number; height: number };
  /** An audio file ffmpeg reads (the look's music), or null for a silent track. */
  audio: string | null;
  /** #rrggbb the film fades out to. */
  background: string;
  output: string;
  timeoutMs: number;
  signal?: AbortSignal;
  /** 0-1 as the encoded time advances. */
  onProgress?: (share: number) => void;
}

/** How long each still is on screen so that the whole, crossfades overlapping, is FILM_SECONDS. */
export function secondsPerStill(stills: number): number {
  return (FILM_SECONDS + (stills - 1) * FADE_SECONDS) / stills;
}

/** ffmpeg's arguments (a pure function, so its filter graph is readable and tested by the film it makes). */
export function ffmpegArguments(job: FilmEncoding): string[] {
  const { width, height } = job.size;
  const n = job.stills.length;
  const still = secondsPerStill(n);
  const frames = Math.round(still * FILM_FPS);
  const colour = /^#[0-9a-f]{6}$/i.test(job.background) ? `0x${job.background.slice(1)}` : 'black';
  const inputs = job.stills.flatMap((file) => ['-i', file]);
  const audioInput = job.audio
    ? ['-stream_loop', '-1', '-i', job.audio]
    : ['-f', 'lavfi', '-t', String(FILM_SECONDS), '-i', 'anullsrc=r=44100:cl=stereo'];
  const graph: string[] = [`color=c=${colour}:s=${width}x${height}:r=${FILM_FPS}:d=${FILM_SECONDS}[base0]`];
  job.stills.forEach((_, i) => {
    // Twice the size first, so the slow zoom moves by half pixels instead of jumping whole ones.
    const zoom = i % 2 === 0 ? `1+0.06*on/${frames}` : `1.06-0.06*on/${frames}`;
    const fadeIn = i > 0 ? `,fade=t=in:st=0:d=${FADE_SECONDS}:alpha=1` : '';
    const fadeOut = i === n - 1 ? `,fade=t=out:st=${still - FADE_SECONDS}:d=${FADE_SECONDS}:alpha=1` : '';
    const start = (i * (still - FADE_SECONDS)).toFixed(3);
    graph.push(
      `[${i}:v]scale=${width * 2}:${height * 2}:flags=lanczos,` +
        `zoompan=z='${zoom}':x='iw/2-(iw/zoom/2)':y='ih/2-(ih/zoom/2)':d=${frames}:s=${width}x${height}:fps=${FILM_FPS},` +
        `format=yuva420p${fadeIn}${fadeOut},setpts=PTS-STARTPTS+${start}/TB[s${i}]`,
    );
    graph.push(`[base${i}][s${i}]overlay=eof_action=pass[base${i + 1}]`);
  });
  graph.push(`[base${n}]format=yuv420p[v]`);
  graph.push(
    `[${n}:a]aformat=sample_rates=44100:channel_layouts=stereo,afade=t=in:d=1,` +
      `afade=t=out:st=${FILM_SECONDS - 2}:d=2[a]`,
  );
  return [
    '-hide_banner',
    '-nostdin',
    '-loglevel',
    'error',
    ...inputs,
    ...audioInput,
    '-filter_complex',
    graph.join(';'),
    '-map',
    '[v]',
    '-map',
    '[a]',
    '-t',
    String(FILM_SECONDS),
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-crf',
    '23',
    '-maxrate',
    '2000k',
    '-bufsize',
    '4000k',
    '-pix_fmt',
    'yuv420p',
    '-r',
    String(FILM_FPS),
    '-c:a',
    'aac',
    '-b:a',
    '128k',
    '-movflags',
    '+faststart',
    '-threads',
    '2',
    '-progress',
    'pipe:1',
    '-f',
    'mp4',
    '-y',
    job.output,
  ];
}

/** Runs ffmpeg; settles when the film is written, fails on ffmpeg's error, the time limit or the signal. */
export function encodeFilm(job: FilmEncoding): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpegPath(), ffmpegArguments(job), { stdio: ['ignore', 'pipe', 'pipe'] });
    try {
      if (child.pid) setPriority(child.pid, 10);
    } catch {
      // Left at the server's priority where the system refuses; the film is made all the same.
    }
    let errors = '';
    let settled = false;
    const finish = (error?: Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      job.signal?.removeEventListener('abort', onAbort);
      if (error) {
        child.kill('SIGKILL');
        reject(error);
      } else resolve();
    };
    const timer = setTimeout(
      () => finish(new EncodeFailed(`the encoding took longer than ${job.timeoutMs} ms`)),
      job.timeoutMs,
    );
    const onAbort = () => finish(new EncodeFailed('the server is closing'));
    if (job.signal?.aborted) onAbort();
    else job.signal?.addEventListener('abort', onAbort, { once: true });
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      // `-progress` writes key=value lines; out_time_ms is in microseconds despite its name.
      for (const match of chunk.matchAll(/out_time_ms=(\d+)/g)) {
        job.onProgress?.(Math.min(1, Number(match[1]) / 1e6 / FILM_SECONDS));
      }
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      if (errors.length < 4000) errors += chunk;
    });
    child.on('error', (error) => finish(new EncodeFailed(`ffmpeg could not run: ${error.message}`)));
    child.on('close', (code) =>
      code === 0 ? finish() : finish(new EncodeFailed(`ffmpeg ended with ${code}: ${errors.trim().slice(-600)}`)),
    );
  });
}

/** Whether ffmpeg can be run here (the package's binary, else one on the PATH). */
export async function encoderAvailable(): Promise<boolean> {
  const path = ffmpegPath();
  const folders = path.includes('/') ? [''] : (process.env.PATH ?? '').split(':').filter(Boolean);
  for (const folder of folders) {
    const candidate = folder ? `${folder}/${path}` : path;
    if (
      await access(candidate, constants.X_OK).then(
        () => true,
        () => false,
      )
    )
      return true;
  }
  return false;
}
