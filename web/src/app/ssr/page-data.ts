import { dehydrate, type QueryClient } from '@tanstack/react-query';
import type {
  AppDownloadView,
  CategoryType,
  CategoryView,
  NewsListAnswer,
  NewsView,
  ProductDetailView,
} from '@site/contracts';
import { matchPath } from 'react-router-dom';
import { appDownloadsQuery } from '../../features/app-downloads/api/app-downloads';
import { categoriesQuery } from '../../features/categories/api/categories';
import { newsListQuery, newsQuery } from '../../features/news/api/news';
import { newsIdParam } from '../../features/news/utils/news-display';
import { PUBLIC_NEWS_PAGE_SIZE, readListParams, type NewsListParams } from '../../features/news/utils/news-list-params';
import { productPagesQuery, productQuery, type ProductPage } from '../../features/products/api/products';
import { PRODUCT_PAGE_SIZE } from '../../features/products/utils/lazy-list';
import { publicSettingsQuery } from '../../features/settings/api/get-public-settings';
import { normalizePublicSettings } from '../../features/settings/utils/public-settings';
import { ApiError } from '../../lib/api-client';
import { productIdParam } from '../../features/products/utils/product-display';
import type { PageState } from './page-state';

/**
 * Where the server gets a page's data: the gateway implements it with its RPC client, so a
 * server-rendered page never asks the gateway over HTTP. Each answer has the API's shape. A
 * missing record throws an error with `status: 404`.
 */
export interface PageDataSource {
  settings(): Promise<unknown>;
  categories(type: CategoryType): Promise<CategoryView[]>;
  productPage(query: { page: number; limit: number; category: number | null }): Promise<ProductPage>;
  product(id: number): Promise<ProductDetailView>;
  newsList(query: NewsListParams & { limit: number }): Promise<NewsListAnswer>;
  news(id: number): Promise<NewsView>;
  appDownloads(): Promise<AppDownloadView[]>;
}

/**
 * Pages the server renders; everything else (the back office, the categories manager) is the React
 * app alone. Case-insensitive, like the router's matching: the public pages' build sends these paths
 * to the React app by loading them again, so both must agree.
 */
export function isServerRenderedPath(pathname: string): boolean {
  return !/^\/(admin|categories)(\/|$)/i.test(pathname);
}

type Status = { status?: unknown; message?: unknown };

/** A source failure as the browser would see it: a 404 becomes the same ApiError the API client throws. */
function asApiError(error: unknown): unknown {
  const { status, message } = (error ?? {}) as Status;
  return typeof status === 'number' && status === 404
    ? new ApiError(404, typeof message === 'string' ? message : undefined)
    : error;
}

const load =
  <T>(fetch: () => Promise<T>) =>
  async (): Promise<T> => {
    try {
      return await fetch();
    } catch (error) {
      throw asApiError(error);
    }
  };

/**
 * Loads into `client` every query the page at `url` reads on its first render, with the same keys
 * as the components, so they render from it on the server and again in the browser without a fetch.
 * Returns false when the path is not a page of the site (the 404 page).
 */
export async function loadPageQueries(client: QueryClient, url: URL, source: PageDataSource): Promise<boolean> {
  const { pathname, searchParams } = url;
  const jobs: Promise<unknown>[] = [
    client.prefetchQuery({
      queryKey: publicSettingsQuery.queryKey,
      queryFn: load(async () => normalizePublicSettings(await source.settings())),
    }),
  ];
  let known = true;
  const productId = matchPath('/products/:id', pathname)?.params.id;
  const newsId = matchPath('/news/:id', pathname)?.params.id;
  if (matchPath('/products', pathname)) {
    const category = productsCategoryParam(searchParams.get('category'));
    jobs.push(
      client.prefetchQuery({ ...categoriesQuery('product'), queryFn: load(() => source.categories('product')) }),
      client.prefetchInfiniteQuery({
        ...productPagesQuery(category),
        queryFn: load(() => source.productPage({ page: 1, limit: PRODUCT_PAGE_SIZE, category })),
      }),
    );
  } else if (productId !== undefined) {
    const id = productIdParam(productId);
    if (id === null) known = false;
    else jobs.push(client.prefetchQuery({ ...productQuery(id), queryFn: load(() => source.product(id)) }));
  } else if (matchPath('/news', pathname)) {
    const params = readListParams(searchParams);
    jobs.push(
      client.prefetchQuery({ ...categoriesQuery('news'), queryFn: load(() => source.categories('news')) }),
      client.prefetchQuery({
        ...newsListQuery(params),
        queryFn: load(() => source.newsList({ ...params, limit: PUBLIC_NEWS_PAGE_SIZE })),
      }),
    );
  } else if (newsId !== undefined) {
    const id = newsIdParam(newsId);
    if (id === null) known = false;
    else jobs.push(client.prefetchQuery({ ...newsQuery(id), queryFn: load(() => source.news(id)) }));
  } else if (matchPath('/download', pathname)) {
    jobs.push(client.prefetchQuery({ ...appDownloadsQuery, queryFn: load(() => source.appDownloads()) }));
  } else if (!['/', '/about', '/technology', '/contact'].some((path) => matchPath(path, pathname))) {
    known = false;
  }
  await Promise.all(jobs);
  return known;
}

/** Same reading as ProductsPage: `?category=12` (a positive integer) or all. */
function productsCategoryParam(value: string | null): number | null {
  return value !== null && /^[1-9]\d*$/.test(value) ? Number(value) : null;
}

export interface SettledQueries {
  state: PageState;
  /** Some query failed for another reason than 404 (a service down): the page shows its loading state. */
  failed: boolean;
  /** Some record the page shows does not exist. */
  missing: boolean;
}

/**
 * Splits the loaded queries: successes are embedded, 404s are embedded as "missing" (the page shows
 * its not-found state on both sides), other failures are dropped, so the server renders the loading
 * state the browser starts from and the browser fetches them itself.
 */
export function settleQueries(client: QueryClient): SettledQueries {
  const missing: PageState['missing'] = [];
  let failed = false;
  for (const query of client.getQueryCache().getAll()) {
    const { error } = query.state;
    if (query.state.status !== 'error') continue;
    if (error instanceof ApiError && error.status === 404) {
      missing.push({ queryKey: query.queryKey, message: error.message });
    } else {
      failed = true;
      client.getQueryCache().remove(query);
    }
  }
  return { state: { queries: dehydrate(client), missing }, failed, missing: missing.length > 0 };
}

export function serializePageState(state: PageState): string {
  return scriptJson(state);
}

/**
 * JSON for inside a data `<script>` (`application/json`, `application/ld+json`): `<` escaped so no text
 * (`</script>`) can close the element. Nothing else needs escaping: such a block is never run as script,
 * so U+2028 and U+2029 stay as they are. One `replaceAll`: a page's state holds every description's HTML,
 * hundreds of `<` a callback would visit.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replaceAll('<', '\\u003c');
}
