import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEEPSAKE_NO_CHROMIUM, type KeepsakeStatus } from '../../shared/api/keepsake';
import { startSession } from '../account';
import { cohosts, guestPhotos, keepsakeBooks, uploads, users, wishes } from '../db/schema';
import { hostSite, type HostSite } from '../guests/testing/fixtures';
import { sweepUploads } from '../media';
import { createTestApp, createUserWithToken, type TestApp } from '../testing/test-app';
import { bookJobId, KEEPSAKE_QUEUE } from './book-job';
import { INTERRUPTED, SEND_GRACE_MS, TOO_SLOW } from './books';
import { chaptersOf } from './grouping';
import { TOO_MANY_TODAY } from './routes';
import { sweepKeepsakes } from './sweep';

const HINDI_WISH = 'आपको बहुत-बहुत शुभकामनाएँ और आशीर्वाद';
const KANNADA_WISH = 'ನಿಮಗೆ ಹೃತ್ಪೂರ್ವಕ ಶುಭಾಶಯಗಳು';

let t: TestApp;
let site: HostSite;
let cohost: Awaited<ReturnType<typeof createUserWithToken>>;
let stranger: HostSite;

const api = (liveId: string, path = '') => `/rest/api/private/live/${liveId}/keepsake${path}`;

function call(method: 'GET' | 'POST', url: string, authorization: string, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: { authorization },
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
}

/** A guest photo as the upload route leaves it: a stored original and its screen-sized WebP copies. */
async function addPhoto(liveId: string, name: string, createdAt: Date) {
  const dir = t.config.uploadsDir;
  mkdirSync(dir, { recursive: true });
  const original = `${randomBytes(16).toString('hex')}.jpg`;
  const copy = `${randomBytes(16).toString('hex')}.webp`;
  const picture = sharp({ create: { width: 960, height: 640, channels: 3, background: '#c2410c' } });
  writeFileSync(join(dir, original), await picture.clone().jpeg().toBuffer());
  writeFileSync(join(dir, copy), await picture.clone().webp().toBuffer());
  await t.app.ctx.db.insert(uploads).values([
    { fileName: original, userId: null, mimeType: 'image/jpeg', sizeBytes: 1000 },
    { fileName: copy, userId: null, mimeType: 'image/webp', sizeBytes: 1000 },
  ]);
  await t.app.ctx.db
    .insert(guestPhotos)
    .values({ liveId, name, fileName: original, visflag: true, variants: [{ width: 960, fileName: copy }], createdAt });
}

