/**
 * A real S3 protocol server for tests: `s3rver` over a temporary folder, on a free loopback port, with one
 * bucket. `config` is what S3_BUCKET/S3_ENDPOINT/S3_FORCE_PATH_STYLE=1 would load; the credentials are
 * s3rver's own, put where the SDK's default chain reads them (the environment of this test file's worker).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3Config } from '../../config';

export interface TestS3Server {
  config: S3Config;
  /** Every key in the bucket. */
  keys(): Promise<string[]>;
  /** A client of the bucket, for looking behind the app's back. */
  client: S3Client;
  stop(): Promise<void>;
}

export async function startS3Server(bucket = 'invites-test'): Promise<TestS3Server> {
  const directory = mkdtempSync(join(tmpdir(), 's3rver-'));
  process.env.AWS_ACCESS_KEY_ID = 'S3RVER';
  process.env.AWS_SECRET_ACCESS_KEY = 'S3RVER';
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const config: S3Config = {
    bucket,
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    forcePathStyle: true,
  };
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: true,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  let stopped = false;
  return {
    config,
    client,
    async keys() {
      const answer = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (answer.Contents ?? []).map((object) => object.Key ?? '').sort();
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
