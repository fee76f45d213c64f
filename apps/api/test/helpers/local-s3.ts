import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export interface LocalS3 {
  endpoint: string;
  bucket: string;
  /** The shop's settings for this bucket (path style, as MinIO and local servers need). */
  env: Record<string, string>;
  stop(): Promise<void>;
}

/** s3rver (the S3 REST protocol over files in a temp dir) on a free loopback port, with one bucket. */
export async function startLocalS3(bucket = 'mavazi-photos'): Promise<LocalS3> {
  const directory = mkdtempSync(path.join(tmpdir(), 'mavazi-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: {
      STORAGE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      // s3rver's fixed test keys.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    async stop() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
