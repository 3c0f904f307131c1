import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { CatalogEvents, ContentEvents, isDemoImageUrl, isOwnImageUrl, MAX_FILE_USAGE_URLS } from '@site/contracts';
import { EventBus, type EventRoute, on, RpcClient } from '@site/service-kit/dist/client';
import { urlsInUse } from './file-owners';
import { StorageService } from './storage.service';

/** The durable consumer gateway replicas share: each event is handled once, and none is lost while they are down. */
export const FILES_CONSUMER = 'gateway-files';

/** Where a write announces files it no longer uses (after its commit). */
const SOURCES = (removeUnused: (files: unknown[]) => Promise<void>): EventRoute[] => [
  on(CatalogEvents.productDeleted, (e) => removeUnused(e.imageUrls)),
  on(CatalogEvents.productImageDeleted, (e) => removeUnused(e.orphaned ? [e.imageUrl] : [])),
  on(ContentEvents.newsUpdated, (e) => removeUnused(e.orphaned ? [e.previousCoverImage] : [])),
  on(ContentEvents.newsDeleted, (e) => removeUnused(e.orphaned ? [e.coverImage] : [])),
];

/**
 * Removes stored files nothing shows any more. Only the gateway reaches object storage, so the
 * services announce (after their commit) the files their write stopped using: deleted product
 * images, a deleted article's cover, a replaced cover. A service knows only its own data, and
 * one upload may be shown by a product and an article alike, so before removing a file the
 * gateway asks every owner whether it still uses it; when one cannot say, the file stays and the
 * event is tried again later. Its variants go with it. The fixed demo pictures stay too: other demo items may show them and
 * they are re-created anyway. The events come through a durable consumer, so a gateway that was
 * down removes what was announced meanwhile when it is back.
 */
@Injectable()
export class OrphanedFilesSubscriber implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(OrphanedFilesSubscriber.name);
  private consumer: { stop(): Promise<void> } | null = null;

  constructor(
    private readonly rpc: RpcClient,
    private readonly events: EventBus,
    private readonly storage: StorageService,
  ) {}

  onApplicationBootstrap(): void {
    this.consumer = this.events.consume(
      FILES_CONSUMER,
      SOURCES((files) => this.removeUnused(files)),
    );
  }

  async onApplicationShutdown(): Promise<void> {
    await this.consumer?.stop();
  }

  /**
   * Removes those of the files (our uploads, not demo pictures) that no owner uses. When an owner
   * cannot say, those files stay and this fails, so the event comes again later.
   */
  async removeUnused(files: unknown[]): Promise<void> {
    let undecided = 0;
    const candidates = [
      ...new Set(files.filter((f): f is string => typeof f === 'string' && isOwnImageUrl(f) && !isDemoImageUrl(f))),
    ];
    for (let i = 0; i < candidates.length; i += MAX_FILE_USAGE_URLS) {
      const urls = candidates.slice(i, i + MAX_FILE_USAGE_URLS);
      let used: Set<string>;
      try {
        used = await urlsInUse(this.rpc, urls);
      } catch (error) {
        this.logger.warn(`kept ${urls.join(', ')}: cannot tell whether they are still used (${String(error)})`);
        undecided += urls.length;
        continue;
      }
      for (const url of urls.filter((u) => !used.has(u))) {
        await this.storage.remove(url);
        this.logger.log(`removed unused upload ${url}`);
      }
    }
    if (undecided) throw new Error(`${undecided} files kept until their owners can answer`);
  }
}
