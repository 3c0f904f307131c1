import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { ContentEvents } from '@site/contracts';
import { EventBus } from '@site/service-kit/dist/client';

/** Views are added up this long before they are published: one event per article per batch. */
export const VIEWS_BATCH_MS = 500;

/**
 * A visitor's view of an article (the API read or the page), counted without making the read
 * wait. An event per view was a stored JetStream message per page view, most of a cached article
 * page's time; the content service adds the batches up and writes them about once a second.
 */
@Injectable()
export class NewsViewsPublisher implements OnApplicationShutdown {
  private counts = new Map<number, number>();
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly events: EventBus) {}

  count(id: number): void {
    this.counts.set(id, (this.counts.get(id) ?? 0) + 1);
    this.timer ??= setTimeout(() => void this.flush(), VIEWS_BATCH_MS);
  }

  async flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const counts = this.counts;
    this.counts = new Map();
    // EventBus.publish retries, and logs what it could not store; it never throws.
    await Promise.all([...counts].map(([id, count]) => this.events.publish(ContentEvents.newsViewed, { id, count })));
  }

  async onApplicationShutdown(): Promise<void> {
    await this.flush();
  }
}
