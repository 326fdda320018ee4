/**
 * Keepsake books with the bucket (S3_BUCKET) on two instances that share only PostgreSQL and the bucket, each
 * with its own DATA_DIR (as media/object-storage.postgres.test.ts runs uploads): a book printed by one instance
 * downloads through the other, is kept under the bucket's `keepsakes/` prefix (never on a local disk), is
 * replaced, left alone by the uploads sweep and never served by the public download route; the keepsake sweep
 * deletes only old books no row names. Skipped only when no PostgreSQL answers.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KeepsakeStatus } from '../../shared/api/keepsake';
import { startSession } from '../account';
import { keepsakeBooks, users } from '../db/schema';
import { seedLiveSite } from '../invitation/testing/seed';
import { S3_KEEPSAKE_PREFIX, S3_PREFIX } from '../media/file-store';
import { sweepUploads } from '../media/sweep';
import { startS3Server, type TestS3Server } from '../media/testing/s3-server';
import { postgresAnswers } from '../testing/postgres-server';
import { sweepKeepsakes } from './sweep';
import { startTwoInstances, type TwoInstances } from '../testing/two-instances';

const available = await postgresAnswers();

describe.skipIf(!available)('keepsake books on two instances over one PostgreSQL and one bucket', () => {
  let instances: TwoInstances;
  let s3: TestS3Server;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let liveId: string;
  let authorization: string;

  beforeAll(async () => {
    s3 = await startS3Server();
    instances = await startTwoInstances('keepsake_bucket', { s3: s3.config });
    ({ a, b } = instances);
    const site = await seedLiveSite(a.ctx.db, {
      wishes: [{ name: 'Meera Aunty', message: 'आपको बहुत-बहुत शुभकामनाएँ', visflag: true }],
    });
    liveId = site.liveId;
    const [owner] = await a.ctx.db.select().from(users).where(eq(users.id, site.userId));
    const { token } = await startSession(a.ctx.db, a.ctx.config, owner!, new Date());
    authorization = `Bearer ${token}`;
  });

  afterAll(async () => {
    await instances?.close();
    await s3?.stop();
  });

  const api = (path = '') => `/rest/api/private/live/${liveId}/keepsake${path}`;
  const bookKeys = async () => (await s3.keys()).filter((key) => key.startsWith(S3_KEEPSAKE_PREFIX));
  const localBooks = (app: FastifyInstance) => {
    const dir = join(app.ctx.config.uploadsDir, 'keepsakes');
    return existsSync(dir) ? readdirSync(dir) : [];
  };

  /** Asks `maker` for a book and follows its state through `reader`, as a dashboard behind a balancer would. */
  async function makeBook(maker: FastifyInstance, reader: FastifyInstance, size: 'A5' | 'A4') {
    const started = await maker.inject({ method: 'POST', url: api(), headers: { authorization }, payload: { size } });
    expect(started.statusCode, started.body).toBe(202);
    for (;;) {
      const answer = await reader.inject({ url: api(), headers: { authorization } });
      expect(answer.statusCode, answer.body).toBe(200);
      const status = answer.json() as KeepsakeStatus;
      if (status.state !== 'working') {
        expect(status).toMatchObject({ state: 'ready', size });
        const [row] = await reader.ctx.db.select().from(keepsakeBooks).where(eq(keepsakeBooks.liveId, liveId));
        return { url: status.url!, fileName: row!.fileName! };
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  it('serves through one instance, streamed from the bucket, the book the other printed', async () => {
    const book = await makeBook(a, b, 'A5');
    expect(await bookKeys()).toEqual([`${S3_KEEPSAKE_PREFIX}${book.fileName}`]);
    // Nothing stays on either instance's disk: no book, no part file.
    expect([...localBooks(a), ...localBooks(b)]).toEqual([]);

    const pdf = await b.inject({ url: book.url, headers: { authorization } });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers).toMatchObject({ 'content-type': 'application/pdf', 'cache-control': 'private, no-store' });
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.headers['content-length']).toBe(String(pdf.rawPayload.length));
    // The bytes are the object's.
    const stored = await s3.client.send(
      new GetObjectCommand({ Bucket: s3.config.bucket, Key: `${S3_KEEPSAKE_PREFIX}${book.fileName}` }),
    );
    expect(Buffer.from(await stored.Body!.transformToByteArray()).equals(pdf.rawPayload)).toBe(true);
    // Never without the owner's token, and never through the public download route.
    expect((await b.inject({ url: book.url })).statusCode).toBe(401);
    for (const app of [a, b]) {
      const leaked = await app.inject({ url: `/rest/api/public/download?filename=${book.fileName}` });
      expect(leaked.statusCode).toBe(400);
    }
  }, 90_000);

  it('deletes the replaced book’s object when a new one is made through the other instance', async () => {
    const [before] = await a.ctx.db.select().from(keepsakeBooks).where(eq(keepsakeBooks.liveId, liveId));
    const book = await makeBook(b, a, 'A4');
    expect(book.fileName).not.toBe(before!.fileName);
    expect(await bookKeys()).toEqual([`${S3_KEEPSAKE_PREFIX}${book.fileName}`]);
    expect((await a.inject({ url: book.url, headers: { authorization } })).statusCode).toBe(200);
  }, 90_000);

  it('is left alone by the uploads sweep; the keepsake sweep deletes only old books no row names', async () => {
    const [row] = await a.ctx.db.select().from(keepsakeBooks).where(eq(keepsakeBooks.liveId, liveId));
    const kept = `${S3_KEEPSAKE_PREFIX}${row!.fileName}`;
    const orphan = `${'ab'.repeat(16)}.pdf`;
    const foreign = [`${S3_KEEPSAKE_PREFIX}notes.txt`, `${S3_PREFIX}${'cd'.repeat(16)}.pdf`];
    for (const Key of [`${S3_KEEPSAKE_PREFIX}${orphan}`, ...foreign])
      await s3.client.send(new PutObjectCommand({ Bucket: s3.config.bucket, Key, Body: '%PDF-' }));

    // A cutoff in the future makes every object old enough: the uploads sweep still never lists a book.
    await sweepUploads(a.ctx, -60_000);
    expect(await s3.keys()).toEqual(expect.arrayContaining([kept, `${S3_KEEPSAKE_PREFIX}${orphan}`, ...foreign]));

    // Nothing is a day old yet: the orphan book stays.
    expect(await sweepKeepsakes(b.ctx)).toEqual([]);
    expect(await sweepKeepsakes(b.ctx, -60_000)).toEqual([orphan]);
    const keys = await s3.keys();
    expect(keys).toEqual(expect.arrayContaining([kept, ...foreign]));
    expect(keys).not.toContain(`${S3_KEEPSAKE_PREFIX}${orphan}`);

    // A site's row gone (deleted with its site) leaves a book the next sweep takes.
    await a.ctx.db.delete(keepsakeBooks).where(eq(keepsakeBooks.liveId, liveId));
    expect(await sweepKeepsakes(a.ctx, -60_000)).toEqual([row!.fileName]);
    expect(await bookKeys()).toEqual([`${S3_KEEPSAKE_PREFIX}notes.txt`]);
  });
});
