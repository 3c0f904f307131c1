import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type {
  ProductAdminListAnswer,
  ProductAdminView,
  ProductDetailView,
  ProductInput,
  ProductListPage,
  ProductTranslationAdminView,
  ProductTranslationsView,
  ProductView,
} from '@site/contracts';
import { DEFAULT_LOCALE, type Locale } from '@site/contracts/locales';
import { ApiError, api, idempotent, serverErrorCode, serverErrorMessage } from '../../../lib/api-client';
import { readLocale } from '../../../lib/i18n/read-locale';
import { PRODUCT_PAGE_SIZE, headerCount, nextPageParam } from '../utils/lazy-list';

/** One page of the list: the same shape the server's data source answers (libs/contracts). */
export type ProductPage = ProductListPage;

/** One page of GET /api/products; the totals come in the X-Total-Count / X-Total-Pages headers. */
export async function getProductPage(
  page: number,
  category: number | null,
  signal?: AbortSignal,
  locale: Locale = DEFAULT_LOCALE,
): Promise<ProductPage> {
  const params = new URLSearchParams({ page: String(page), limit: String(PRODUCT_PAGE_SIZE) });
  if (category !== null) params.set('category', String(category));
  const translated = readLocale(locale);
  if (translated) params.set('locale', translated);
  const response = await fetch(`/api/products?${params.toString()}`, {
    headers: { Accept: 'application/json' },
    credentials: 'same-origin',
    signal,
  });
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw new ApiError(response.status, serverErrorMessage(body), serverErrorCode(body));
  const items = Array.isArray(body) ? (body as ProductView[]) : [];
  const total = headerCount(response.headers.get('X-Total-Count'), items.length);
  const totalPages = headerCount(response.headers.get('X-Total-Pages'), Math.ceil(total / PRODUCT_PAGE_SIZE));
  return { items, page, total, totalPages };
}

/**
 * Public list: 12 at a time; a category includes its descendants (the server expands them). In another
 * language, the products published in it; the key names the language only then.
 */
export const productPagesQuery = (category: number | null, locale: Locale = DEFAULT_LOCALE) => {
  const translated = readLocale(locale);
  const key = ['products', 'pages', category ?? 'all'];
  return infiniteQueryOptions({
    queryKey: translated ? [...key, translated] : key,
    queryFn: ({ pageParam, signal }) => getProductPage(pageParam, category, signal, locale),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });
};

/** In another language, its version (a 404 unless published in it). */
export const productQuery = (id: number, locale: Locale = DEFAULT_LOCALE) => {
  const translated = readLocale(locale);
  return queryOptions({
    queryKey: translated ? ['products', 'detail', id, translated] : ['products', 'detail', id],
    queryFn: ({ signal }) =>
      api.get<ProductDetailView>(translated ? `/api/products/${id}?locale=${translated}` : `/api/products/${id}`, {
        signal,
      }),
  });
};

/** An item of the admin list: the product without its description, and where it stands. */
export type ProductAdminListItem = ProductAdminListAnswer['items'][number];

/** The back office reads every product in any state, 100 a page: the table sorts and searches them in the browser. */
export const ADMIN_PRODUCTS_FETCH_SIZE = 100;

/** The products admin path: its reads and the publishing feature's config share it (and the query key). */
export const ADMIN_PRODUCTS_PATH = '/api/admin/products';

export async function getAllProducts(signal?: AbortSignal): Promise<ProductAdminListItem[]> {
  const items: ProductAdminListItem[] = [];
  const seen = new Set<number>();
  for (let page = 1; ; page++) {
    const answer = await api.get<ProductAdminListAnswer>(
      `${ADMIN_PRODUCTS_PATH}?page=${page}&limit=${ADMIN_PRODUCTS_FETCH_SIZE}`,
      { signal },
    );
    // A product added meanwhile shifts the pages by one: skip the repeat.
    for (const item of answer.items) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      items.push(item);
    }
    if (page >= answer.totalPages || answer.items.length === 0) return items;
  }
}

export const adminProductsQuery = queryOptions({
  queryKey: ['admin', 'products'],
  queryFn: ({ signal }) => getAllProducts(signal),
});

/** The form's product: its working copy (with the description), its live images, and where it stands. */
export const adminProductQuery = (id: number) =>
  queryOptions({
    queryKey: ['admin', ADMIN_PRODUCTS_PATH, id],
    queryFn: ({ signal }) => api.get<ProductAdminView>(`${ADMIN_PRODUCTS_PATH}/${id}`, { signal }),
    staleTime: 0,
  });

/** What the form sends: the category as an integer, no images (they have their own calls, and stay live). */
export type ProductPayload = Required<ProductInput>;

const publishQuery = (publish: boolean) => (publish ? '?publish=true' : '');

/** A new draft; `publish` puts it live at once (保存并发布). */
export const createProduct = (input: ProductPayload, idempotencyKey: string, publish = false) =>
  api.post<ProductAdminView>(`/api/products${publishQuery(publish)}`, input, idempotent(idempotencyKey));

/** Saves the working copy from `version` (a stale one is a 409); undefined overwrites whatever is there. */
export const updateProduct = (id: number, input: ProductPayload, version: number | undefined, publish = false) =>
  api.put<ProductAdminView>(`/api/products/${id}${publishQuery(publish)}`, { ...input, version });

export const deleteProduct = (id: number) => api.delete<void>(`/api/products/${id}`);

// The product in English (docs/languages.md): its own words, drafts and publishing under /api/en/products.

/** The English version's writes and publishing calls (`/api/en/products/{id}/publish` …). */
export const EN_PRODUCTS_PATH = '/api/en/products';

/** Every translated language of a product, null where there is none; under the product's admin key. */
export const productTranslationsQuery = (id: number) =>
  queryOptions({
    queryKey: ['admin', ADMIN_PRODUCTS_PATH, id, 'translations'],
    queryFn: ({ signal }) => api.get<ProductTranslationsView>(`${ADMIN_PRODUCTS_PATH}/${id}/translations`, { signal }),
    staleTime: 0,
  });

/** What the English form sends: the words, and the gallery's alt texts by image id (one left out has none). */
export type ProductTranslationPayload = Pick<
  ProductPayload,
  'name' | 'description' | 'seo_title' | 'seo_description'
> & {
  image_alts: Record<string, string>;
};

/** The first save makes the English version a draft; `version` as for the Chinese save (409 when stale). */
export const saveProductTranslation = (
  id: number,
  input: ProductTranslationPayload,
  version: number | undefined,
  publish = false,
) => api.put<ProductTranslationAdminView>(`${EN_PRODUCTS_PATH}/${id}${publishQuery(publish)}`, { ...input, version });

/** Removes the English version and its history. */
export const deleteProductTranslation = (id: number) => api.delete<void>(`${EN_PRODUCTS_PATH}/${id}`);
