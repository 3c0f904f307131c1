import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { ContentEvents } from '@site/contracts';
import { EventBus, on } from '@site/service-kit';
import { NewsRepository } from './news.repository';

/** Views are written at most this often, in one statement, whatever the traffic. */
export const VIEWS_FLUSH_MS = 1000;
const MAX_BATCH = 5000;

/** The durable consumer content replicas share: views read while content was down are counted later. */
export const VIEWS_CONSUMER = 'content-views';

/**
 * Counts article views without making a read wait: the gateway answers the read (often from its
 * cache) and publishes `content.news.viewed`; this adds the views up and writes them about once a
 * second, then says which articles changed so caches drop them. A view is acked only once written.
 */
@Injectable()
export class NewsViewsCounter implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(NewsViewsCounter.name);
  private counts = new Map<number, number>();
  private waiting: (() => void)[] = [];
  private failing: ((error: unknown) => void)[] = [];
  private timer: NodeJS.Timeout | null = null;
  private consumer: { stop(): Promise<void> } | null = null;

  constructor(
    private readonly news: NewsRepository,
    private readonly events: EventBus,
  ) {}

  onApplicationBootstrap(): void {
    this.consumer = this.events.consume(VIEWS_CONSUMER, [
      on(ContentEvents.newsViewed, ({ id, count }) => this.add(id, count)),
    ]);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.consumer?.stop();
    await this.flush();
  }

  /** Resolves once the views are written (so their event is acked only then). */
  add(id: number, count = 1): Promise<void> {
    this.counts.set(id, (this.counts.get(id) ?? 0) + count);
    const written = new Promise<void>((resolve, reject) => {
      this.waiting.push(resolve);
      this.failing.push(reject);
    });
    if (this.waiting.length >= MAX_BATCH) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), VIEWS_FLUSH_MS);
    return written;
  }

  async flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const [counts, waiting, failing] = [this.counts, this.waiting, this.failing];
    this.counts = new Map();
    this.waiting = [];
    this.failing = [];
    if (!counts.size) return;
    try {
      const ids = await this.news.addViews(counts);
      waiting.forEach((resolve) => resolve());
      if (ids.length) await this.events.publish(ContentEvents.newsViewsUpdated, { ids });
    } catch (error) {
      this.logger.warn(`views of ${counts.size} articles not written yet: ${String(error)}`);
      failing.forEach((reject) => reject(error));
    }
  }
}
