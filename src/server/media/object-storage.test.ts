/**
 * The bucket backend (S3_BUCKET) against a real S3 protocol server (s3rver on a free port over a temporary
 * folder): buyers' uploads, guest photos and their variants, the zip, the sweep, crash leftovers and readiness.
 */
import { existsSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestPhotos, uploads } from '../db/schema';
import { zipEntries } from '../moderation/testing/zip-entries';
import { publishedSiteFor } from '../live/testing/live-fixtures';
import { createTestApp, createUserWithToken, type TestApp } from '../testing/test-app';
import { S3_PREFIX } from './file-store';
import { storeUpload } from './storage';
import { sweepUploads } from './sweep';
import { multipartBody, SAMPLE_FILES } from './testing/sample-files';
import { startS3Server, type TestS3Server } from './testing/s3-server';

let s3: TestS3Server;
let t: TestApp;
let authorization: string;

beforeAll(async () => {
  s3 = await startS3Server();
  t = await createTestApp({ overrides: { s3: s3.config } });
  authorization = (await createUserWithToken(t)).authorization;
});
afterAll(async () => {
  await t?.close();
  await s3?.stop();
});

const stagingFiles = () => {
  const dir = join(t.dataDir, 'uploads');
  return existsSync(dir) ? readdirSync(dir) : [];
};
const download = (name: string) => t.app.inject({ url: `/rest/api/public/download?filename=${name}` });

