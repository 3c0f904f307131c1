import { mkdirSync } from 'node:fs';
import S3rver from 's3rver';
import { freePort } from './ports';

export interface LocalS3 {
  endpoint: string;
  accessKey: string;
  secretKey: string;
  stop(): Promise<void>;
}

/**
 * An S3-compatible server from npm for machines without MinIO. The gateway talks to it with
 * the same `minio` client; its bucket-policy call is unimplemented, so objects are served
 * through the gateway, never from the bucket directly.
 */
export async function startLocalS3(directory: string, port?: number): Promise<LocalS3> {
  mkdirSync(directory, { recursive: true });
  const chosen = port ?? (await freePort());
  const server = new S3rver({ port: chosen, address: '127.0.0.1', directory, silent: true });
  await server.run();
  let closed: Promise<void> | undefined;
  return {
    endpoint: `http://127.0.0.1:${chosen}`,
    accessKey: 'S3RVER',
    secretKey: 'S3RVER',
    // Closing a closed server rejects (ERR_SERVER_NOT_RUNNING): a second stop waits for the first.
    stop: () => (closed ??= server.close()),
  };
}
