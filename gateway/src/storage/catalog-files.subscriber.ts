import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import {
  Events,
  isDemoImageUrl,
  isOwnImageUrl,
  type ProductDeletedEvent,
  type ProductImageDeletedEvent,
} from '@site/contracts';
import { RpcClient } from '@site/service-kit';
import type { Subscription } from 'nats';
import { StorageService } from './storage.service';

/** Gateway replicas share the events: each file is removed once. */
const QUEUE = 'gateway.storage';

/**
 * Removes the stored files of deleted product images. Only the gateway reaches object storage,
 * so the catalog announces (after its commit) which files no product image uses any more. The
 * fixed demo pictures stay: other demo products may show them and they are re-created anyway.
 */
@Injectable()
export class CatalogFilesSubscriber implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(CatalogFilesSubscriber.name);
  private readonly subscriptions: Subscription[] = [];

  constructor(
    private readonly rpc: RpcClient,
    private readonly storage: StorageService,
  ) {}

  onApplicationBootstrap(): void {
    const onError = (error: unknown) => this.logger.error(`stored file not removed: ${String(error)}`);
    this.subscriptions.push(
      this.rpc.subscribe<ProductDeletedEvent>(
        Events.catalog.productDeleted,
        async (event) => {
          for (const url of event?.imageUrls ?? []) await this.removeFile(url);
        },
        { queue: QUEUE, onError },
      ),
      this.rpc.subscribe<ProductImageDeletedEvent>(
        Events.catalog.productImageDeleted,
        async (event) => {
          if (event?.orphaned) await this.removeFile(event.imageUrl);
        },
        { queue: QUEUE, onError },
      ),
    );
  }

  onApplicationShutdown(): void {
    for (const subscription of this.subscriptions) subscription.unsubscribe();
  }

  private async removeFile(url: unknown): Promise<void> {
    if (typeof url !== 'string' || !isOwnImageUrl(url) || isDemoImageUrl(url)) return;
    await this.storage.remove(url);
    this.logger.debug(`removed ${url}`);
  }
}
