import { RouteConfig } from '@nestjs/platform-fastify';
import { CatalogEvents, ContactEvents, ContentEvents, IdentityEvents } from '@site/contracts';
import { type EventRoute, on } from '@site/service-kit/dist/client';
import type { FastifyRequest } from 'fastify';

/** What a cached answer shows; an event or a write naming a tag drops every answer carrying it. */
export const Tag = {
  settings: 'settings',
  categories: 'categories',
  products: 'products',
  product: (id: number | string) => `product:${Number(id)}`,
  news: 'news',
  /** Every news answer: they show category names from the content service's copy. */
  newsCategories: 'news-categories',
  article: (id: number | string) => `news:${Number(id)}`,
  appDownloads: 'app-downloads',
  page: (key: string) => `page:${key}`,
} as const;

type TagsOf = (request: FastifyRequest & { params: Record<string, string> }) => string[] | null;

export interface CacheRouteConfig {
  /** A public read: the tags of what it shows, or null when this request must not be cached. */
  cacheTags?: TagsOf;
  /** A write: the tags it changes, dropped on this gateway before it answers. */
  dropsTags?: TagsOf;
}

/** Marks a public GET as cacheable, with the tags of what it shows. */
export const CacheTags = (tags: TagsOf) => RouteConfig({ cacheTags: tags } satisfies CacheRouteConfig);

/** Marks a write with the tags it changes: this gateway drops them before answering (read-your-writes). */
export const DropsTags = (tags: TagsOf) => RouteConfig({ dropsTags: tags } satisfies CacheRouteConfig);

/** The same for every replica, through the domain events (each replica follows them live). */
export function tagEvents(
  drop: (tags: string[], reason: string) => void,
  expire: (tags: string[]) => void,
): EventRoute[] {
  const category = () => drop([Tag.categories], 'category');
  const product = ({ id }: { id: number }) => drop([Tag.product(id), Tag.products], 'product');
  const image = ({ productId }: { productId: number }) => drop([Tag.product(productId), Tag.products], 'image');
  const article = ({ id }: { id: number }) => drop([Tag.article(id), Tag.news], 'news');
  const downloads = () => drop([Tag.appDownloads], 'app-download');
  return [
    on(CatalogEvents.categoryCreated, category),
    on(CatalogEvents.categoryUpdated, category),
    on(CatalogEvents.categoryDeleted, category),
    on(CatalogEvents.productCreated, () => drop([Tag.products], 'product')),
    on(CatalogEvents.productUpdated, product),
    on(CatalogEvents.productDeleted, product),
    // A version went live or down (by hand or by schedule, on any replica).
    on(CatalogEvents.productPublished, product),
    on(CatalogEvents.productUnpublished, product),
    on(CatalogEvents.productImageCreated, image),
    on(CatalogEvents.productImageDeleted, image),
    on(CatalogEvents.productImagePrimarySet, image),
    on(CatalogEvents.productImagesReordered, image),
    // A page's working copy went live (a draft save changes nothing public).
    on(ContentEvents.pagePublished, ({ key }) => drop([Tag.page(key)], 'page')),
    // A page's translation left the site (the page itself never does).
    on(ContentEvents.pageUnpublished, ({ key }) => drop([Tag.page(key)], 'page')),
    on(ContentEvents.newsCreated, () => drop([Tag.news], 'news')),
    on(ContentEvents.newsUpdated, article),
    on(ContentEvents.newsDeleted, article),
    // A version went live (by hand or on schedule) or left the site: the article and every list.
    on(ContentEvents.newsPublished, article),
    on(ContentEvents.newsUnpublished, article),
    // Views are no edit: the articles are fetched again, yet kept to serve while content is down.
    // Lists show them up to the TTL late.
    on(ContentEvents.newsViewsUpdated, ({ ids }) => expire(ids.map(Tag.article))),
    on(ContentEvents.categoryNamesUpdated, () => drop([Tag.newsCategories], 'news categories')),
    on(IdentityEvents.settingsUpdated, () => drop([Tag.settings], 'settings')),
    on(ContactEvents.appDownloadCreated, downloads),
    on(ContactEvents.appDownloadUpdated, downloads),
  ];
}
