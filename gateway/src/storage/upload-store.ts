import { createHash, randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  DEMO_IMAGE_PREFIX,
  type ImageVariantKey,
  uploadBase,
  UPLOAD_KEY_PATTERN,
  UPLOADS_PREFIX,
} from '@site/contracts';
import { type EncodedImage, ImagePipeline } from './image-pipeline';
import { ClientLimit } from './client-limit';
import { servedContentType } from './image-type';
import { type ObjectInfo, ObjectStore, type ObjectStoreConfig } from './object-store';
import { WorkQueue } from './work-queue';

/** Written with every master the pipeline made; the backfill and the demo seed skip those that carry it. */
export const PIPELINE_VERSION = '1';

export type UploadFolder = 'images' | 'qrcodes';

/**
 * Variants one client (address) may have in the making at once, and waiting beyond those: a page's
 * first visit after an upload waits its turn; a client asking for a flood cannot fill the public
 * line of the image queue that every visitor shares (issue 32). Past the line: ClientBusyError.
 */
export const VARIANT_MAKINGS_PER_CLIENT = 2;
export const VARIANT_LINE_PER_CLIENT = 32;

/** A master just stored: its key and public URL, its type, pixel size (of one frame) and bytes. */
export interface StoredUpload {
  key: string;
  url: string;
  contentType: string;
  width: number;
  height: number;
  bytes: number;
}

/** A file ready to send. */
export interface ServedFile {
  body: Readable | Buffer;
  size: number;
  contentType: string;
  etag: string;
  lastModified: Date;
}

export interface UploadStoreConfig extends ObjectStoreConfig {
  IMAGE_CONCURRENCY: number;
  IMAGE_QUEUE_LIMIT: number;
}

/**
 * Uploads in object storage, always through the image pipeline: masters under random keys,
 * variants made on their first request and kept beside them (`<master without extension>/w640.avif`).
 * A plain class, so the gateway, the `images` command and seed tooling share it.
 */
export class UploadStore {
  private readonly making = new Map<string, Promise<ServedFile | null>>();
  private readonly perClient = new ClientLimit(VARIANT_MAKINGS_PER_CLIENT, VARIANT_LINE_PER_CLIENT);

  constructor(
    readonly objects: ObjectStore,
    readonly pipeline: ImagePipeline,
  ) {}

  static fromConfig(config: UploadStoreConfig): UploadStore {
    const queue = new WorkQueue(config.IMAGE_CONCURRENCY, config.IMAGE_QUEUE_LIMIT);
    return new UploadStore(ObjectStore.fromConfig(config), new ImagePipeline(queue));
  }

  /** Runs an upload through the pipeline and stores the master under a new key. */
  async accept(folder: UploadFolder, bytes: Buffer): Promise<StoredUpload> {
    const master = await this.pipeline.master(bytes);
    const now = new Date();
    const month = String(now.getUTCMonth() + 1).padStart(2, '0');
    const key = `${folder}/${now.getUTCFullYear()}/${month}/${randomUUID()}.webp`;
    await this.putMaster(key, master);
    return {
      key,
      url: `${UPLOADS_PREFIX}${key}`,
      contentType: master.contentType,
      width: master.width,
      height: master.height,
      bytes: master.bytes.length,
    };
  }

  /**
   * New bytes under an existing master's key (the library's "replace file"): same URL, new
   * content; the variants go, to be made again from the new master.
   */
  async replace(key: string, bytes: Buffer): Promise<StoredUpload> {
    const master = await this.pipeline.master(bytes);
    await this.putMaster(key, master);
    await this.objects.remove(await this.variantKeys(key));
    return {
      key,
      url: `${UPLOADS_PREFIX}${key}`,
      contentType: master.contentType,
      width: master.width,
      height: master.height,
      bytes: master.bytes.length,
    };
  }

  /** A demo picture (rendered from SVG) through the same pipeline, under its fixed key (`images/demo/<name>.webp`). */
  async putDemo(key: string, rendered: Buffer): Promise<void> {
    if (!key.startsWith(DEMO_IMAGE_PREFIX) || !UPLOAD_KEY_PATTERN.test(key))
      throw new Error(`not a demo image key: ${key}`);
    await this.putMaster(key, await this.pipeline.master(rendered));
  }

