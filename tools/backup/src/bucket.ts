import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, stat } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Client } from 'minio';
import type { BackupConfig } from './config';

export interface StoredObject {
  key: string;
  size: number;
  sha256: string;
  contentType: string;
}

export function objectClient(config: BackupConfig): Client {
  const endpoint = new URL(config.MINIO_ENDPOINT);
  return new Client({
    endPoint: endpoint.hostname,
    port: endpoint.port ? Number(endpoint.port) : undefined,
    useSSL: endpoint.protocol === 'https:',
    accessKey: config.MINIO_ACCESS_KEY,
    secretKey: config.MINIO_SECRET_KEY,
    region: config.MINIO_REGION,
    pathStyle: true,
  });
}

/** Where an object's bytes live in a backup; a key that would leave the folder is refused. */
export function objectPath(folder: string, key: string): string {
  const root = resolve(folder);
  const path = resolve(root, key);
  if (!key || key.includes('\0') || !path.startsWith(root + sep) || relative(root, path) !== key.split('/').join(sep))
    throw new Error(`对象键不安全，已拒绝 (unsafe object key): ${JSON.stringify(key)}`);
  return path;
}

export async function listKeys(client: Client, bucket: string): Promise<string[]> {
  const keys: string[] = [];
  const stream = client.listObjectsV2(bucket, '', true);
  for await (const item of stream as AsyncIterable<{ name?: string }>) if (item.name) keys.push(item.name);
  return keys.sort();
}

/** Runs `work` over the items, `limit` at a time. */
export async function eachLimited<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

function hashing(hash: ReturnType<typeof createHash>): Transform {
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      done(null, chunk);
    },
  });
}

/** Copies one object into the folder and returns what the manifest records of it. */
export async function downloadObject(
  client: Client,
  bucket: string,
  key: string,
  folder: string,
): Promise<StoredObject> {
  const path = objectPath(folder, key);
  await mkdir(dirname(path), { recursive: true });
  const info = await client.statObject(bucket, key);
  const hash = createHash('sha256');
  await pipeline(await client.getObject(bucket, key), hashing(hash), createWriteStream(path, { flags: 'wx' }));
  const size = (await stat(path)).size;
  const meta = info.metaData as Record<string, string | undefined>;
  return {
    key,
    size,
    sha256: hash.digest('hex'),
    contentType: meta['content-type'] ?? 'application/octet-stream',
  };
}

export async function uploadObject(client: Client, bucket: string, object: StoredObject, folder: string) {
  const path = objectPath(folder, object.key);
  await client.putObject(bucket, object.key, createReadStream(path), object.size, {
    'Content-Type': object.contentType,
  });
}

export async function fileSha256(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

export async function objectSha256(client: Client, bucket: string, key: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of await client.getObject(bucket, key)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

export const objectsFolder = (backup: string) => join(backup, 'objects');
