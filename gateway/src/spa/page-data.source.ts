import {
  CatalogRpc,
  ContactRpc,
  ContentRpc,
  IdentityRpc,
  isTranslatedLocale,
  newsListQuerySchema,
  type PageDataSource,
  productListQuerySchema,
} from '@site/contracts';
import type { RpcClient } from '@site/service-kit/dist/client';
import { Tag } from '../cache/cache-tags';
import { listProducts } from '../catalog/product-list';
import { readPublicPage } from '../pages/public-page';
import type { NewsViewsPublisher } from '../news/news-views.publisher';
import { GATE_PAGE, type SiteLanguages } from './site-languages';

/**
 * What one server-rendered page read, so its cached HTML carries the same tags as the API answers
 * with that data, and a copy served again still counts an article's view.
 */
export interface PageReads {
  tags: Set<string>;
  /** Work each later serving of the page owes (a news article counts a view). */
  onHit?: () => void;
}

/**
 * The server entry's PageDataSource (libs/contracts, rendered-page.ts): the same RPC calls and query
 * parsing as the public API controllers, answers of the same shape, no HTTP. Each read adds the tags
 * of what it returns, so a page's tags follow from the reads its route declares (web/src/app/ssr/public-pages.ts).
 */
export function pageDataSource(
  rpc: RpcClient,
  views: NewsViewsPublisher,
  languages: SiteLanguages,
  reads: PageReads,
): PageDataSource {
  const tag = (...tags: string[]) => tags.forEach((t) => reads.tags.add(t));
  return {
    settings(locale) {
      tag(Tag.settings);
      return rpc.call(IdentityRpc.publicSettingsGet, { locale });
    },
    languages() {
      // The languages offered follow the home page's publication.
      tag(Tag.page(GATE_PAGE));
      return languages.offered();
    },
    categories(type, locale) {
      tag(Tag.categories);
      return rpc.call(CatalogRpc.categoryList, { type, locale });
    },
    async productPage({ page, limit, category, locale }) {
      tag(Tag.products, Tag.categories);
      const query = productListQuerySchema.parse({
        page: String(page),
        limit: String(limit),
        category: category ?? '',
        ...(locale && { locale }),
      });
      const { items, paging } = await listProducts(rpc, query);
      const total = paging?.total ?? items.length;
      return { items, page, total, totalPages: Math.ceil(total / limit) };
    },
    product(id, locale) {
      tag(Tag.product(id), Tag.categories);
      // The default language's message names none, as GET /api/products/{id} sends it.
      return rpc.call(CatalogRpc.productGet, locale ? { id, locale } : { id });
    },
    newsList({ page, limit, category, search, locale }) {
      tag(Tag.news, Tag.newsCategories);
      const query = newsListQuerySchema.parse({
        page: String(page),
        limit: String(limit),
        category: category === null ? '' : String(category),
        search,
        ...(locale && { locale }),
      });
      return rpc.call(ContentRpc.newsList, query);
    },
    async news(id, locale) {
      tag(Tag.article(id), Tag.newsCategories);
      // The default language's message names none, as GET /api/news/{id} sends it.
      const article = await rpc.call(ContentRpc.newsGet, locale ? { id, locale } : { id });
      // A visitor reading the page reads the article: one view, as GET /api/news/{id} counts it.
      reads.onHit = () => views.count(id);
      reads.onHit();
      return article;
    },
    async recordLanguages(kind, id) {
      // The record's own tags (a translation's publish drops them too) and the languages offered.
      tag(kind === 'product' ? Tag.product(id) : Tag.article(id), Tag.page(GATE_PAGE));
      const offered = await languages.offered();
      // Live in a language: the public read there answers it (the record itself is live wherever its page renders).
      const live = await Promise.all(
        offered.map((locale) => {
          if (!isTranslatedLocale(locale)) return Promise.resolve(true);
          const read =
            kind === 'product'
              ? rpc.call(CatalogRpc.productGet, { id, locale })
              : rpc.call(ContentRpc.newsGet, { id, locale });
          return read.then(
            () => true,
            (error: { status?: unknown }) => {
              if (error?.status === 404) return false;
              throw error;
            },
          );
        }),
      );
      return offered.filter((_, i) => live[i]);
    },
    appDownloads() {
      tag(Tag.appDownloads);
      return rpc.call(ContactRpc.appDownloadList, {});
    },
    page(key, locale) {
      return readPublicPage(rpc, key, tag, locale);
    },
  };
}
