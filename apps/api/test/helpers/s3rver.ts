import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

/** s3rver's fixed credentials. */
const CREDENTIAL = 'S3RVER';

export interface LocalS3 {
  /** The S3_* variables of a configuration that stores in this server's bucket. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/** A local S3-compatible server on a free port, keeping its objects in a temporary folder. */
export async function startLocalS3(bucket = 'uploads'): Promise<LocalS3> {
  const directory = await mkdtemp(join(tmpdir(), 's3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: CREDENTIAL,
      S3_SECRET_ACCESS_KEY: CREDENTIAL,
      S3_FORCE_PATH_STYLE: 'true',
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
