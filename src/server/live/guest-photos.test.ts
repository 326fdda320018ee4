import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { featureLockedMessage } from '../../shared/packs';
import { guestPhotos, uploads } from '../db/schema';
import { multipartBody, SAMPLE_FILES, type MultipartPart } from '../media/testing/sample-files';
import { createTestApp, type TestApp } from '../testing/test-app';
import { PHOTO_RECEIVED, PHOTO_UNREADABLE, PHOTOS_SITE_BUSY } from './guest-photos';
import { PHOTO_TOO_LARGE } from './guest-routes';
import { GUEST_PHOTO_MAX_BYTES } from './photo-processing';
import { publishedSiteFor } from './testing/live-fixtures';

let t: TestApp;
let ip = 0;

beforeAll(async () => {
  // Each address may use the whole site budget here: the per-address share is tested in site-shares.test.ts.
  t = await createTestApp({
    env: { LIVE_PHOTOS_PER_SITE_PER_HOUR: '6', LIVE_PHOTOS_PER_CLIENT_PER_HOUR: '4', LIVE_CLIENT_SHARE_PERCENT: '100' },
  });
  await publishedSiteFor(t, 'premium-wedding', { pack: 'premium' });
  await publishedSiteFor(t, 'basic-wedding', { pack: 'basic' });
  await publishedSiteFor(t, 'busy-wedding', { pack: 'luxury' });
});
afterAll(() => t.close());

function upload(slug: string, parts: MultipartPart[], remoteAddress = `10.2.0.${++ip}`) {
  const body = multipartBody(parts);
  return t.app.inject({
    method: 'POST',
    url: `/rest/api/public/live/${slug}/photos`,
    payload: body.payload,
    headers: body.headers,
    remoteAddress,
  });
}
const photoParts = (data: Buffer, name = 'Kavya', filename = 'IMG_0042.JPG'): MultipartPart[] => [
  { field: 'name', data: name },
  { field: 'file', filename, contentType: 'image/jpeg', data },
];
const uploadsDir = () => join(t.dataDir, 'uploads');
const storedFiles = () => {
  try {
    return readdirSync(uploadsDir()).length;
  } catch {
    return 0;
  }
};
const photoRows = () => t.app.ctx.db.select().from(guestPhotos);

/** A phone photo: 3000x2000 pixels taken sideways (EXIF orientation 6) with the camera and GPS position in EXIF. */
async function phonePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#c04060' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'SecretPhoneMaker', Model: 'X1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '12/1 58/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '77/1 35/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

