import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import {
  CatalogEvents,
  CatalogRpc,
  type CategoryView,
  ContentEvents,
  Errors,
  TRANSLATED_LOCALES,
  type TranslatedLocale,
} from '@site/contracts';
import { EventBus, on, RpcCallError, RpcClient, ServiceException } from '@site/service-kit';

/** Shorter than the gateway's own timeout, so the caller hears why and not a generic timeout. */
const TIMEOUT_MS = 2000;
/** Names are reloaded at least this often, even if an event was missed. */
const MAX_AGE_MS = 60_000;
/** An id the names do not know (a category created a moment ago) reloads them, at most this often. */
const MISSING_RECHECK_MS = 5_000;
/** After a failed load, reads do not wait on the catalog again before this. */
const RETRY_AFTER_FAILURE_MS = 5_000;

interface CachedCategory {
  name: string;
  parentId: number | null;
  /** Its name in each translated language that has one. */
  translated: Partial<Record<TranslatedLocale, string>>;
}

/**
 * What the content service needs from the catalog, never from its database: whether a category
 * exists and is a news category (asked on every write that sets one), a category's descendants
 * (list filter), and the names of news categories for `category_name`. The names are a small
 * cache of the news categories, reloaded when a `catalog.category.*` event says they changed
 * (every replica keeps its own, so no queue group) and at least once a minute.
 */
