/**
 * The bucket backend of the file store (S3_BUCKET): AWS S3, Cloudflare R2, MinIO, DigitalOcean Spaces. Loaded
 * only when a bucket is configured, so a server keeping files on its own disk never loads the SDK (about 45 MB).
 */
import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  paginateListObjectsV2,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { S3Config } from '../config';
import type { FileStore, SpaceLayout } from './store-types';

/** A readiness probe that waits longer than this counts the bucket as unreachable. */
const CHECK_TIMEOUT_MS = 3000;
/** DeleteObjects takes at most 1000 keys. */
const DELETE_BATCH = 1000;

export function s3Client(config: S3Config): S3Client {
  return new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    // Checksums only where the API demands them: other providers' servers (and older MinIO, s3rver) do not
    // all read the checksum trailers the SDK sends by default, and would store the framing as file bytes.
    ...(config.endpoint
      ? { requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' }
      : {}),
  });
}

export function s3Store(client: S3Client, Bucket: string, { prefix, isName }: SpaceLayout): FileStore {
  const key = (name: string) => `${prefix}${name}`;
  return {
    kind: 's3',
    async keep(partPath, name, mimeType) {
      try {
        // lib-storage sends a small file in one PUT and a large one in parts; a failed multipart upload is
        // aborted by it, and an upload cut off by a crash stays invisible (README: lifecycle rule).
        await new Upload({
          client,
          params: { Bucket, Key: key(name), Body: createReadStream(partPath), ContentType: mimeType },
        }).done();
      } finally {
        await rm(partPath, { force: true });
      }
    },
    async open(name) {
      if (!isName(name)) return null;
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: key(name) }));
        const stream = answer.Body as Readable | undefined;
        return stream ? { stream, bytes: answer.ContentLength ?? 0 } : null;
      } catch (error) {
        const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
        if ((error as Error).name === 'NoSuchKey' || status === 404) return null;
        throw error;
      }
    },
    async remove(names) {
      const own = names.filter(isName);
      for (let from = 0; from < own.length; from += DELETE_BATCH) {
        const Objects = own.slice(from, from + DELETE_BATCH).map((name) => ({ Key: key(name) }));
        const answer = await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects, Quiet: true } }));
        if (answer.Errors?.length) throw new Error(`could not delete ${answer.Errors.length} object(s)`);
      }
    },
    async *list() {
      for await (const page of paginateListObjectsV2({ client }, { Bucket, Prefix: prefix })) {
        for (const object of page.Contents ?? []) {
          const name = object.Key?.slice(prefix.length) ?? '';
          if (isName(name)) yield { name, modifiedMs: object.LastModified?.getTime() ?? Date.now() };
        }
      }
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket }), { abortSignal: AbortSignal.timeout(CHECK_TIMEOUT_MS) });
    },
  };
}