  /** Whether a stored master is what this pipeline writes now. */
  isCurrent(info: ObjectInfo): boolean {
    return info.meta.pipeline === PIPELINE_VERSION;
  }

  /**
   * Re-encodes a master stored before the pipeline (or by an older one) in place: the same key,
   * so every record and article keeps its URL. Refusals (ImageRefusedError) leave it as it was.
   */
  async convert(key: string): Promise<'converted' | 'current' | 'missing'> {
    const info = await this.objects.stat(key);
    if (!info) return 'missing';
    if (this.isCurrent(info)) return 'current';
    const bytes = await this.objects.read(key);
    if (!bytes) return 'missing';
    await this.putMaster(key, await this.pipeline.master(bytes));
    return 'converted';
  }

  /** A master as stored; null when the key is not one of ours or absent. */
  async master(key: string): Promise<ServedFile | null> {
    if (!UPLOAD_KEY_PATTERN.test(key)) return null;
    const object = await this.objects.open(key);
    if (!object) return null;
    const contentType = servedContentType(key, object.contentType);
    if (!contentType) return null;
    return {
      body: object.stream,
      size: object.size,
      contentType,
      etag: object.etag,
      lastModified: object.lastModified,
    };
  }

  /**
   * A variant: the stored one, else made from its master now, stored for next time and answered.
   * Requests for the same variant at once share one making. null when there is no master. The
   * makings a `client` (a visitor's address) starts are bounded (ClientLimit); tools pass none.
   */
  async variant(variant: ImageVariantKey, client?: string): Promise<ServedFile | null> {
    const key = `${variant.base}/w${variant.width}.${variant.format}`;
    const stored = await this.objects.open(key);
    if (stored) {
      return {
        body: stored.stream,
        size: stored.size,
        // An animated master's `.avif` variant is WebP (see ImagePipeline.variant).
        contentType: servedContentType(key, stored.contentType)!,
        etag: stored.etag,
        lastModified: stored.lastModified,
      };
    }
    let making = this.making.get(key);
    if (!making) {
      making = this.perClient.run(client, () => this.makeVariant(key, variant)).finally(() => this.making.delete(key));
      this.making.set(key, making);
    }
    return making;
  }

  /** Every stored master's key, sorted (variants left out). */
  async masterKeys(): Promise<string[]> {
    const keys: string[] = [];
    for (const prefix of ['images/', 'qrcodes/']) {
      for await (const object of this.objects.list(prefix)) {
        if (UPLOAD_KEY_PATTERN.test(object.key)) keys.push(object.key);
      }
    }
    return keys.sort();
  }

  /** The key of a master by its base (`images/2026/05/<uuid>`): `.webp`, or an older upload's extension. */
  async findMaster(base: string): Promise<string | null> {
    for await (const object of this.objects.list(`${base}.`)) {
      if (UPLOAD_KEY_PATTERN.test(object.key)) return object.key;
    }
    return null;
  }

  /** The keys of a master's stored variants. */
  async variantKeys(masterKey: string): Promise<string[]> {
    const keys: string[] = [];
    for await (const object of this.objects.list(`${uploadBase(masterKey)}/`)) keys.push(object.key);
    return keys;
  }

  /** Removes a master and its variants. */
  async remove(masterKey: string): Promise<void> {
    if (!UPLOAD_KEY_PATTERN.test(masterKey)) return;
    await this.objects.remove([...(await this.variantKeys(masterKey)), masterKey]);
  }

  private async makeVariant(key: string, variant: ImageVariantKey): Promise<ServedFile | null> {
    const masterKey = await this.findMaster(variant.base);
    const master = masterKey && (await this.objects.read(masterKey));
    if (!master) return null;
    const made = await this.pipeline.variant(master, variant.width, variant.format);
    await this.objects.put(key, made.bytes, made.contentType);
    return {
      body: made.bytes,
      size: made.bytes.length,
      contentType: made.contentType,
      // What S3 answers for this object from now on (MD5 of a single-part upload).
      etag: createHash('md5').update(made.bytes).digest('hex'),
      lastModified: new Date(),
    };
  }

  private async putMaster(key: string, master: EncodedImage): Promise<void> {
    await this.objects.put(key, master.bytes, master.contentType, {
      pipeline: PIPELINE_VERSION,
      width: String(master.width),
      height: String(master.height),
      frames: String(master.frames),
    });
  }
}
