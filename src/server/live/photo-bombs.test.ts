/**
 * Pictures that claim enormous sizes are refused from their header, before any decoder sees them; real photos
 * are decoded in worker threads, so the server keeps answering meanwhile and its memory stays bounded.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { Worker } from 'node:worker_threads';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { guestPhotos } from '../db/schema';
import { pictureTooLargeMessage } from '../media';
import { codedPictureOf, heifGrid } from '../media/testing/heif-builder';
import { multipartBody } from '../media/testing/sample-files';
import { createTestApp, type TestApp } from '../testing/test-app';
import { PHOTOS_BUSY } from './guest-photos';
import {
  DEFAULT_PHOTO_POOL,
  PhotoPool,
  PhotoPoolBusy,
  PhotoTaskRefused,
  PhotoTaskTimedOut,
  sharedPhotoPool,
} from './photo-pool';
import { publishedSiteFor } from './testing/live-fixtures';

const MAX_PIXELS = 25_000_000;
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;
let t: TestApp;
let ip = 0;
/** The process's resident memory after a full collection, so garbage not yet collected does not count. */
function settledRss(): number {
  collectGarbage();
  return process.memoryUsage().rss;
}
const fixture = (name: string) => readFileSync(join(import.meta.dirname, 'testing', name));

beforeAll(async () => {
  t = await createTestApp({
    env: { LIVE_PHOTOS_PER_SITE_PER_HOUR: '500', LIVE_PHOTOS_PER_CLIENT_PER_HOUR: '500', IMAGE_QUEUE: '2' },
  });
  await publishedSiteFor(t, 'photo-wedding', { pack: 'premium' });
});
afterAll(() => t.close());

const pool = () => sharedPhotoPool({ workers: t.config.images.workers, maxQueued: t.config.images.maxQueued });

function upload(data: Buffer, filename = 'IMG_0001.HEIC') {
  const body = multipartBody([
    { field: 'name', data: 'Meera' },
    { field: 'file', filename, contentType: 'image/heic', data },
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/rest/api/public/live/photo-wedding/photos',
    payload: body.payload,
    headers: body.headers,
    remoteAddress: `10.9.0.${++ip % 250}`,
  });
}

/** The repository's 64 x 48 HEIC with its `ispe` box claiming another size: a 885-byte "8000 x 8000 photo". */
function heicClaiming(width: number, height: number): Buffer {
  const heic = Buffer.from(fixture('sample.heic'));
  const ispe = heic.indexOf('ispe');
  heic.writeUInt32BE(width, ispe + 8);
  heic.writeUInt32BE(height, ispe + 12);
  return heic;
}

const storedFiles = () => {
  try {
    return readdirSync(join(t.dataDir, 'uploads')).length;
  } catch {
    return 0;
  }
};