describe('POST /rest/api/public/live/{slug}/photos', () => {
  it('re-encodes the photo upright without its EXIF and GPS, with WebP copies, hidden until approved', async () => {
    const original = await phonePhoto();
    expect((await sharp(original).metadata()).exif?.toString('latin1')).toContain('SecretPhoneMaker');
    const response = await upload('premium-wedding', photoParts(original));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ responce: PHOTO_RECEIVED });

    const [row] = await photoRows();
    expect(row).toMatchObject({ name: 'Kavya', visflag: null });
    const jpeg = readFileSync(join(uploadsDir(), row.fileName));
    const meta = await sharp(jpeg).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 2000, height: 3000 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(jpeg.includes('SecretPhoneMaker')).toBe(false);

    expect(row.variants.map((variant) => variant.width)).toEqual([480, 960, 1440]);
    for (const variant of row.variants) {
      const copy = await sharp(readFileSync(join(uploadsDir(), variant.fileName))).metadata();
      expect(copy).toMatchObject({ format: 'webp', width: variant.width });
      expect(copy.exif).toBeUndefined();
    }
    const files = [row.fileName, ...row.variants.map((variant) => variant.fileName)];
    const records = await t.app.ctx.db.select().from(uploads).where(inArray(uploads.fileName, files));
    expect(records).toHaveLength(4);
    expect(records.every((record) => record.userId === null)).toBe(true);
    expect(records.find((record) => record.fileName === row.fileName)?.mimeType).toBe('image/jpeg');
  });

  it('never makes a copy wider than the photo', async () => {
    const small = await sharp({ create: { width: 600, height: 400, channels: 4, background: '#0000ff80' } })
      .png()
      .toBuffer();
    expect((await upload('premium-wedding', photoParts(small, 'Ravi', 'small.png'))).statusCode).toBe(200);
    const rows = await photoRows();
    const row = rows[rows.length - 1]!;
    expect(row.variants.map((variant) => variant.width)).toEqual([480, 600]);
    expect(await sharp(readFileSync(join(uploadsDir(), row.fileName))).metadata()).toMatchObject({
      format: 'jpeg',
      width: 600,
    });
  });

  it('turns an iPhone HEIC photo into a picture', async () => {
    // A 64x48 ffmpeg test pattern encoded with libx265 and wrapped in a HEIF container (one hvc1 item).
    const heic = readFileSync(join(import.meta.dirname, 'testing', 'sample.heic'));
    expect(heic.subarray(4, 12).toString('latin1')).toBe('ftypheic');
    const response = await upload('premium-wedding', photoParts(heic, 'Meera', 'IMG_0001.HEIC'));
    expect(response.statusCode, response.body).toBe(200);
    const rows = await photoRows();
    const row = rows[rows.length - 1]!;
    const jpeg = sharp(readFileSync(join(uploadsDir(), row.fileName)));
    expect(await jpeg.metadata()).toMatchObject({ format: 'jpeg', width: 64, height: 48 });
    // The test pattern's colour bars, not a blank frame: the mean is mid-grey and the bars vary strongly.
    const { channels } = await jpeg.stats();
    for (const channel of channels.slice(0, 3)) {
      expect(channel.mean).toBeGreaterThan(100);
      expect(channel.mean).toBeLessThan(150);
      expect(channel.stdev).toBeGreaterThan(50);
    }
    expect(row.variants).toEqual([{ width: 64, fileName: expect.stringMatching(/\.webp$/) }]);
  });

  it('takes WebP and GIF pictures too', async () => {
    for (const format of ['webp', 'gif'] as const) {
      const green = sharp({ create: { width: 64, height: 64, channels: 3, background: '#208040' } });
      const picture = await green[format]().toBuffer();
      expect((await upload('premium-wedding', photoParts(picture, 'Guest', `a.${format}`))).statusCode).toBe(200);
    }
  });

  it('is a Premium feature: a Basic site refuses with the pack sentence and stores nothing', async () => {
    const before = storedFiles();
    const response = await upload('basic-wedding', photoParts(await phonePhoto()));
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(featureLockedMessage('gallery'));
    expect(response.json().message).toBe('Photo Gallery comes with the Premium pack.');
    expect(storedFiles()).toBe(before);
  });

  it('refuses unknown sites, other file types, empty and oversized files, and a missing name', async () => {
    const rowsBefore = (await photoRows()).length;
    const filesBefore = storedFiles();
    const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .jpeg()
      .toBuffer();
    const cases: [string, MultipartPart[], number, string][] = [
      ['nobody-here', photoParts(jpeg), 404, 'This invitation was not found.'],
      ['premium-wedding', photoParts(SAMPLE_FILES.pdf), 415, PHOTO_UNREADABLE],
      ['premium-wedding', photoParts(SAMPLE_FILES.svg), 415, PHOTO_UNREADABLE],
      ['premium-wedding', photoParts(SAMPLE_FILES.mp4), 415, PHOTO_UNREADABLE],
      // Claims to be a JPEG by its first bytes but is not a picture.
      ['premium-wedding', photoParts(SAMPLE_FILES.jpeg), 415, PHOTO_UNREADABLE],
      ['premium-wedding', photoParts(Buffer.alloc(0)), 400, 'file is required'],
      ['premium-wedding', [{ field: 'name', data: 'Kavya' }], 400, 'file is required'],
      ['premium-wedding', photoParts(jpeg).slice(1), 400, 'name is required'],
      ['premium-wedding', photoParts(jpeg, '   '), 400, 'name must not be empty'],
      ['premium-wedding', photoParts(jpeg, 'x'.repeat(81)), 400, 'name must be at most 80 characters'],
      ['premium-wedding', photoParts(jpeg, 'Kav\u0007ya'), 400, 'name must not contain control characters'],
      ['premium-wedding', photoParts(Buffer.concat([jpeg, Buffer.alloc(GUEST_PHOTO_MAX_BYTES)])), 413, PHOTO_TOO_LARGE],
    ];
    for (const [slug, parts, status, message] of cases) {
      const response = await upload(slug, parts);
      expect(response.statusCode, message).toBe(status);
      expect(response.json().message).toContain(message);
    }
    const json = await t.app.inject({
      method: 'POST',
      url: '/rest/api/public/live/premium-wedding/photos',
      payload: { file: 'x', name: 'y' },
    });
    expect(json.statusCode).toBe(400);
    expect((await photoRows()).length).toBe(rowsBefore);
    expect(storedFiles()).toBe(filesBefore);
  });

  it('limits uploads per client address and per site', async () => {
    const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .jpeg()
      .toBuffer();
    const perClient = t.config.limits.livePhotosPerClientPerHour;
    for (let i = 0; i < perClient; i++)
      expect((await upload('busy-wedding', photoParts(jpeg), '10.3.3.3')).statusCode).toBe(200);
    expect((await upload('busy-wedding', photoParts(jpeg), '10.3.3.3')).statusCode).toBe(429);
    for (let i = perClient; i < t.config.limits.livePhotosPerSitePerHour; i++)
      expect((await upload('busy-wedding', photoParts(jpeg))).statusCode).toBe(200);
    const rowsBefore = (await photoRows()).length;
    const refused = await upload('busy-wedding', photoParts(jpeg));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(PHOTOS_SITE_BUSY);
    expect((await photoRows()).length).toBe(rowsBefore);
  });
});
