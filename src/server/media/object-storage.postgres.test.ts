/**
 * Two app instances that share only PostgreSQL and one bucket (each with its own local DATA_DIR): a guest
 * photo received by one is served, with its variants, by the other. Skipped only
 * when no PostgreSQL answers.
 */
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestPhotos } from '../db/schema';
import { seedLiveSite } from '../invitation/testing/seed';
import { postgresAnswers } from '../testing/postgres-server';
import { S3_PREFIX } from './file-store';
import { multipartBody } from './testing/sample-files';
import { startS3Server, type TestS3Server } from './testing/s3-server';
import { startTwoInstances, type TwoInstances } from '../testing/two-instances';

const available = await postgresAnswers();

describe.skipIf(!available)('uploads on two instances over one PostgreSQL and one bucket', () => {
  let instances: TwoInstances;
  let s3: TestS3Server;
  let a: FastifyInstance;
  let b: FastifyInstance;

  beforeAll(async () => {
    s3 = await startS3Server();
    instances = await startTwoInstances('bucket', { s3: s3.config });
    ({ a, b } = instances);
  });

  afterAll(async () => {
    await instances?.close();
    await s3?.stop();
  });

  const download = (app: FastifyInstance, name: string) =>
    app.inject({ url: `/rest/api/public/download?filename=${name}` });

  it('serves through one instance the guest photo and variants received by the other', async () => {
    const site = await seedLiveSite(a.ctx.db);
    const photo = await sharp({ create: { width: 1500, height: 1000, channels: 3, background: '#a04030' } })
      .jpeg()
      .toBuffer();
    const body = multipartBody([
      { field: 'name', data: 'Kavya' },
      { field: 'file', filename: 'IMG.JPG', contentType: 'image/jpeg', data: photo },
    ]);
    const sent = await a.inject({
      method: 'POST',
      url: `/rest/api/public/live/${site.slug}/photos`,
      payload: body.payload,
      headers: body.headers,
    });
    expect(sent.statusCode, sent.body).toBe(200);

    const [row] = await b.ctx.db.select().from(guestPhotos);
    const original = await download(b, row.fileName);
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(original.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 1500, height: 1000 });
    for (const variant of row.variants) {
      const served = await download(b, variant.fileName);
      expect(served.statusCode).toBe(200);
      expect((await sharp(served.rawPayload).metadata()).width).toBe(variant.width);
    }
    expect(await s3.keys()).toContain(`${S3_PREFIX}${row.fileName}`);
  });

  it('is ready on both instances while the bucket answers', async () => {
    for (const app of [a, b]) expect((await app.inject('/rest/api/health/ready')).statusCode).toBe(200);
  });
});
