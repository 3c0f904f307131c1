import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import {
  CatalogEvents,
  CatalogRpc,
  ContentEvents,
  type NewsEvent,
  type ProductEvent,
  type SearchPushAction,
} from '@site/contracts';
import { EventBus, on, RpcCallError, RpcClient } from '@site/service-kit';
import { SettingsService } from '../settings/settings.service';
import { enginesFor, type PushedPage, pagePath } from './push-requests';
import { type NewPush, SearchPushRepository } from './search-push.repository';
import { SearchPushWorker } from './search-push.worker';

/** The durable consumer identity replicas share: each change is queued once, none lost while they are down. */
export const SEARCH_PUSH_CONSUMER = 'identity-search-push';

/**
 * Turns product and article changes into outbox rows, one per (address, engine, action), written
 * in one statement before the event is acked. Only what the public sees is pushed: a product when
 * a version of it goes live and it is 已发布 (as in the sitemap), an article when a version of it goes
 * live (drafts never); a product's or an article's English version at its own address (`locale: 'en'`
 * events), to IndexNow only. Identity owns the push settings, so it decides here which engines get a row; the
 * worker delivers.
 */
@Injectable()
export class SearchPushSubscriber implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(SearchPushSubscriber.name);
  private consumer: { stop(): Promise<void> } | null = null;

  constructor(
    private readonly events: EventBus,
    private readonly rpc: RpcClient,
    private readonly settings: SettingsService,
    private readonly outbox: SearchPushRepository,
    private readonly worker: SearchPushWorker,
  ) {}

  onApplicationBootstrap(): void {
    const product = ({ id, locale }: ProductEvent): PushedPage => ({ kind: 'product', id, locale });
    const news = ({ id, locale }: NewsEvent): PushedPage => ({ kind: 'news', id, locale });
    this.consumer = this.events.consume(SEARCH_PUSH_CONSUMER, [
      // Only what went live: a draft (created or saved) is never pushed (docs/publishing.md).
      on(CatalogEvents.productPublished, (e) => this.queue(product(e), 'update')),
      on(CatalogEvents.productUnpublished, (e) => this.queue(product(e), 'delete')),
      on(CatalogEvents.productDeleted, (e) => this.queue(product(e), 'delete')),
      on(ContentEvents.newsPublished, (e) => this.queue(news(e), 'update')),
      on(ContentEvents.newsUnpublished, (e) => this.queue(news(e), 'delete')),
      on(ContentEvents.newsDeleted, (e) => this.queue(news(e), 'delete')),
    ]);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.consumer?.stop();
  }

  /** Queues the page's pushes; throws (so the event comes again) when it cannot tell what to push. */
  async queue(page: PushedPage, action: SearchPushAction): Promise<void> {
    const [system, general] = await Promise.all([this.settings.getTab('system'), this.settings.getTab('general')]);
    const engines = enginesFor(page, { baidu: system.baiduPushEnabled, indexnow: system.indexNowEnabled });
    if (!engines.length) return;
    if (action === 'update' && !(await this.isPublic(page))) return;
    const path = pagePath(page);
    const pushes: NewPush[] = engines.map((engine) =>
      general.siteUrl
        ? { engine, action, url: `${general.siteUrl}${path}`, state: 'pending' }
        : { engine, action, url: path, state: 'skipped', result: '未设置网站地址（常规 → 网站地址），未推送' },
    );
    await this.outbox.add(pushes);
    if (!general.siteUrl) this.logger.warn(`${path} not pushed: the siteUrl setting is empty`);
    this.worker.kick();
  }

  /** Products only while published and 已发布; one taken down or deleted since is gone (its event comes too). */
  private async isPublic(page: PushedPage): Promise<boolean> {
    if (page.kind === 'news') return true;
    try {
      const { id, locale } = page;
      const product = await this.rpc.call(CatalogRpc.productGet, { id, locale }, { timeoutMs: 5000 });
      return product.status === '已发布';
    } catch (error) {
      if (error instanceof RpcCallError && error.status === 404) return false;
      throw error;
    }
  }
}