async function uploadVideo(bytes: Buffer): Promise<string> {
  const body = multipartBody([{ field: 'file', filename: 'clip.mp4', contentType: 'video/mp4', data: bytes }]);
  const response = await t.app.inject({
    method: 'POST',
    url: '/rest/api/public/upload-public',
    payload: body.payload,
    headers: { ...body.headers, authorization },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.body.split(' : ')[1];
}

describe('uploads kept in the bucket', () => {
  it('stores a buyer upload as an object, nothing on the local disk, and serves it with the same headers', async () => {
    // Over lib-storage's 5 MB part size, so the upload goes in parts.
    const video = Buffer.concat([SAMPLE_FILES.mp4, Buffer.alloc(6 * 1024 * 1024, 7)]);
    const name = await uploadVideo(video);
    expect(await s3.keys()).toContain(`${S3_PREFIX}${name}`);
    expect(stagingFiles()).toEqual([]);

    const response = await download(name);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(video)).toBe(true);
    expect(response.headers).toMatchObject({
      'content-type': 'video/mp4',
      'content-length': String(video.length),
      'content-disposition': `attachment; filename="${name}"`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, max-age=31536000, immutable',
      'content-security-policy': "default-src 'none'; sandbox",
    });
  });

  it('answers 404 for a row whose object is missing and 400 for a name that is not ours', async () => {
    await t.app.ctx.db
      .insert(uploads)
      .values({ fileName: `${'ab'.repeat(16)}.png`, userId: null, mimeType: 'image/png', sizeBytes: 10 });
    expect((await download(`${'ab'.repeat(16)}.png`)).statusCode).toBe(404);
    expect((await download('../../etc/passwd')).statusCode).toBe(400);
  });

  it('leaves no object, no row and no part file when the upload is cut off or refused', async () => {
    const rowsBefore = (await t.app.ctx.db.select().from(uploads)).length;
    const keysBefore = await s3.keys();
    async function* cutOff() {
      yield SAMPLE_FILES.png;
      yield Buffer.alloc(1000);
      throw new Error('connection reset');
    }
    await expect(
      storeUpload(t.app.ctx, Readable.from(cutOff()), { ownerId: null, accept: ['image'], truncated: () => false }),
    ).rejects.toThrow('connection reset');
    const tooLarge = Readable.from([SAMPLE_FILES.png, Buffer.alloc(11 * 1024 * 1024)]);
    await expect(
      storeUpload(t.app.ctx, tooLarge, { ownerId: null, accept: ['image'], truncated: () => false }),
    ).rejects.toThrow('too-large');
    expect(await s3.keys()).toEqual(keysBefore);
    expect((await t.app.ctx.db.select().from(uploads)).length).toBe(rowsBefore);
    expect(stagingFiles()).toEqual([]);
  });
});

describe('guest photos in the bucket', () => {
  it('keeps the original and its variants as objects, and zips them streamed from the bucket', async () => {
    const { user, site } = await publishedSiteFor(t, 'bucket-wedding', { pack: 'luxury' });
    const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#3060a0' } })
      .jpeg()
      .toBuffer();
    const sent = [];
    for (const name of ['Kavya', 'Ravi']) {
      const body = multipartBody([
        { field: 'name', data: name },
        { field: 'file', filename: 'IMG.JPG', contentType: 'image/jpeg', data: photo },
      ]);
      const response = await t.app.inject({
        method: 'POST',
        url: `/rest/api/public/live/${site.slug}/photos`,
        payload: body.payload,
        headers: body.headers,
        remoteAddress: `10.9.0.${sent.length + 1}`,
      });
      expect(response.statusCode, response.body).toBe(200);
      sent.push(name);
    }
    // The only live site of this app with photos.
    const rows = await t.app.ctx.db.select().from(guestPhotos).orderBy(guestPhotos.id);
    expect(rows).toHaveLength(2);
    const keys = await s3.keys();
    for (const row of rows) {
      for (const name of [row.fileName, ...row.variants.map((variant) => variant.fileName)])
        expect(keys).toContain(`${S3_PREFIX}${name}`);
      const variant = await download(row.variants[0].fileName);
      expect(variant.statusCode).toBe(200);
      expect((await sharp(variant.rawPayload).metadata()).format).toBe('webp');
    }

    const zip = await t.app.inject({
      method: 'POST',
      url: `/rest/api/private/gallery_zip/${site.liveId}`,
      headers: { authorization: user.authorization },
      payload: { ids: rows.map((row) => row.id) },
    });
    expect(zip.statusCode, zip.body).toBe(200);
    const sizes = await Promise.all(rows.map(async (row) => (await download(row.fileName)).rawPayload.length));
    expect(zipEntries(zip.rawPayload)).toEqual(
      rows.map((row, index) => ({ name: `image_${row.id}.jpg`, size: sizes[index] })),
    );
  });
});

describe('the sweep over the bucket', () => {
  it('deletes old objects no row names and old part files, and nothing else', async () => {
    const orphan = `${'cd'.repeat(16)}.jpg`;
    const foreign = 'backups/not-ours.txt';
    for (const Key of [`${S3_PREFIX}${orphan}`, foreign])
      await s3.client.send(new PutObjectCommand({ Bucket: s3.config.bucket, Key, Body: 'x' }));
    const part = join(t.dataDir, 'uploads', `${'ef'.repeat(16)}.png.part`);
    writeFileSync(part, 'half');
    const dayAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    utimesSync(part, dayAgo, dayAgo);
    const named = (await t.app.ctx.db.select({ fileName: uploads.fileName }).from(uploads)).map((r) => r.fileName);

    // Nothing is a day old yet: the objects stay.
    expect(await sweepUploads(t.app.ctx)).toEqual([`${'ef'.repeat(16)}.png.part`]);
    expect(await s3.keys()).toContain(`${S3_PREFIX}${orphan}`);

    // A cutoff in the future makes every object old enough.
    expect(await sweepUploads(t.app.ctx, -60_000)).toEqual([orphan]);
    const keys = await s3.keys();
    expect(keys).not.toContain(`${S3_PREFIX}${orphan}`);
    expect(keys).toContain(foreign);
    for (const name of named) if (!name.startsWith('abab')) expect(keys).toContain(`${S3_PREFIX}${name}`);
  });
});

describe('readiness with a bucket', () => {
  it('is ready while the bucket answers and not ready once it does not', async () => {
    expect((await t.app.inject('/rest/api/health/ready')).statusCode).toBe(200);
    await s3.stop();
    const response = await t.app.inject('/rest/api/health/ready');
    expect(response.statusCode).toBe(503);
    expect(response.json().message).toBe('The file storage is not reachable.');
    // The liveness probe does not depend on it.
    expect((await t.app.inject('/rest/api/health/live')).statusCode).toBe(200);
  });
});