@Injectable()
export class NewsCategoriesClient implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(NewsCategoriesClient.name);
  private categories = new Map<number, CachedCategory>();
  private loadedAt = 0;
  private stale = true;
  private failedAt = 0;
  private loading: Promise<boolean> | null = null;
  private unfollow: (() => void) | null = null;

  constructor(
    private readonly rpc: RpcClient,
    private readonly events: EventBus,
  ) {}

  /** Any category event, or a reconnect (events may have been missed), makes the names stale. */
  onApplicationBootstrap(): void {
    // An event is news from the catalog: reload at once, even within the pause after a failed load
    // (one at start-up, before the catalog answered, would otherwise hold back the first events).
    const changed = () => {
      this.markStale();
      void this.refresh();
    };
    this.unfollow = this.events.follow(
      [CatalogEvents.categoryCreated, CatalogEvents.categoryUpdated, CatalogEvents.categoryDeleted].map((event) =>
        on(event, changed),
      ),
      { onReconnect: changed, onError: (error) => this.logger.warn(`category event not handled: ${String(error)}`) },
    );
    void this.refresh();
  }

  onApplicationShutdown(): void {
    this.unfollow?.();
  }

  /** The category as the catalog says now; refuses unless it exists and is a news category (503 if unknown). */
  async requireNewsCategory(id: number): Promise<CategoryView> {
    let category: CategoryView;
    try {
      category = await this.rpc.call(CatalogRpc.categoryGet, { id }, { timeoutMs: TIMEOUT_MS });
    } catch (error) {
      if (error instanceof RpcCallError && error.status >= 400 && error.status < 500) {
        throw new ServiceException(Errors.newsCategoryNotFound());
      }
      this.logger.warn(`category ${id} not checked: ${String(error)}`);
      throw new ServiceException(Errors.newsCategoryUnknown());
    }
    if (category.type !== 'news') throw new ServiceException(Errors.newsCategoryWrongType());
    const translated = this.categories.get(category.id)?.translated ?? {};
    this.categories.set(category.id, { name: category.name, parentId: category.parent_id, translated });
    return category;
  }

  /**
   * The category and its descendants, for the list filter; [] when it does not exist. While the
   * catalog cannot answer, the cached news categories give the answer; without them, a 503.
   */
  async subtree(id: number): Promise<number[]> {
    try {
      const reply = await this.rpc.call(CatalogRpc.categoryDescendants, { id }, { timeoutMs: TIMEOUT_MS });
      return reply.ids;
    } catch (error) {
      if (error instanceof RpcCallError && error.status >= 400 && error.status < 500) return [];
      if (this.loadedAt === 0) {
        this.logger.warn(`descendants of category ${id} unknown: ${String(error)}`);
        throw new ServiceException(Errors.newsFilterUnavailable());
      }
      return this.cachedSubtree(id);
    }
  }

  /**
   * The names of these categories ('' for one the catalog does not know as a news category); in a
   * translated language, its name there, else the Chinese one.
   */
  async names(ids: number[], locale?: TranslatedLocale): Promise<Map<number, string>> {
    const age = Date.now() - this.loadedAt;
    const missing = ids.some((id) => !this.categories.has(id));
    // A reload under way (an event just said the names changed) is waited for.
    if (this.loading || this.stale || age > MAX_AGE_MS || (missing && age > MISSING_RECHECK_MS)) await this.refresh();
    const nameOf = (category: CachedCategory | undefined) =>
      (locale && category?.translated[locale]) || category?.name || '';
    return new Map(ids.map((id) => [id, nameOf(this.categories.get(id))]));
  }

  /**
   * Loads the names again and waits for it (a category was just written). A load already under way
   * may have read before that write, so it is waited out first; a failed load leaves the names
   * stale, and the next read tries again.
   */
  async reloadNow(): Promise<void> {
    if (this.loading) await this.loading;
    this.markStale();
    await this.refresh();
  }

  /** The next read waits for a reload (the categories changed without an event). */
  markStale(): void {
    this.stale = true;
    this.failedAt = 0;
  }

  /** Reloads the news categories (one load at a time); false when the catalog did not answer. */
  refresh(): Promise<boolean> {
    if (this.loading) return this.loading;
    if (Date.now() - this.failedAt < RETRY_AFTER_FAILURE_MS) return Promise.resolve(false);
    this.loading = (async () => {
      // An event arriving during the load marks the names stale again.
      this.stale = false;
      try {
        const list = (locale?: TranslatedLocale) =>
          this.rpc.call(CatalogRpc.categoryList, { type: 'news', locale }, { timeoutMs: TIMEOUT_MS });
        const [own, ...others] = await Promise.all([list(), ...TRANSLATED_LOCALES.map((locale) => list(locale))]);
        const previous = this.categories;
        this.categories = new Map(own.map((c) => [c.id, { name: c.name, parentId: c.parent_id, translated: {} }]));
        others.forEach((names, i) => {
          for (const c of names) {
            const category = this.categories.get(c.id);
            if (category) category.translated[TRANSLATED_LOCALES[i]] = c.name;
          }
        });
        const firstLoad = this.loadedAt === 0;
        this.loadedAt = Date.now();
        this.failedAt = 0;
        // What this service answers changed (after a restart it cannot tell what changed while it
        // was down): caches of its answers drop them.
        if (firstLoad || !sameCategories(previous, this.categories)) {
          await this.events.publish(ContentEvents.categoryNamesUpdated, {});
        }
        return true;
      } catch (error) {
        this.stale = true;
        this.failedAt = Date.now();
        this.logger.warn(`news category names not loaded: ${String(error)}`);
        return false;
      } finally {
        this.loading = null;
      }
    })();
    // An event during this load may describe a change the load did not see: load once more after it,
    // or the caches of our answers would keep the old names until their TTL.
    void this.loading.then((loaded) => {
      if (loaded && this.stale) void this.refresh();
    });
    return this.loading;
  }

  private cachedSubtree(rootId: number): number[] {
    if (!this.categories.has(rootId)) return [];
    const result = [rootId];
    const seen = new Set(result);
    for (let i = 0; i < result.length; i++) {
      for (const [id, category] of this.categories) {
        if (category.parentId === result[i] && !seen.has(id)) {
          seen.add(id);
          result.push(id);
        }
      }
    }
    return result;
  }
}

function sameCategories(a: Map<number, CachedCategory>, b: Map<number, CachedCategory>): boolean {
  if (a.size !== b.size) return false;
  for (const [id, category] of a) {
    const other = b.get(id);
    if (!other || other.name !== category.name || other.parentId !== category.parentId) return false;
    if (JSON.stringify(other.translated) !== JSON.stringify(category.translated)) return false;
  }
  return true;
}
