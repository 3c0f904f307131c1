import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Stack } from '@site/dev-stack';
import { Client } from 'minio';
import { repoRoot } from './test-stack';

const run = promisify(execFile);

/** `npm run images -- <args>` against a test stack's object storage and NATS; throws with its output when it fails. */
export function runImagesCli(stack: Stack, args: string[]): Promise<{ stdout: string; stderr: string }> {
  return run(process.execPath, [join(repoRoot, 'gateway', 'dist', 'images.js'), ...args], {
    env: { ...process.env, ...stack.toolEnv },
  }).catch((error: { code?: number; stdout?: string; stderr?: string }) => {
    throw new Error(`images ${args.join(' ')} exited ${error.code}: ${error.stderr ?? ''}${error.stdout ?? ''}`);
  });
}

/** A client of the stack's object storage (the bucket is `uploads`). */
export function bucketOf(stack: Stack): Client {
  const endpoint = new URL(stack.objectStorage.endpoint);
  return new Client({
    endPoint: endpoint.hostname,
    port: Number(endpoint.port),
    useSSL: false,
    accessKey: stack.objectStorage.accessKey,
    secretKey: stack.objectStorage.secretKey,
    region: 'us-east-1',
    pathStyle: true,
  });
}
