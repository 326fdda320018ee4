/**
 * A signed-in user's uploads are bounded (files, bytes, pixels per picture), and what a crash leaves in the
 * uploads folder is deleted once it is a day old.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { uploads } from '../db/schema';
import { createTestApp, createUserWithToken, type TestApp } from '../testing/test-app';
import { pictureTooLargeMessage } from './image-dimensions';
import { quotaMessage, uploadUsage } from './storage';
import { sweepUploads } from './sweep';
import { croppedImageBody, multipartBody, SAMPLE_FILES } from './testing/sample-files';

const MB = 1024 * 1024;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { UPLOAD_QUOTA_FILES: '3', UPLOAD_QUOTA_MB: '2', IMAGE_MAX_PIXELS: '1000000' } });
});
afterAll(() => t.close());

const filesOnDisk = () => {
  const dir = join(t.dataDir, 'uploads');
  return existsSync(dir) ? readdirSync(dir) : [];
};

function uploadAs(authorization: string, data: Buffer, url = '/rest/api/public/upload') {
  const body =
    url === '/rest/api/public/upload'
      ? croppedImageBody(data)
      : multipartBody([{ field: 'file', filename: 'a.bin', data }]);
  return t.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...body.headers, authorization } });
}

describe('per-user upload quota', () => {
  it('refuses the file past the count with 413 and a sentence, and stores nothing for it', async () => {
    const user = await createUserWithToken(t);
    for (let i = 0; i < 3; i++) expect((await uploadAs(user.authorization, SAMPLE_FILES.png)).statusCode).toBe(200);
    const before = filesOnDisk().length;
    const refused = await uploadAs(user.authorization, SAMPLE_FILES.gif, '/rest/api/public/upload-public');
    expect(refused.statusCode).toBe(413);
    expect(refused.json().message).toBe(quotaMessage(t.config.uploadQuota));
    expect(refused.json().message).toBe(
      'Your account has reached its upload limit (3 files, 2 MB in all). Please write to us if you need more room.',
    );
    expect(filesOnDisk().length).toBe(before);
    expect(await uploadUsage(t.app.ctx, user.id)).toEqual({ files: 3, bytes: 3 * SAMPLE_FILES.png.length });
    // Another user is not affected.
    const other = await createUserWithToken(t);
    expect((await uploadAs(other.authorization, SAMPLE_FILES.png)).statusCode).toBe(200);
  });

  it('refuses a file that would take the user past the bytes, counting its real size', async () => {
    const user = await createUserWithToken(t);
    const video = Buffer.concat([SAMPLE_FILES.mp4, Buffer.alloc(1.5 * MB)]);
    expect((await uploadAs(user.authorization, video, '/rest/api/public/upload-public')).statusCode).toBe(200);
    const before = filesOnDisk().length;
    const second = await uploadAs(user.authorization, video, '/rest/api/public/upload-public');
    expect(second.statusCode).toBe(413);
    expect(second.json().message).toBe(quotaMessage(t.config.uploadQuota));
    expect(filesOnDisk().length).toBe(before);
    expect((await uploadUsage(t.app.ctx, user.id)).files).toBe(1);
  });
});

describe('pixel cap on uploads', () => {
  it('refuses a picture whose header declares more pixels than the cap, keeping nothing', async () => {
    const user = await createUserWithToken(t);
    const before = filesOnDisk().length;
    const big = await sharp({ create: { width: 1200, height: 1000, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const refused = await uploadAs(user.authorization, big);
    expect(refused.statusCode).toBe(413);
    expect(refused.json().message).toBe(pictureTooLargeMessage(1_000_000));
    expect(filesOnDisk().length).toBe(before);
    const fits = await sharp({ create: { width: 1000, height: 1000, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    expect((await uploadAs(user.authorization, fits)).statusCode).toBe(200);
  });
});

describe('sweep of leftover upload files', () => {
  const name = (n: number) => `${n.toString(16).padStart(32, '0')}.jpg`;
  const twoDaysAgo = new Date(Date.now() - 48 * 60 * 60 * 1000);

  /** Files in `dir`, with the ones named in `old` dated two days back. */
  function lay(dir: string, files: string[], old: string[]) {
    mkdirSync(dir, { recursive: true });
    for (const file of files) {
      writeFileSync(join(dir, file), 'x');
      if (old.includes(file)) utimesSync(join(dir, file), twoDaysAgo, twoDaysAgo);
    }
  }

  it('deletes day-old partial files and files no row names; keeps named, recent and foreign files', async () => {
    const dir = join(t.dataDir, 'uploads');
    const named = name(1);
    await t.app.ctx.db.insert(uploads).values({ fileName: named, userId: null, mimeType: 'image/jpeg', sizeBytes: 1 });
    const files = [named, name(2), name(3), `${name(4)}.part`, `${name(5)}.part`, 'notes.txt'];
    lay(dir, files, [named, name(2), `${name(4)}.part`, 'notes.txt']);
    const removed = await sweepUploads(t.app.ctx);
    expect(removed.sort()).toEqual([name(2), `${name(4)}.part`].sort());
    const left = readdirSync(dir);
    for (const kept of [named, name(3), `${name(5)}.part`, 'notes.txt']) expect(left).toContain(kept);
    for (const gone of removed) expect(left).not.toContain(gone);
  });

  it('runs when the server starts', async () => {
    const uploadsDir = mkdtempSync(join(tmpdir(), 'sweep-at-start-'));
    lay(uploadsDir, [name(7), `${name(8)}.part`, name(9)], [name(7), `${name(8)}.part`]);
    const second = await createTestApp({ env: { UPLOADS_DIR: uploadsDir } });
    try {
      await vi.waitFor(() => expect(readdirSync(uploadsDir)).toEqual([name(9)]), { timeout: 10_000 });
    } finally {
      await second.close();
      rmSync(uploadsDir, { recursive: true, force: true });
    }
  });
});