describe('pictures over the pixel cap', () => {
  it('refuses an 8000 x 8000 HEIC from its header, before any decoding, and stores nothing', async () => {
    const tasksBefore = pool().stats.tasks;
    const filesBefore = storedFiles();
    const response = await upload(heicClaiming(8000, 8000));
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(pictureTooLargeMessage(MAX_PIXELS));
    expect(response.json().message).toContain('at most 25 megapixels');
    expect(pool().stats.tasks).toBe(tasksBefore);
    expect(storedFiles()).toBe(filesBefore);
    expect(await t.app.ctx.db.select().from(guestPhotos)).toHaveLength(0);
  });

  it('refuses a PNG whose header is over the cap the same way', async () => {
    const tasksBefore = pool().stats.tasks;
    const png = await sharp({ create: { width: 6000, height: 4500, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 1 })
      .toBuffer();
    const response = await upload(png, 'big.png');
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(pictureTooLargeMessage(MAX_PIXELS));
    expect(pool().stats.tasks).toBe(tasksBefore);
  });

  it('refuses a HEIC whose header cannot be read as unreadable, without decoding', async () => {
    const tasksBefore = pool().stats.tasks;
    const cut = fixture('sample.heic').subarray(0, 0x60);
    expect((await upload(cut)).statusCode).toBe(415);
    expect(pool().stats.tasks).toBe(tasksBefore);
  });
});

describe('HEIC grids', () => {
  // Tiles are the repository's real coded pictures, so a grid that got past the header would be decoded.
  const tile3000 = () => codedPictureOf(fixture('photo-3000x2000.heic'));

  it('refuses a 4 kB grid of 7 x 7 tiles decoding into 21000 x 14000, whose ispe boxes say 3000 x 2000', async () => {
    const tasksBefore = pool().stats.tasks;
    const filesBefore = storedFiles();
    const bomb = heifGrid({
      tile: tile3000(),
      rows: 7,
      columns: 7,
      output: { width: 21000, height: 14000 },
      gridIspe: { width: 3000, height: 2000 },
    });
    expect(bomb.length).toBeLessThan(5000);
    const response = await upload(bomb);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(pictureTooLargeMessage(MAX_PIXELS));
    expect(pool().stats.tasks).toBe(tasksBefore);
    expect(storedFiles()).toBe(filesBefore);
  });

  it('refuses as unreadable, without decoding, a grid whose output is not what its tiles make', async () => {
    const tasksBefore = pool().stats.tasks;
    // 2 x 2 tiles of 3000 x 2000 for a 3000 x 4000 picture: a whole column of tiles to spare (12 megapixels).
    const grid = heifGrid({ tile: tile3000(), rows: 2, columns: 2, output: { width: 3000, height: 4000 } });
    expect((await upload(grid)).statusCode).toBe(415);
    expect(pool().stats.tasks).toBe(tasksBefore);
  });

  it('decodes a truthful grid: 2 x 3 tiles of 64 x 48 cropped to 180 x 90', async () => {
    const grid = heifGrid({
      tile: codedPictureOf(fixture('sample.heic')),
      rows: 2,
      columns: 3,
      output: { width: 180, height: 90 },
    });
    const response = await upload(grid);
    expect(response.statusCode, response.body).toBe(200);
    const row = (await t.app.ctx.db.select().from(guestPhotos)).at(-1)!;
    expect(await sharp(join(t.dataDir, 'uploads', row.fileName)).metadata()).toMatchObject({ width: 180, height: 90 });
  });
});

describe('photos under the cap', () => {
  it('decodes a 24-megapixel HEIC in a worker while the server keeps answering', async () => {
    const loopDelay = monitorEventLoopDelay({ resolution: 5 });
    loopDelay.enable();
    const processing = upload(fixture('photo-5600x4200.heic'));
    let done = false;
    void processing.finally(() => (done = true));
    const healthTimes: number[] = [];
    for (let i = 0; !done; i++) {
      const started = performance.now();
      const health = await t.app.inject({
        method: 'GET',
        url: '/rest/api/health/live',
        remoteAddress: `10.8.${i >> 8}.${i & 255}`,
      });
      expect(health.statusCode).toBe(200);
      healthTimes.push(performance.now() - started);
      await new Promise((resolve) => setImmediate(resolve));
    }
    loopDelay.disable();
    const response = await processing;
    expect(response.statusCode, response.body).toBe(200);
    const rows = await t.app.ctx.db.select().from(guestPhotos);
    const row = rows.at(-1)!;
    // The stored original fits in 4096 x 4096.
    expect(await sharp(join(t.dataDir, 'uploads', row.fileName)).metadata()).toMatchObject({
      width: 4096,
      height: 3072,
    });
    // Decoding it takes about 0.6 s of one core (1.1 s for the first, which compiles the decoder; more on a
    // busy machine), all of it outside the event loop: health kept answering, and no turn of the loop took
    // that long (the bound leaves room for a machine shared with other work).
    expect(healthTimes.length).toBeGreaterThan(10);
    expect(Math.max(...healthTimes)).toBeLessThan(400);
    expect(loopDelay.max / 1e6).toBeLessThan(400);
    // The thread that decoded 24 megapixels was ended, giving its decoder's memory back.
    expect(pool().pending).toBe(0);
    expect(pool().stats.threadsEnded).toBe(pool().stats.threadsStarted);
  });

  it('keeps the memory bounded over 20 uploads of a 6-megapixel HEIC', async () => {
    const heic = fixture('photo-3000x2000.heic');
    expect((await upload(heic)).statusCode).toBe(200);
    const before = settledRss();
    const endedBefore = pool().stats.threadsEnded;
    const rss: number[] = [];
    for (let i = 0; i < 20; i++) {
      expect((await upload(heic)).statusCode).toBe(200);
      rss.push(settledRss());
    }
    // Each decode takes ~100 MB in its thread; a thread is ended after each such photo, so what the process
    // keeps levels off (the allocator keeps some arenas of ended threads) instead of growing per photo. The
    // allocator gives memory back in steps, not after each photo, so the second ten uploads are compared with the
    // first ten by their highest figure: a thread or a decoded picture kept per photo would add 24 MB or more
    // each time, hundreds of megabytes over ten.
    expect(pool().stats.threadsEnded - endedBefore).toBe(20);
    const MB = 1024 * 1024;
    expect(Math.max(...rss) - before).toBeLessThan(250 * MB);
    expect(Math.max(...rss.slice(10)) - Math.max(...rss.slice(0, 10))).toBeLessThan(60 * MB);
  }, 120_000);

  it('answers 429 with Retry-After when the queue is full, and stores nothing for it', async () => {
    const heic = fixture('photo-3000x2000.heic');
    // One decoding thread and two waiting: of five at once, at least one is refused at once.
    const answers = await Promise.all(Array.from({ length: 5 }, () => upload(heic)));
    const refused = answers.filter((answer) => answer.statusCode === 429);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused[0]!.json().message).toBe(PHOTOS_BUSY);
    expect(refused[0]!.headers['retry-after']).toBe('5');
    expect(answers.filter((answer) => answer.statusCode === 200).length).toBe(5 - refused.length);
  });
});

