import type { Readable } from 'node:stream';
import { Client } from 'minio';

export interface ObjectStoreConfig {
  MINIO_ENDPOINT: string;
  MINIO_ACCESS_KEY: string;
  MINIO_SECRET_KEY: string;
  MINIO_BUCKET: string;
  MINIO_REGION: string;
}

export interface ObjectInfo {
  key: string;
  size: number;
  contentType: string | undefined;
  etag: string;
  lastModified: Date;
  /** User metadata (`x-amz-meta-*`), lower-case names without the prefix. */
  meta: Record<string, string | undefined>;
}

export interface ListedObject {
  key: string;
  size: number;
  lastModified: Date;
}

const isMissing = (error: unknown) => {
  const code = (error as { code?: string }).code;
  return code === 'NotFound' || code === 'NoSuchKey';
};

/** The upload bucket through the `minio` client (MinIO, S3, or s3rver locally). Keys are checked by the callers. */
export class ObjectStore {
  constructor(
    private readonly client: Client,
    readonly bucket: string,
  ) {}

  static fromConfig(config: ObjectStoreConfig): ObjectStore {
    const endpoint = new URL(config.MINIO_ENDPOINT);
    const client = new Client({
      endPoint: endpoint.hostname,
      port: endpoint.port ? Number(endpoint.port) : undefined,
      useSSL: endpoint.protocol === 'https:',
      accessKey: config.MINIO_ACCESS_KEY,
      secretKey: config.MINIO_SECRET_KEY,
      region: config.MINIO_REGION,
      pathStyle: true,
    });
    return new ObjectStore(client, config.MINIO_BUCKET);
  }

  async ensureBucket(): Promise<void> {
    if (!(await this.client.bucketExists(this.bucket))) await this.client.makeBucket(this.bucket);
  }

  async put(key: string, bytes: Buffer, contentType: string, meta: Record<string, string> = {}): Promise<void> {
    const headers = Object.fromEntries(Object.entries(meta).map(([name, value]) => [`x-amz-meta-${name}`, value]));
    await this.client.putObject(this.bucket, key, bytes, bytes.length, { 'Content-Type': contentType, ...headers });
  }

  /** null when absent. */
  async stat(key: string): Promise<ObjectInfo | null> {
    try {
      const stat = await this.client.statObject(this.bucket, key);
      const { 'content-type': contentType, ...meta } = stat.metaData as Record<string, string | undefined>;
      return { key, size: stat.size, contentType, etag: stat.etag, lastModified: stat.lastModified, meta };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  /** The object's bytes as a stream, with what stat says; null when absent. */
  async open(key: string): Promise<(ObjectInfo & { stream: Readable }) | null> {
    const info = await this.stat(key);
    if (!info) return null;
    try {
      return { ...info, stream: await this.client.getObject(this.bucket, key) };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  /** The whole object in memory; null when absent. */
  async read(key: string): Promise<Buffer | null> {
    const object = await this.open(key);
    if (!object) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of object.stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  async *list(prefix = ''): AsyncGenerator<ListedObject> {
    const stream = this.client.listObjectsV2(this.bucket, prefix, true);
    for await (const item of stream as AsyncIterable<{ name?: string; size: number; lastModified: Date }>) {
      if (item.name) yield { key: item.name, size: item.size, lastModified: item.lastModified };
    }
  }

  async remove(keys: string[]): Promise<void> {
    if (keys.length) await this.client.removeObjects(this.bucket, keys);
  }
}
