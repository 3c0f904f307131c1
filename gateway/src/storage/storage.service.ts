import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { DEMO_IMAGE_PREFIX, UPLOAD_KEY_PATTERN, UPLOADS_PREFIX } from '@site/contracts';
import { Client } from 'minio';
import { GATEWAY_CONFIG } from '../config/config.module';
import type { GatewayConfig } from '../config/gateway-config';
import type { ImageType } from './image-type';

/**
 * Keys are `<folder>/<yyyy>/<mm>/<uuid>.<ext>`: random, so a URL cannot be guessed or collide;
 * and `images/demo/<name>.webp`, the fixed demo pictures (see demo-images.ts).
 */
const KEY_PATTERN = UPLOAD_KEY_PATTERN;
export { UPLOADS_PREFIX };

const isMissing = (error: unknown) => {
  const code = (error as { code?: string }).code;
  return code === 'NotFound' || code === 'NoSuchKey';
};

export interface StoredObject {
  stream: Readable;
  size: number;
  contentType: string;
  etag: string;
  lastModified: Date;
}

@Injectable()
export class StorageService implements OnModuleInit {
  private readonly logger = new Logger(StorageService.name);
  private readonly client: Client;
  private readonly bucket: string;

  constructor(@Inject(GATEWAY_CONFIG) config: GatewayConfig) {
    const endpoint = new URL(config.MINIO_ENDPOINT);
    this.client = new Client({
      endPoint: endpoint.hostname,
      port: endpoint.port ? Number(endpoint.port) : undefined,
      useSSL: endpoint.protocol === 'https:',
      accessKey: config.MINIO_ACCESS_KEY,
      secretKey: config.MINIO_SECRET_KEY,
      region: config.MINIO_REGION,
      pathStyle: true,
    });
    this.bucket = config.MINIO_BUCKET;
  }

  async onModuleInit(): Promise<void> {
    // Object storage may still be starting (compose, k8s): wait rather than crash-loop.
    for (let attempt = 1; ; attempt++) {
      try {
        if (!(await this.client.bucketExists(this.bucket))) await this.client.makeBucket(this.bucket);
        return;
      } catch (error) {
        if (attempt >= 30) throw error;
        this.logger.warn(`object storage not ready (${(error as Error).message}); retrying`);
        await new Promise((r) => setTimeout(r, 1000));
      }
    }
  }

  /** Stores the bytes and returns the public URL path. */
  async put(folder: 'images' | 'qrcodes', bytes: Buffer, type: ImageType): Promise<string> {
    const now = new Date();
    const month = String(now.getUTCMonth() + 1).padStart(2, '0');
    const key = `${folder}/${now.getUTCFullYear()}/${month}/${randomUUID()}.${type.ext}`;
    await this.client.putObject(this.bucket, key, bytes, bytes.length, { 'Content-Type': type.mime });
    return `${UPLOADS_PREFIX}${key}`;
  }

  /** null when the key is malformed or absent. */
  async get(key: string): Promise<StoredObject | null> {
    if (!KEY_PATTERN.test(key)) return null;
    try {
      const stat = await this.client.statObject(this.bucket, key);
      const stream = await this.client.getObject(this.bucket, key);
      const meta = stat.metaData as Record<string, string | undefined>;
      return {
        stream,
        size: stat.size,
        contentType: meta['content-type'] ?? 'application/octet-stream',
        etag: stat.etag,
        lastModified: stat.lastModified,
      };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  /** Whether the object behind a public URL path (`/uploads/…`) exists. */
  async exists(url: string): Promise<boolean> {
    const key = keyOf(url);
    if (!KEY_PATTERN.test(key)) return false;
    try {
      await this.client.statObject(this.bucket, key);
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  /** Stores a demo picture under its fixed key (`images/demo/<name>.webp`). */
  async putDemo(key: string, bytes: Buffer): Promise<void> {
    if (!key.startsWith(DEMO_IMAGE_PREFIX) || !KEY_PATTERN.test(key)) throw new Error(`not a demo image key: ${key}`);
    await this.client.putObject(this.bucket, key, bytes, bytes.length, { 'Content-Type': 'image/webp' });
  }

  async remove(url: string): Promise<void> {
    const key = keyOf(url);
    if (KEY_PATTERN.test(key)) await this.client.removeObject(this.bucket, key);
  }
}

const keyOf = (url: string) => (url.startsWith(UPLOADS_PREFIX) ? url.slice(UPLOADS_PREFIX.length) : '');