describe('PhotoPool', () => {
  const task = () => ({
    bytes: fixture('photo-3000x2000.heic'),
    heic: true,
    maxPixels: MAX_PIXELS,
    maxSide: 4096,
    variantWidths: [480],
  });

  it('ends a thread whose photo overran its time and refuses the photo', async () => {
    const slow = new PhotoPool({
      workers: 1,
      maxQueued: 1,
      taskTimeoutMs: 5,
      recycleAbovePixels: 1e9,
      recycleAfterTasks: 100,
      idleMs: 1000,
    });
    await expect(slow.run(task())).rejects.toBeInstanceOf(PhotoTaskTimedOut);
    expect(slow.stats).toMatchObject({ threadsStarted: 1, threadsEnded: 1 });
    await slow.close();
  });

  it('refuses a photo whose thread died on it as unreadable, and starts a new thread for the next', async () => {
    const pool = new PhotoPool({ ...DEFAULT_PHOTO_POOL, recycleAbovePixels: 1e9 });
    const dying = pool.run(task());
    // What a decoder crash or the thread's heap limit looks like from outside: the thread ends mid-photo.
    const thread = (pool as unknown as { slots: { worker: Worker | null }[] }).slots[0]!.worker!;
    await thread.terminate();
    await expect(dying).rejects.toBeInstanceOf(PhotoTaskRefused);
    await expect(dying).rejects.toMatchObject({ reason: 'unreadable' });
    await expect(pool.run(task())).resolves.toMatchObject({ width: 3000, height: 2000 });
    expect(pool.stats.threadsStarted).toBe(2);
    await pool.close();
  });

  it('refuses beyond its queue without starting the work', async () => {
    const small = new PhotoPool({
      workers: 1,
      maxQueued: 1,
      taskTimeoutMs: 30_000,
      recycleAbovePixels: 1e9,
      recycleAfterTasks: 100,
      idleMs: 1000,
    });
    const first = small.run(task());
    const second = small.run(task());
    await expect(small.run(task())).rejects.toBeInstanceOf(PhotoPoolBusy);
    await expect(Promise.all([first, second])).resolves.toHaveLength(2);
    expect(small.stats.tasks).toBe(2);
    // Under its recycling thresholds the thread is kept for the next photo.
    expect(small.stats.threadsStarted).toBe(1);
    await small.close();
  });

  it('refuses as busy a photo that waited in line as long as a decode may take, instead of decoding it late', async () => {
    const pool = new PhotoPool({
      workers: 1,
      maxQueued: 2,
      taskTimeoutMs: 30_000,
      recycleAbovePixels: 1e9,
      recycleAfterTasks: 100,
      idleMs: 1000,
    });
    const first = pool.run(task());
    const waiting = pool.run(task());
    // The line's clock moves on past a decode's whole allowance while the first photo is still being decoded.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 31_000 });
    try {
      await expect(first).resolves.toMatchObject({ width: 3000, height: 2000 });
      await expect(waiting).rejects.toBeInstanceOf(PhotoPoolBusy);
      expect(pool.stats.tasks).toBe(1);
    } finally {
      vi.useRealTimers();
      await pool.close();
    }
  });
});