/** Polls the book's state as the dashboard does until it is no longer working. */
async function settled(liveId: string, authorization: string): Promise<KeepsakeStatus> {
  const seen: number[] = [];
  for (;;) {
    const answer = await call('GET', api(liveId), authorization);
    expect(answer.statusCode, answer.body).toBe(200);
    const status = answer.json() as KeepsakeStatus;
    seen.push(status.progress);
    if (status.state !== 'working') {
      // Progress only moves forward.
      expect(seen).toEqual([...seen].sort((a, b) => a - b));
      return status;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  t = await createTestApp();
  site = await hostSite(t, {
    wishes: [
      { name: 'Meera Aunty', message: HINDI_WISH, visflag: true },
      { name: 'Shankar', message: KANNADA_WISH, visflag: true },
      { name: 'Not yet seen', message: 'An unread wish stays out of the book', visflag: null },
      { name: 'Hidden', message: 'A hidden wish stays out of the book', visflag: false },
    ],
  });
  // Sent during the Sangeet (13 Feb 2027, 18:00 India time).
  await t.app.ctx.db
    .update(wishes)
    .set({ createdAt: new Date('2027-02-13T14:00:00Z') })
    .where(eq(wishes.name, 'Shankar'));
  await addPhoto(site.liveId, 'Kavya', new Date('2027-02-14T06:00:00Z'));
  cohost = await createUserWithToken(t, { email: 'planner@example.in' });
  await t.app.ctx.db.insert(cohosts).values({ liveId: site.liveId, email: cohost.email, addedBy: site.owner.email });
  stranger = await hostSite(t);
});
afterAll(() => t.close());

describe('keepsake book: who may make and read it', () => {
  it('answers a stranger, another buyer and a co-host of another site 404, and nothing without a token', async () => {
    for (const authorization of [stranger.owner.authorization]) {
      expect((await call('POST', api(site.liveId), authorization, { size: 'A5' })).statusCode).toBe(404);
      expect((await call('GET', api(site.liveId), authorization)).statusCode).toBe(404);
      expect((await call('GET', api(site.liveId, '/book.pdf'), authorization)).statusCode).toBe(404);
    }
    expect((await t.app.inject({ method: 'GET', url: api(site.liveId) })).statusCode).toBe(401);
    expect((await call('POST', api('live_nope'), site.owner.authorization, { size: 'A5' })).statusCode).toBe(404);
  });

  it('refuses a size that is not A5 or A4, and any other field, with 400', async () => {
    for (const body of [{ size: 'A3' }, {}, { size: 'A5', extra: 1 }, { size: 5 }]) {
      const answer = await call('POST', api(site.liveId), site.owner.authorization, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await call('GET', api(site.liveId), site.owner.authorization)).statusCode).toBe(404);
  });
});

describe('keepsake book: making it', () => {
  let ready: KeepsakeStatus;

  it('is made in the background and ends ready with the PDF address, for the owner', async () => {
    const started = await call('POST', api(site.liveId), site.owner.authorization, { size: 'A5' });
    expect(started.statusCode, started.body).toBe(202);
    expect(started.json()).toMatchObject({ state: 'working', progress: 0, url: null, size: 'A5' });
    // One book at a time per site.
    const again = await call('POST', api(site.liveId), cohost.authorization, { size: 'A4' });
    expect(again.statusCode).toBe(409);
    ready = await settled(site.liveId, site.owner.authorization);
    expect(ready).toMatchObject({ state: 'ready', progress: 100, wishes: 2, photos: 1, message: null });
    expect(ready.url).toMatch(new RegExp(`^/rest/api/private/live/${site.liveId}/keepsake/book\\.pdf\\?v=\\d+$`));
    expect(ready.pages).toBeGreaterThanOrEqual(2);
  }, 60_000);

  it('gives the co-host the PDF, which holds the names and the guests’ Hindi and Kannada wishes as text', async () => {
    const pdf = await call('GET', ready.url!, cohost.authorization);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const file = join(t.dataDir, 'book.pdf');
    writeFileSync(file, pdf.rawPayload);
    const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
    // The design may set the names in capitals (text-transform): the letters are the names'.
    expect(text.toLowerCase()).toContain('ananya & rohan');
    expect(text).toContain('Meera Aunty');
    // Extracted text is in logical order: the same letters the guest typed.
    expect(text.normalize('NFC')).toContain('शुभकामनाएँ');
    expect(text.normalize('NFC')).toContain('ಶುಭಾಶಯಗಳು');
    expect(text.toLowerCase()).toContain('sangeet');
    // The cover carries the wedding's own date.
    expect(text).toContain('Sunday, 14 February 2027');
    expect(text).not.toContain('An unread wish');
    expect(text).not.toContain('A hidden wish');
    // Never to someone else.
    expect((await call('GET', ready.url!, stranger.owner.authorization)).statusCode).toBe(404);
  });

  it('makes an A4 book for a co-host, replacing the A5 one', async () => {
    const started = await call('POST', api(site.liveId), cohost.authorization, { size: 'A4' });
    expect(started.statusCode, started.body).toBe(202);
    const done = await settled(site.liveId, cohost.authorization);
    expect(done).toMatchObject({ state: 'ready', size: 'A4' });
    const pdf = await call('GET', done.url!, site.owner.authorization);
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const file = join(t.dataDir, 'book-a4.pdf');
    writeFileSync(file, pdf.rawPayload);
    // A4 is 595 x 842 points.
    // The A5 book's file went with it.
    expect(readdirSync(join(t.config.uploadsDir, 'keepsakes'))).toHaveLength(1);
    expect(execFileSync('pdfinfo', [file], { encoding: 'utf8' })).toMatch(
      /Page size:\s+59[45](\.\d+)? x 84[12](\.\d+)? pts \(A4\)/,
    );
  }, 60_000);

  it('keeps the book out of the uploads sweep, and sweeps only old books and part files no row names', async () => {
    const dir = join(t.config.uploadsDir, 'keepsakes');
    const [kept] = readdirSync(dir);
    const orphan = `${'ab'.repeat(16)}.pdf`;
    const part = `${'cd'.repeat(16)}.pdf.part`;
    const foreign = 'notes.txt';
    for (const name of [orphan, part, foreign]) writeFileSync(join(dir, name), '%PDF-');

    // A cutoff in the future makes every file old enough: the uploads sweep still never reads the books' folder.
    await sweepUploads(t.app.ctx, -60_000);
    expect(readdirSync(dir).sort()).toEqual([kept, orphan, part, foreign].sort());
    // Nothing is a day old yet.
    expect(await sweepKeepsakes(t.app.ctx)).toEqual([]);
    expect((await sweepKeepsakes(t.app.ctx, -60_000)).sort()).toEqual([orphan, part].sort());
    expect(readdirSync(dir).sort()).toEqual([kept, foreign].sort());
    // The public download route never serves a book.
    const leaked = await t.app.inject({ url: `/rest/api/public/download?filename=${kept}` });
    expect(leaked.statusCode).toBe(400);
  });
});

describe('keepsake book: a server without Chromium, and crashes', () => {
  it('answers 503 with a sentence saying why, and starts nothing', async () => {
    const bare = await createTestApp({
      overrides: { keepsake: { ...t.config.keepsake, chromiumPath: '/nonexistent/chromium' } },
    });
    try {
      const own = await hostSite(bare);
      const answer = await bare.app.inject({
        method: 'POST',
        url: api(own.liveId),
        headers: { authorization: own.owner.authorization },
        payload: { size: 'A5' },
      });
      expect(answer.statusCode).toBe(503);
      expect(answer.json().message).toBe(KEEPSAKE_NO_CHROMIUM);
      expect(await bare.app.ctx.db.select().from(keepsakeBooks)).toEqual([]);
    } finally {
      await bare.close();
    }
    // A fresh app of its own: a database to boot and migrate, slow on a busy machine.
  }, 60_000);

  it('reads a working book as failed once nothing will make it: its job is gone, or its tries ran out', async () => {
    const now = t.clock.now();
    const read = async () =>
      (await call('GET', api(stranger.liveId), stranger.owner.authorization)).json() as KeepsakeStatus;
    const working = (requestedAt: Date) =>
      t.app.ctx.db
        .insert(keepsakeBooks)
        .values({
          liveId: stranger.liveId,
          size: 'A5',
          state: 'working',
          progress: 40,
          requestedBy: stranger.owner.email,
          requestedAt,
          heartbeatAt: requestedAt,
        })
        .onConflictDoUpdate({ target: keepsakeBooks.liveId, set: { state: 'working', requestedAt } });

    // No job, and asked for long ago (a book of a server before jobs, or a send that never happened).
    await working(new Date(now.getTime() - SEND_GRACE_MS - 1000));
    expect(await read()).toMatchObject({ state: 'failed', message: INTERRUPTED, url: null });

    // Its job waits (not due for an hour): it reads as working; once the job is cancelled, as failed.
    await working(now);
    const [row] = await t.app.ctx.db.select().from(keepsakeBooks).where(eq(keepsakeBooks.liveId, stranger.liveId));
    const id = bookJobId(row!);
    const order = { liveId: stranger.liveId, size: 'A5', requestedAt: now.toISOString(), booksCounted: 0 };
    await t.app.ctx.jobs.send(KEEPSAKE_QUEUE, order, { id, startAfter: new Date(Date.now() + 3_600_000) });
    expect(await read()).toMatchObject({ state: 'working' });
    await t.app.ctx.jobs.cancel(KEEPSAKE_QUEUE, id);
    expect(await read()).toMatchObject({ state: 'failed', message: INTERRUPTED });
  });
});

describe('keepsake book: chapters', () => {
  const at = (iso: string) => ({ createdAt: new Date(iso) });
  const events = [
    { key: 'schedule-2', title: 'Sangeet', date: '2027-02-13', time: '18:00' },
    { key: 'schedule-1', title: 'Haldi', date: '2027-02-12', time: '09:00' },
    { key: 'main', title: 'No date yet' },
  ];

  it('puts each post in the latest function begun (India time) when it was sent, and earlier ones before', () => {
    const chapters = chaptersOf(
      events,
      [at('2027-02-01T00:00:00Z'), at('2027-02-12T03:30:00Z'), at('2027-02-13T12:29:00Z'), at('2027-02-13T12:30:00Z')],
      [at('2027-03-01T00:00:00Z')],
    );
    expect(chapters.map((c) => [c.key, c.wishes.length, c.photos.length])).toEqual([
      ['before', 1, 0],
      ['schedule-1', 2, 0],
      ['schedule-2', 1, 1],
    ]);
  });

  it('gives a site without dated functions one chapter, and no chapter without posts', () => {
    expect(chaptersOf([{ key: 'main', title: 'x' }], [at('2027-01-01T00:00:00Z')], []).map((c) => c.key)).toEqual([
      'all',
    ]);
    expect(chaptersOf(events, [], [])).toEqual([]);
  });
});

describe('keepsake book: bounded work', () => {
  async function withApp(
    keepsake: Partial<TestApp['config']['keepsake']>,
    run: (app: TestApp, own: HostSite) => Promise<void>,
  ) {
    const app = await createTestApp({ overrides: { keepsake: { ...t.config.keepsake, ...keepsake } } });
    try {
      await run(app, await hostSite(app, { wishes: [{ name: 'Asha', message: HINDI_WISH, visflag: true }] }));
    } finally {
      await app.close();
    }
  }

  it('fails a book whose print outlasts KEEPSAKE_RENDER_TIMEOUT_S, saying so, and makes the next one', async () => {
    await withApp({ renderTimeoutMs: 50 }, async (app, own) => {
      const post = () =>
        app.app.inject({
          method: 'POST',
          url: api(own.liveId),
          headers: { authorization: own.owner.authorization },
          payload: { size: 'A5' },
        });
      expect((await post()).statusCode).toBe(202);
      let status: KeepsakeStatus;
      do {
        const answer = await app.app.inject({
          method: 'GET',
          url: api(own.liveId),
          headers: { authorization: own.owner.authorization },
        });
        status = answer.json() as KeepsakeStatus;
        if (status.state === 'working') await new Promise((resolve) => setTimeout(resolve, 100));
      } while (status.state === 'working');
      expect(status).toMatchObject({ state: 'failed', message: TOO_SLOW, url: null });
      // A failed book may be asked for again at once.
      expect((await post()).statusCode).toBe(202);
    });
  }, 60_000);

  it('makes KEEPSAKE_BOOKS_PER_SITE_PER_DAY books of a site a day, then answers 429 and queues nothing', async () => {
    await withApp({ renderTimeoutMs: 50, booksPerSitePerDay: 2 }, async (app, own) => {
      const other = await hostSite(app);
      // Signed in afresh at the test clock's time: it moves by hours, past a token's life.
      const post = async (site: HostSite) => {
        const [owner] = await app.app.ctx.db.select().from(users).where(eq(users.id, site.owner.id));
        const { token } = await startSession(app.app.ctx.db, app.config, owner!, app.clock.now());
        return app.app.inject({
          method: 'POST',
          url: api(site.liveId),
          headers: { authorization: `Bearer ${token}` },
          payload: { size: 'A5' },
        });
      };
      const finished = async (site: HostSite) => {
        for (;;) {
          const [row] = await app.app.ctx.db.select().from(keepsakeBooks).where(eq(keepsakeBooks.liveId, site.liveId));
          if (row!.state !== 'working') return row!;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      };
      for (let book = 0; book < 2; book += 1) {
        expect((await post(own)).statusCode).toBe(202);
        await finished(own);
        app.clock.advance(60 * 60_000);
      }
      const before = await finished(own);
      const refused = await post(own);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toBe(TOO_MANY_TODAY(2, 22));
      // The first book of the day was asked for two hours ago: the count starts again in 22 hours.
      expect(refused.headers['retry-after']).toBe(String(22 * 60 * 60));
      // Nothing was queued: the row is the last book's, untouched.
      expect(await finished(own)).toEqual(before);
      // Another site of the server is not held back by this one.
      expect((await post(other)).statusCode).toBe(202);
      await finished(other);
      // A day after the first book, the site may make books again.
      app.clock.advance(22 * 60 * 60_000);
      expect((await post(own)).statusCode).toBe(202);
      await finished(own);
    });
  }, 120_000);

  it('answers 429 when the printer’s line is full, and starts nothing', async () => {
    await withApp({ maxQueued: 0 }, async (app, own) => {
      const answer = await app.app.inject({
        method: 'POST',
        url: api(own.liveId),
        headers: { authorization: own.owner.authorization },
        payload: { size: 'A4' },
      });
      expect(answer.statusCode).toBe(429);
      expect(answer.headers['retry-after']).toBe('120');
      expect(await app.app.ctx.db.select().from(keepsakeBooks)).toEqual([]);
    });
  }, 60_000);
});
