import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import {
  Events,
  type FileUsageReply,
  isDemoImageUrl,
  isOwnImageUrl,
  MAX_FILE_USAGE_URLS,
  type NewsDeletedEvent,
  type NewsUpdatedEvent,
  Patterns,
  type ProductDeletedEvent,
  type ProductImageDeletedEvent,
} from '@site/contracts';
import { RpcClient } from '@site/service-kit';
import type { Subscription } from 'nats';
import { StorageService } from './storage.service';

/** Gateway replicas share the events: each file is removed once. */
const QUEUE = 'gateway.storage';

/** An event that may leave uploaded files without a user, and how to read those files from it. */
interface FileSource {
  event: string;
  /** The files the event names (anything: events are checked, not trusted). */
  files: (event: unknown) => unknown[];
}

const source = <T>(event: string, files: (event: T) => unknown[]): FileSource => ({
  event,
  files: (e) => (e && typeof e === 'object' ? files(e as T) : []),
});

/** Where a write announces files it no longer uses (after its commit). */
const SOURCES: FileSource[] = [
  source<ProductDeletedEvent>(Events.catalog.productDeleted, (e) => (Array.isArray(e.imageUrls) ? e.imageUrls : [])),
  source<ProductImageDeletedEvent>(Events.catalog.productImageDeleted, (e) => (e.orphaned ? [e.imageUrl] : [])),
  source<NewsUpdatedEvent>(Events.content.newsUpdated, (e) => (e.orphaned ? [e.previousCoverImage] : [])),
  source<NewsDeletedEvent>(Events.content.newsDeleted, (e) => (e.orphaned ? [e.coverImage] : [])),
];

/** Every service that may show an upload: a file goes only when none of them still does. */
const OWNERS = [Patterns.catalog.fileUsage, Patterns.content.fileUsage, Patterns.contact.fileUsage];

/**
 * Removes stored files nothing shows any more. Only the gateway reaches object storage, so the
 * services announce (after their commit) the files their write stopped using: deleted product
 * images, a deleted article's cover, a replaced cover. A service knows only its own data, and
 * one upload may be shown by a product and an article alike, so before removing a file the
 * gateway asks every owner whether it still uses it; when one cannot say, the file stays. The
 * fixed demo pictures stay too: other demo items may show them and they are re-created anyway.
 */
@Injectable()
export class OrphanedFilesSubscriber implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(OrphanedFilesSubscriber.name);
  private readonly subscriptions: Subscription[] = [];

  constructor(
    private readonly rpc: RpcClient,
    private readonly storage: StorageService,
  ) {}

  onApplicationBootstrap(): void {
    const onError = (error: unknown) => this.logger.error(`stored file not removed: ${String(error)}`);
    for (const { event, files } of SOURCES) {
      this.subscriptions.push(
        this.rpc.subscribe<unknown>(event, (data) => this.removeUnused(files(data)), { queue: QUEUE, onError }),
      );
    }
  }

  onApplicationShutdown(): void {
    for (const subscription of this.subscriptions) subscription.unsubscribe();
  }

  /** Removes those of the files (our uploads, not demo pictures) that no owner uses. */
  async removeUnused(files: unknown[]): Promise<void> {
    const candidates = [
      ...new Set(files.filter((f): f is string => typeof f === 'string' && isOwnImageUrl(f) && !isDemoImageUrl(f))),
    ];
    for (let i = 0; i < candidates.length; i += MAX_FILE_USAGE_URLS) {
      const urls = candidates.slice(i, i + MAX_FILE_USAGE_URLS);
      let used: Set<string>;
      try {
        const replies = await Promise.all(OWNERS.map((pattern) => this.rpc.request<FileUsageReply>(pattern, { urls })));
        used = new Set(replies.flatMap((r) => r.used));
      } catch (error) {
        this.logger.warn(`kept ${urls.join(', ')}: cannot tell whether they are still used (${String(error)})`);
        continue;
      }
      for (const url of urls.filter((u) => !used.has(u))) {
        await this.storage.remove(url);
        this.logger.debug(`removed ${url}`);
      }
    }
  }
}
