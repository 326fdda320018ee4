/**
 * A keepsake book of a site whose pictures are kept in the bucket (S3_BUCKET, against s3rver): the guests'
 * photos and the buyer's cover photo are read through the file store, so the printed PDF holds them, although
 * nothing of them is on this instance's disk.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KeepsakeStatus } from '../../shared/api/keepsake';
import { guestPhotos, uploads } from '../db/schema';
import { hostSite } from '../guests/testing/fixtures';
import { fileStore, spaceDir } from '../media';
import { S3_PREFIX } from '../media/file-store';
import { startS3Server, type TestS3Server } from '../media/testing/s3-server';
import { createTestApp, type TestApp } from '../testing/test-app';

let s3: TestS3Server;
let t: TestApp;

beforeAll(async () => {
  s3 = await startS3Server();
  t = await createTestApp({ overrides: { s3: s3.config } });
});
afterAll(async () => {
  await t?.close();
  await s3?.stop();
});

/** Keeps a picture in the bucket as the upload route would (staged, then kept), with its uploads row. */
async function keepPicture(picture: Sharp, ext: 'webp' | 'jpg'): Promise<string> {
  const name = `${randomBytes(16).toString('hex')}.${ext}`;
  const bytes = await (ext === 'webp' ? picture.webp() : picture.jpeg()).toBuffer();
  const staging = spaceDir(t.app.ctx, 'uploads');
  mkdirSync(staging, { recursive: true });
  writeFileSync(join(staging, `${name}.part`), bytes);
  await fileStore(t.app.ctx).keep(join(staging, `${name}.part`), name, ext === 'webp' ? 'image/webp' : 'image/jpeg');
  await t.app.ctx.db
    .insert(uploads)
    .values({ fileName: name, userId: null, mimeType: `image/${ext === 'webp' ? 'webp' : 'jpeg'}`, sizeBytes: 1000 });
  return name;
}

const plain = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } });

describe('a keepsake book whose pictures are in the bucket', () => {
  it('prints the guests’ photos and the cover photo read from the bucket', async () => {
    const cover = await keepPicture(plain(700, 900, '#1d4ed8'), 'jpg');
    const site = await hostSite(t, {
      wishes: [{ name: 'Meera Aunty', message: 'Many happy returns', visflag: true }],
      content: (sample) => ({ ...sample, cover: { ...(sample.cover as object), CoverPhoto: cover } }),
    });
    for (const [index, colour] of ['#c2410c', '#15803d'].entries()) {
      const copy = await keepPicture(plain(960, 640 + index * 80, colour), 'webp');
      await t.app.ctx.db.insert(guestPhotos).values({
        liveId: site.liveId,
        name: `Guest ${index}`,
        fileName: copy,
        visflag: true,
        variants: [{ width: 960, fileName: copy }],
        createdAt: new Date('2027-02-14T06:00:00Z'),
      });
    }
    // Nothing of the pictures is on this instance's disk: only in the bucket.
    expect(readdirSync(spaceDir(t.app.ctx, 'uploads')).filter((name) => !name.startsWith('keepsakes'))).toEqual([]);
    expect((await s3.keys()).filter((key) => key.startsWith(S3_PREFIX))).toHaveLength(3);

    const headers = { authorization: site.owner.authorization };
    const url = `/rest/api/private/live/${site.liveId}/keepsake`;
    const started = await t.app.inject({ method: 'POST', url, headers, payload: { size: 'A5' } });
    expect(started.statusCode, started.body).toBe(202);
    let status: KeepsakeStatus;
    for (;;) {
      status = (await t.app.inject({ url, headers })).json() as KeepsakeStatus;
      if (status.state !== 'working') break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(status).toMatchObject({ state: 'ready', photos: 2 });

    const pdf = await t.app.inject({ url: status.url!, headers });
    expect(pdf.statusCode).toBe(200);
    const file = join(t.dataDir, 'bucket-book.pdf');
    writeFileSync(file, pdf.rawPayload);
    // pdfimages lists each picture the PDF draws (a soft mask, if any, on a line of its own): the two photos
    // at their own sizes and the cover photo, cropped to the cover's frame.
    const images = execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' })
      .split('\n')
      .slice(2)
      .map((line) => line.trim().split(/\s+/))
      .filter((columns) => columns[2] === 'image')
      .map((columns) => `${columns[3]}x${columns[4]}`);
    expect(images.sort()).toEqual([expect.stringMatching(/^700x\d+$/), '960x640', '960x720']);
  }, 90_000);
});
