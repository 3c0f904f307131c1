import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { CatalogRpc, type CategoryView } from '@site/contracts';
import type * as Demo from '@site/demo';
import { NewsCategoriesClient } from '../news/news-categories.client';
import { RpcClient, SERVICE_CONFIG, sanitizeRichHtml, type ServiceConfig } from '@site/service-kit';
import { makeNewsSummary } from '../news/news-summary';
import { NewsSeedRepository, type SeedArticle } from './news-seed.repository';

const MAX_WAIT_MS = 10_000;

/** Category paths ('公司新闻/企业动态') of the news categories → their ids. */
export function newsCategoryPaths(categories: Pick<CategoryView, 'id' | 'name' | 'parent_id'>[]): Map<string, number> {
  const byId = new Map(categories.map((c) => [c.id, c]));
  const paths = new Map<string, number>();
  for (const category of categories) {
    const names: string[] = [];
    const seen = new Set<number>();
    for (let c: typeof category | undefined = category; c && !seen.has(c.id); c = byId.get(c.parent_id ?? 0)) {
      seen.add(c.id);
      names.unshift(c.name);
    }
    const path = names.join('/');
    if (!paths.has(path)) paths.set(path, category.id);
  }
  return paths;
}

/**
 * The demo articles filed under the catalog's news categories: each under its own path, or the
 * nearest ancestor that exists (staff may have renamed one); without any, it is left out.
 */
export function demoArticles(
  categories: Pick<CategoryView, 'id' | 'name' | 'parent_id'>[],
  demo: typeof Demo,
): SeedArticle[] {
  const paths = newsCategoryPaths(categories);
  const result: SeedArticle[] = [];
  for (const article of demo.DEMO_ARTICLES) {
    let categoryId: number | undefined;
    for (let depth = article.category.length; depth > 0 && categoryId === undefined; depth--) {
      categoryId = paths.get(article.category.slice(0, depth).join('/'));
    }
    if (categoryId === undefined) continue;
    const content = sanitizeRichHtml(demo.demoArticleHtml(article));
    const en = article.en;
    const enContent = en ? sanitizeRichHtml(demo.demoArticleHtml(en, 'en')) : '';
    result.push({
      title: article.title,
      author: article.author,
      categoryId,
      content,
      summary: article.summary || makeNewsSummary(content),
      coverImage: demo.demoImageUrl(`news-${article.cover}`),
      daysAgo: article.daysAgo,
      views: article.views,
      en: en
        ? {
            title: en.title,
            summary: en.summary || makeNewsSummary(enContent),
            content: enContent,
            coverAlt: en.coverAlt,
          }
        : null,
    });
  }
  return result;
}

/**
 * Demo news for `npm start`, only into an empty table: never over what staff saved. The news
 * categories come from the catalog, which may start after this service: the seed runs in the
 * background and asks until the catalog answers (the service takes requests meanwhile).
 */
@Injectable()
export class NewsSeed implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(NewsSeed.name);
  private stopped = false;
  private wakeUp: (() => void) | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private readonly repository: NewsSeedRepository,
    private readonly rpc: RpcClient,
    @Inject(SERVICE_CONFIG) private readonly config: ServiceConfig,
    private readonly categories: NewsCategoriesClient,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.SEED_DEMO) return;
    this.running = this.run().catch((error: unknown) => this.logger.warn(`demo news not seeded: ${String(error)}`));
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    this.wakeUp?.();
    await this.running;
  }

  private async run(): Promise<void> {
    for (let attempt = 1; !this.stopped; attempt++) {
      if (!(await this.repository.isEmpty())) return;
      let categories: CategoryView[];
      try {
        categories = await this.rpc.call(CatalogRpc.categoryList, { type: 'news' }, { timeoutMs: 2000 });
      } catch (error) {
        if (attempt % 10 === 1) this.logger.log(`waiting for the catalog to seed demo news: ${String(error)}`);
        await this.sleep(Math.min(500 * attempt, MAX_WAIT_MS));
        continue;
      }
      const articles = demoArticles(categories, await import('@site/demo'));
      if (!articles.length) {
        this.logger.warn('no news categories to file demo news under; demo news not seeded');
        return;
      }
      // The catalog seeds its categories without events: names cached before they existed must not
      // be served for the articles about to be filed under them.
      this.categories.markStale();
      if (await this.repository.seedIfEmpty(articles)) this.logger.log(`demo news seeded: ${articles.length} articles`);
      return;
    }
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, ms);
      this.wakeUp = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  }
}
