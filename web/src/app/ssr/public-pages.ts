import type { QueryClient } from '@tanstack/react-query';
import type { NewsView, PageDataSource, PageKey, ProductDetailView, RecordKind } from '@site/contracts';
import { PAGE_PATHS } from '@site/contracts';
import { isTranslatedLocale, type Locale } from '@site/contracts/locales';
import type { Params } from 'react-router-dom';
import { appDownloadsQuery } from '../../features/app-downloads/api/app-downloads';
import { categoriesQuery } from '../../features/categories/api/categories';
import { newsListQuery, newsQuery } from '../../features/news/api/news';
import { pageQuery } from '../../features/pages/api/page';
import { newsIdParam } from '../../features/news/utils/news-display';
import { PUBLIC_NEWS_PAGE_SIZE, readListParams } from '../../features/news/utils/news-list-params';
import { productPagesQuery, productQuery } from '../../features/products/api/products';
import { productIdParam } from '../../features/products/utils/product-display';
import { PRODUCT_PAGE_SIZE } from '../../features/products/utils/lazy-list';
import { ApiError } from '../../lib/api-client';
import { readLocale } from '../../lib/i18n';
import type { PageRecord } from './page-head';

/** What a page's `data` gets: the query cache to load, the gateway's source, and the address read. */
export interface PageLoad {
  client: QueryClient;
  source: PageDataSource;
  params: Params;
  search: URLSearchParams;
  /** The page's language. */
  locale: Locale;
}

/**
 * One server-rendered public page. Its component, tab title and chunk are its route in
 * web/src/app/router.tsx (the browser needs them; this file is the server's alone, so the home page's
 * JS does not carry every page's queries). Its cache tags are those of the source's reads it makes.
 */
export interface PublicPage {
  /** The route's path, as `matchPath` reads it (case-insensitive, a trailing slash allowed). */
  path: string;
  /**
   * The query parameters the page reads (its filter and page), in a fixed order: the gateway renders and
   * caches it without any other (utm_…, WeChat's `from`), and the canonical address keeps only these.
   */
  params?: readonly string[];
  /**
   * Loads every query the page reads on its first render, with its components' query keys (the
   * settings are loaded for every page). False: the address names no record (an unreadable id), the 404 page.
   */
  data?: (page: PageLoad) => Promise<unknown>[] | false;
  /** A page that shows one record: it, once loaded; its title, description, picture and schema.org entry come from it. */
  record?: (client: QueryClient, params: Params, locale: Locale) => PageRecord;
  /** Its record's kind: the languages that record is live in are its page's hreflang alternates. */
  recordKind?: RecordKind;
  /** The title when the record does not exist (a key of the catalogues). */
  missingTitle?: 'nav.productMissing' | 'nav.newsMissing';
}

type Status = { status?: unknown; message?: unknown };

/** A source failure as the browser would see it: a 404 becomes the same ApiError the API client throws. */
function asApiError(error: unknown): unknown {
  const { status, message } = (error ?? {}) as Status;
  return typeof status === 'number' && status === 404
    ? new ApiError(404, typeof message === 'string' ? message : undefined)
    : error;
}

/** A query function over one source read. */
export const read =
  <T>(fetch: () => Promise<T>) =>
  async (): Promise<T> => {
    try {
      return await fetch();
    } catch (error) {
      throw asApiError(error);
    }
  };

/** Same reading as ProductsPage: `?category=12` (a positive integer) or all. */
function productsCategoryParam(value: string | null): number | null {
  return value !== null && /^[1-9]\d*$/.test(value) ? Number(value) : null;
}

/** A page staff edit, at its place on the site. */
function sitePage(key: PageKey): PublicPage {
  return {
    path: PAGE_PATHS[key],
    data: ({ client, source, locale }) => [
      client.prefetchQuery({
        ...pageQuery(key, locale),
        // The default language's read names none, as before languages.
        queryFn: read(() => (isTranslatedLocale(locale) ? source.page(key, locale) : source.page(key))),
      }),
    ],
  };
}

/** Every page the server renders, in the router's order. A new public page is one entry here (docs/server-rendering.md). */
export const PUBLIC_PAGES: readonly PublicPage[] = [
  sitePage('home'),
  sitePage('about'),
  sitePage('technology'),
  {
    path: '/products',
    params: ['category'],
    data: ({ client, source, search, locale }) => {
      const category = productsCategoryParam(search.get('category'));
      return [
        client.prefetchQuery({
          ...categoriesQuery('product', locale),
          queryFn: read(() => source.categories('product', locale)),
        }),
        client.prefetchInfiniteQuery({
          ...productPagesQuery(category, locale),
          queryFn: read(() =>
            source.productPage({ page: 1, limit: PRODUCT_PAGE_SIZE, category, locale: readLocale(locale) }),
          ),
        }),
      ];
    },
  },
  {
    path: '/products/:id',
    data: ({ client, source, params, locale }) => {
      const id = productIdParam(params.id);
      if (id === null) return false;
      return [
        client.prefetchQuery({
          ...productQuery(id, locale),
          queryFn: read(() => source.product(id, readLocale(locale))),
        }),
      ];
    },
    record: (client, { id }, locale) => ({
      product: client.getQueryData<ProductDetailView>(productQuery(Number(id), locale).queryKey),
    }),
    recordKind: 'product',
    missingTitle: 'nav.productMissing',
  },
  {
    path: '/news',
    params: ['category', 'search', 'page'],
    data: ({ client, source, search, locale }) => {
      const params = readListParams(search);
      return [
        client.prefetchQuery({
          ...categoriesQuery('news', locale),
          queryFn: read(() => source.categories('news', locale)),
        }),
        client.prefetchQuery({
          ...newsListQuery(params, locale),
          queryFn: read(() => source.newsList({ ...params, limit: PUBLIC_NEWS_PAGE_SIZE, locale: readLocale(locale) })),
        }),
      ];
    },
  },
  {
    path: '/news/:id',
    data: ({ client, source, params, locale }) => {
      const id = newsIdParam(params.id);
      if (id === null) return false;
      return [
        client.prefetchQuery({ ...newsQuery(id, locale), queryFn: read(() => source.news(id, readLocale(locale))) }),
      ];
    },
    record: (client, { id }, locale) => ({
      news: client.getQueryData<NewsView>(newsQuery(Number(id), locale).queryKey),
    }),
    recordKind: 'news',
    missingTitle: 'nav.newsMissing',
  },
  {
    path: '/download',
    data: ({ client, source }) => [
      client.prefetchQuery({ ...appDownloadsQuery, queryFn: read(() => source.appDownloads()) }),
    ],
  },
  { path: '/contact' },
];

/** The query parameters the page at exactly `pathname` reads (`params`); none for any other address. */
export function pageParams(pathname: string): readonly string[] {
  return PUBLIC_PAGES.find((page) => page.path === pathname)?.params ?? [];
}
