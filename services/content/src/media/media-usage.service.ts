import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import {
  CatalogEvents,
  CatalogRpc,
  ContactEvents,
  ContactRpc,
  ContentEvents,
  ContentRpc,
  type EventContract,
  IdentityEvents,
  IdentityRpc,
  type MediaUsageRebuildReply,
  type MediaUsageReported,
  type MediaUsageSource,
  type RpcContract,
} from '@site/contracts';
import { EventBus, on, RpcClient } from '@site/service-kit';
import { MediaUsageRepository } from './media-usage.repository';

/** The durable consumer content replicas share: reports sent while content was down are applied later. */
export const MEDIA_USAGE_CONSUMER = 'content-media-usage';

/** Every service whose records show uploads: what it reports, and how to list it all. */
export const MEDIA_USAGE_OWNERS: { service: string; reported: EventContract; list: RpcContract }[] = [
  { service: 'catalog', reported: CatalogEvents.mediaUsageReported, list: CatalogRpc.mediaUsageList },
  { service: 'content', reported: ContentEvents.mediaUsageReported, list: ContentRpc.mediaUsageList },
  { service: 'contact', reported: ContactEvents.mediaUsageReported, list: ContactRpc.mediaUsageList },
  { service: 'identity', reported: IdentityEvents.mediaUsageReported, list: IdentityRpc.mediaUsageList },
];

// Unref'd: a service shutting down does not wait for the next try.
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());

/**
 * Keeps the usage index: applies each record's report, and rebuilds the whole index from every
 * owner on demand (and once at first start, so the sweeper and deletes can trust it).
 */
@Injectable()
export class MediaUsageService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(MediaUsageService.name);
  private consumer: { stop(): Promise<void> } | null = null;
  private stopped = false;

  constructor(
    private readonly usage: MediaUsageRepository,
    private readonly rpc: RpcClient,
    private readonly events: EventBus,
  ) {}

  onApplicationBootstrap(): void {
    this.consumer = this.events.consume(
      MEDIA_USAGE_CONSUMER,
      MEDIA_USAGE_OWNERS.map((owner) =>
        on(owner.reported as EventContract<typeof ContentEvents.mediaUsageReported.payload>, (report) =>
          this.apply(owner.service, report),
        ),
      ),
    );
    void this.buildOnce();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    await this.consumer?.stop();
  }

  async apply(service: string, report: MediaUsageReported): Promise<void> {
    const { at, ...source } = report;
    const { restored } = await this.usage.apply(service, source, new Date(at));
    for (const id of restored) await this.events.publish(ContentEvents.mediaUpdated, { id });
  }

  /** Recomputes the index from every owner (each read in pages); answers the drift corrected. */
  async rebuild(): Promise<MediaUsageRebuildReply> {
    const started = Date.now();
    const total = { sources: 0, references: 0, added: 0, removed: 0 };
    for (const owner of MEDIA_USAGE_OWNERS) {
      // Reports newer than the snapshot win over it.
      const since = new Date();
      const sources: MediaUsageSource[] = [];
      let after: string | null = null;
      do {
        const page = (await this.rpc.call(owner.list, { after })) as {
          sources: MediaUsageSource[];
          next: string | null;
        };
        sources.push(...page.sources);
        after = page.next;
      } while (after !== null);
      const drift = await this.usage.replaceService(owner.service, sources, since);
      for (const id of drift.restored) await this.events.publish(ContentEvents.mediaUpdated, { id });
      total.sources += sources.length;
      total.references += drift.references;
      total.added += drift.added;
      total.removed += drift.removed;
    }
    const reply = { ...total, ms: Date.now() - started };
    await this.usage.recordRebuild(reply);
    this.logger.log(
      `media usage index rebuilt: ${reply.sources} records, ${reply.references} references, ` +
        `${reply.added} added and ${reply.removed} removed (drift), ${reply.ms} ms`,
    );
    return reply;
  }

  /** The first start builds the index; owners still starting are waited for. */
  private async buildOnce(): Promise<void> {
    for (let wait = 1000; !this.stopped; wait = Math.min(wait * 2, 60_000)) {
      try {
        if (await this.usage.built()) return;
        await this.rebuild();
        return;
      } catch (error) {
        this.logger.warn(`media usage index not built yet: ${String(error)}`);
        await sleep(wait);
      }
    }
  }
}
