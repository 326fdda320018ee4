/**
 * Uploads, some answered, one cut off halfway through its body: after the kill every uploads row names a
 * whole file on disk, every answered upload has its row, and what the kill left behind (a partial `.part`
 * file, or a file whose row was never written) is never served and does not stop later uploads.
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { hashPassword } from '../../../src/server/account/passwords';
import type { Db } from '../../../src/server/db/client';
import { uploads, users } from '../../../src/server/db/schema';
import { croppedImageBody, SAMPLE_FILES } from '../../../src/server/media/testing/sample-files';
import { json, until } from './server';
import type { Workload } from './workload';

const PASSWORD = 'crash safety uploads pw';
const FILE_BYTES = 2 * 1024 * 1024;
const WHOLE_UPLOADS = 4;

/** A JPEG (as the server recognises one) of FILE_BYTES, different every time. */
function photo(): Buffer {
  return Buffer.concat([SAMPLE_FILES.jpeg, randomBytes(FILE_BYTES - SAMPLE_FILES.jpeg.length)]);
}

const digest = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function upload(baseUrl: string, token: string, file: Buffer): Promise<string | undefined> {
  const { payload, headers } = croppedImageBody(file);
  const answer = await fetch(`${baseUrl}/rest/api/public/upload`, {
    method: 'POST',
    headers: { ...headers, authorization: `Bearer ${token}` },
    body: new Uint8Array(payload),
  });
  return answer.status === 200 ? answer.text() : undefined;
}

/** Sends the first half of an upload's body and holds the connection open. */
function halfUpload(baseUrl: string, token: string, file: Buffer): void {
  const { payload, headers } = croppedImageBody(file);
  const sending = request(`${baseUrl}/rest/api/public/upload`, {
    method: 'POST',
    headers: { ...headers, authorization: `Bearer ${token}`, 'content-length': String(payload.length) },
  });
  // The kill ends the connection; that is the point.
  sending.on('error', () => undefined);
  sending.write(payload.subarray(0, payload.length / 2));
}

export async function uploadsInFlight(db: Db, dataDir: string): Promise<Workload> {
  const tag = randomBytes(4).toString('hex');
  const email = `uploader-${tag}@example.in`;
  await db.insert(users).values({
    email,
    passwordHash: await hashPassword(PASSWORD, { logN: 10 }),
    fullName: 'Uploader',
    phone: '9876543210',
  });
  const dir = join(dataDir, 'uploads');
  const sent = new Map<string, Buffer>();
  const answered: string[] = [];
  let token = '';
  let rows: (typeof uploads.$inferSelect)[] = [];

  const partFiles = () => (existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.part')) : []);
  const send = (baseUrl: string) => {
    const file = photo();
    sent.set(digest(file), file);
    return upload(baseUrl, token, file).then((name) => {
      if (name) answered.push(name);
    });
  };

  return {
    name: 'uploads',
    start(baseUrl) {
      const inFlight: Promise<unknown>[] = [];
      const inTheMiddle = (async () => {
        const login = await json(baseUrl, '/rest/api/login', {
          method: 'POST',
          body: JSON.stringify({ email, password: PASSWORD }),
        });
        token = login.body.responce;
        const first = send(baseUrl);
        inFlight.push(first);
        await first;
        halfUpload(baseUrl, token, photo());
        for (let i = 1; i < WHOLE_UPLOADS; i += 1) inFlight.push(send(baseUrl));
        // The cut-off upload is being written to disk.
        await until(() => partFiles().some((name) => statSync(join(dir, name), { throwIfNoEntry: false })?.size));
      })();
      return { inTheMiddle, settled: inTheMiddle.then(() => Promise.allSettled(inFlight)) };
    },
    async checkAfterCrash(db) {
      rows = await db.select().from(uploads).where(eq(uploads.mimeType, 'image/jpeg'));
      const names = new Set(rows.map((row) => row.fileName));
      for (const name of answered) expect(names).toContain(name);
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) {
        const bytes = readFileSync(join(dir, row.fileName));
        expect(bytes.length).toBe(row.sizeBytes);
        expect(sent.has(digest(bytes)), `${row.fileName} is one whole file that was sent`).toBe(true);
      }
    },
    async checkAfterRestart(baseUrl) {
      for (const row of rows) {
        const download = await fetch(`${baseUrl}/rest/api/public/download?filename=${row.fileName}`);
        expect(download.status).toBe(200);
        expect(digest(Buffer.from(await download.arrayBuffer()))).toBe(digest(readFileSync(join(dir, row.fileName))));
      }
      // Whatever the kill left on disk without a row is not served.
      const known = new Set(rows.map((row) => row.fileName));
      for (const leftover of readdirSync(dir).filter((name) => !known.has(name))) {
        const download = await fetch(`${baseUrl}/rest/api/public/download?filename=${encodeURIComponent(leftover)}`);
        expect([400, 404]).toContain(download.status);
      }
      // And uploading goes on as before.
      const login = await json(baseUrl, '/rest/api/login', {
        method: 'POST',
        body: JSON.stringify({ email, password: PASSWORD }),
      });
      token = login.body.responce;
      const file = photo();
      const name = await upload(baseUrl, token, file);
      expect(name).toBeDefined();
      const download = await fetch(`${baseUrl}/rest/api/public/download?filename=${name}`);
      expect(digest(Buffer.from(await download.arrayBuffer()))).toBe(digest(file));
    },
  };
}
