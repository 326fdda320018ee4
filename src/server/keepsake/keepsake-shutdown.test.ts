/**
 * A server closing while it prints a book: the print is given the stop's grace and then stopped (it does not
 * wait for the print's timeout), and the book stays `working` with its job back in the queue, so the next
 * instance to start (or another one running) makes it. The print is held up by a bucket that takes connections
 * and never answers, so the page waits for a guest's photo.
 */
import { createServer, type Socket } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestPhotos, keepsakeBooks, uploads } from '../db/schema';
import { hostSite, type HostSite } from '../guests/testing/fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';
import { bookJobId, KEEPSAKE_QUEUE } from './book-job';

const RENDER_TIMEOUT_MS = 60_000;
const sockets = new Set<Socket>();
let connected!: () => void;
const bucketAsked = new Promise<void>((resolve) => (connected = resolve));
const silentBucket = createServer((socket) => {
  sockets.add(socket);
  connected();
});

let t: TestApp;
let site: HostSite;

beforeAll(async () => {
  await new Promise<void>((resolve) => silentBucket.listen(0, '127.0.0.1', resolve));
  const address = silentBucket.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  process.env.AWS_ACCESS_KEY_ID = 'SILENT';
  process.env.AWS_SECRET_ACCESS_KEY = 'SILENT';
  t = await createTestApp({
    jobTimings: { stopGraceMs: 1000 },
    env: { KEEPSAKE_RENDER_TIMEOUT_S: String(RENDER_TIMEOUT_MS / 1000) },
    overrides: {
      s3: { bucket: 'silent', endpoint: `http://127.0.0.1:${address.port}`, region: 'us-east-1', forcePathStyle: true },
    },
  });
  site = await hostSite(t, { wishes: [{ name: 'Asha', message: 'Shubh vivah', visflag: true }] });
  const copy = `${'cd'.repeat(16)}.webp`;
  await t.app.ctx.db.insert(uploads).values({ fileName: copy, userId: null, mimeType: 'image/webp', sizeBytes: 9 });
  await t.app.ctx.db.insert(guestPhotos).values({
    liveId: site.liveId,
    name: 'Kavya',
    fileName: copy,
    visflag: true,
    variants: [{ width: 960, fileName: copy }],
  });
});
afterAll(async () => {
  await t?.close();
  for (const socket of sockets) socket.destroy();
  silentBucket.close();
});

describe('keepsake book: the server closing while it prints', () => {
  it(
    'stops the print after the grace and leaves the book working, its job queued to be made again',
    async () => {
      const started = await t.app.inject({
        method: 'POST',
        url: `/rest/api/private/live/${site.liveId}/keepsake`,
        headers: { authorization: site.owner.authorization },
        payload: { size: 'A5' },
      });
      expect(started.statusCode, started.body).toBe(202);
      // The page is loaded and asks the bucket for the photo, which never comes.
      await bucketAsked;

      const closing = Date.now();
      await t.app.close();
      expect(Date.now() - closing).toBeLessThan(10_000);

      const [row] = await t.app.ctx.db.select().from(keepsakeBooks).where(eq(keepsakeBooks.liveId, site.liveId));
      expect(row).toMatchObject({ state: 'working', fileName: null });
      // Read straight from the database, which the test keeps open after the app closed.
      expect(await t.app.ctx.jobs.get(KEEPSAKE_QUEUE, bookJobId(row!))).toMatchObject({ state: 'queued' });
    },
    RENDER_TIMEOUT_MS + 30_000,
  );
});
