/**
 * Invitation films end to end on the app's routes and job engine, with Debian's Chromium and the packaged ffmpeg:
 * the film read back with ffprobe is a 15-30 s portrait H.264 + AAC MP4 under WhatsApp's 16 MB with the look's
 * music in it, its stills move (two frames differ), and a replaced card or film leaves no old file behind.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MediaStatus } from '../../shared/api/cards';
import { liveSites } from '../db/schema';
import { hostSite, type HostSite } from '../guests/testing/fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';
import { currentInSlot, keepCard, slotOf } from './card-files';
import { cardMaker } from './card-job';
import { cardFileName } from './card-names';
import { cardSource } from './card-source';
import { ffmpegPath } from './film-encode';

const run = promisify(execFile);
const ffprobe = (createRequire(import.meta.url)('@ffprobe-installer/ffprobe') as { path: string }).path;

let t: TestApp;
let site: HostSite;
let scratch: string | undefined;

const api = (path = '') => `/rest/api/private/live/${site.liveId}/media${path}`;
const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { authorization: site.owner.authorization }, ...(payload ? { payload } : {}) });

/** Asks for a card or film, watches it as the host's page does until it is done, and downloads it. */
async function made(body: object): Promise<{ id: string; bytes: Buffer; type: string; seen: number[] }> {
  const started = await call('POST', api(), body);
  expect(started.statusCode, started.body).toBe(202);
  const { id } = started.json() as { id: string };
  const seen: number[] = [];
  let status: MediaStatus;
  for (;;) {
    status = (await call('GET', api(`/${id}`))).json() as MediaStatus;
    seen.push(status.progress);
    if (status.state === 'done' || status.state === 'failed') break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  expect(status.state, status.message ?? '').toBe('done');
  expect(seen).toEqual([...seen].sort((a, b) => a - b));
  const file = await call('GET', status.url!);
  expect(file.statusCode).toBe(200);
  return { id, bytes: file.rawPayload, type: String(file.headers['content-type']), seen };
}

beforeAll(async () => {
  t = await createTestApp();
  site = await hostSite(t, { look: { music: { source: 'bundled', track: 'sitar-breeze' } } });
  scratch = await mkdtemp(join(tmpdir(), 'film-test-'));
  // A busy two-core machine takes long to start an app with its migrations.
}, 180_000);
afterAll(async () => {
  if (scratch) await rm(scratch, { recursive: true, force: true });
  await t?.close();
});

describe('invitation films', () => {
  it('makes a 20 s portrait H.264 + AAC film with the look music, under 16 MB, whose frames move', async () => {
    const body = { kind: 'film', eventKey: 'schedule-2', lang: 'hi' };
    const { id, bytes, type, seen } = await made(body);
    expect(type).toBe('video/mp4');
    // The host watched it being made: some answer between queued and done.
    expect(seen.some((progress) => progress > 0 && progress < 100)).toBe(true);
    const film = join(scratch!, 'film.mp4');
    await writeFile(film, bytes);
    if (process.env.FILM_SHOTS) await writeFile(join(process.env.FILM_SHOTS, 'film.mp4'), bytes);

    const { stdout } = await run(ffprobe, ['-v', 'error', '-show_format', '-show_streams', '-of', 'json', film]);
    const probe = JSON.parse(stdout) as {
      format: { duration: string; size: string; format_name: string };
      streams: { codec_type: string; codec_name: string; width?: number; height?: number; pix_fmt?: string }[];
    };
    const duration = Number(probe.format.duration);
    expect(duration).toBeGreaterThanOrEqual(15);
    expect(duration).toBeLessThanOrEqual(30);
    expect(Number(probe.format.size)).toBeLessThanOrEqual(16 * 1024 * 1024);
    expect(bytes.length).toBeLessThanOrEqual(6 * 1024 * 1024);
    const video = probe.streams.find((stream) => stream.codec_type === 'video');
    const audio = probe.streams.find((stream) => stream.codec_type === 'audio');
    expect(video).toMatchObject({ codec_name: 'h264', width: 720, height: 1280, pix_fmt: 'yuv420p' });
    expect(audio).toMatchObject({ codec_name: 'aac' });
    // +faststart: the index (moov) comes before the pictures (mdat), so a phone plays while it downloads.
    expect(bytes.indexOf('moov')).toBeLessThan(bytes.indexOf('mdat'));

    // The sound track is the look's music, not silence.
    const volume = await run(ffmpegPath(), ['-hide_banner', '-i', film, '-af', 'volumedetect', '-f', 'null', '-']);
    const mean = Number(/mean_volume: (-?[\d.]+) dB/.exec(volume.stderr)?.[1]);
    expect(mean).toBeGreaterThan(-50);

    // Two moments of the film are different pictures (the stills move and change).
    const frames: Buffer[] = [];
    for (const at of ['2', '12']) {
      const frame = join(scratch!, `frame-${at}.png`);
      await run(ffmpegPath(), ['-v', 'error', '-ss', at, '-i', film, '-frames:v', '1', '-y', frame]);
      frames.push(await readFile(frame));
    }
    expect(frames[0]!.length).toBeGreaterThan(1000);
    expect(frames[0]!.equals(frames[1]!)).toBe(false);

    // Asked again, the same film is done at once.
    expect((await call('POST', api(), body)).json()).toEqual({ id });
    expect((await call('GET', api(`/${id}`))).json()).toMatchObject({ state: 'done', progress: 100 });
  }, 600_000);

  it('removes the old card when a changed invitation replaces it', async () => {
    const body = { kind: 'card', eventKey: 'schedule-1', lang: 'en' };
    const first = await made(body);
    await t.app.ctx.db
      .update(liveSites)
      .set({ slug: `${site.slug}-moved` })
      .where(eq(liveSites.id, site.liveId));
    try {
      const second = await made(body);
      expect(second.id).not.toBe(first.id);
      expect((await call('GET', api(`/${first.id}/file`))).statusCode).toBe(404);
      expect((await call('GET', api(`/${second.id}/file`))).statusCode).toBe(200);
    } finally {
      await t.app.ctx.db.update(liveSites).set({ slug: site.slug }).where(eq(liveSites.id, site.liveId));
    }
  }, 120_000);

  it('finishes a try cut off after keeping its card: asked again, the slot names it and the earlier card goes', async () => {
    const body = { kind: 'card' as const, eventKey: 'schedule-2', lang: 'en' as const };
    const first = await made(body);
    await t.app.ctx.db
      .update(liveSites)
      .set({ slug: `${site.slug}-cut` })
      .where(eq(liveSites.id, site.liveId));
    try {
      // The changed invitation's card, kept by a try that was killed before it noted its slot.
      const ctx = t.app.ctx;
      const [row] = await ctx.db.select().from(liveSites).where(eq(liveSites.id, site.liveId));
      const source = await cardSource(ctx, row!, body);
      const png = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.from('a kept card')]);
      await keepCard(ctx, cardFileName(site.liveId, source.id), png);
      expect(await currentInSlot(ctx, site.liveId, slotOf(body))).toBe(cardFileName(site.liveId, first.id));

      expect((await call('POST', api(), body)).json()).toEqual({ id: source.id });
      expect(await currentInSlot(ctx, site.liveId, slotOf(body))).toBe(cardFileName(site.liveId, source.id));
      expect((await call('GET', api(`/${first.id}/file`))).statusCode).toBe(404);
      expect((await call('GET', api(`/${source.id}/file`))).rawPayload.equals(png)).toBe(true);

      // The job's own retry does the same: a story kept before the try was killed is noted, not drawn again.
      const story = { ...body, kind: 'story' as const };
      const storySource = await cardSource(ctx, row!, story);
      const storyName = cardFileName(site.liveId, storySource.id);
      await keepCard(ctx, storyName, png);
      const retry = { id: 'retry', data: { ...story, liveId: site.liveId, id: storySource.id }, retryCount: 1 };
      const makeCard = cardMaker(ctx, t.app.log);
      await makeCard({ ...retry, signal: new AbortController().signal, progress: () => Promise.resolve() });
      expect(await currentInSlot(ctx, site.liveId, slotOf(story))).toBe(storyName);
    } finally {
      await t.app.ctx.db.update(liveSites).set({ slug: site.slug }).where(eq(liveSites.id, site.liveId));
    }
  }, 120_000);
});
