import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { ProductDetailView, ProductInput, ProductListPage, ProductView } from '@site/contracts';
import { ApiError, api, idempotent, serverErrorCode, serverErrorMessage } from '../../../lib/api-client';
import { PRODUCT_PAGE_SIZE, headerCount, nextPageParam } from '../utils/lazy-list';

/** One page of the list: the same shape the server's data source answers (libs/contracts). */
export type ProductPage = ProductListPage;

/** One page of GET /api/products; the totals come in the X-Total-Count / X-Total-Pages headers. */
export async function getProductPage(
  page: number,
  category: number | null,
  signal?: AbortSignal,
): Promise<ProductPage> {
  const params = new URLSearchParams({ page: String(page), limit: String(PRODUCT_PAGE_SIZE) });
  if (category !== null) params.set('category', String(category));
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

/** Public list: 12 at a time; a category includes its descendants (the server expands them). */
export const productPagesQuery = (category: number | null) =>
  infiniteQueryOptions({
    queryKey: ['products', 'pages', category ?? 'all'],
    queryFn: ({ pageParam, signal }) => getProductPage(pageParam, category, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });

export const productQuery = (id: number) =>
  queryOptions({
    queryKey: ['products', 'detail', id],
    queryFn: ({ signal }) => api.get<ProductDetailView>(`/api/products/${id}`, { signal }),
  });

/** The back office reads the whole list: the table sorts and searches it in the browser. */
export const adminProductsQuery = queryOptions({
  queryKey: ['admin', 'products'],
  queryFn: ({ signal }) => api.get<ProductView[]>('/api/products', { signal }),
});

/** What the form sends: the category as an integer, no images (they have their own calls). */
export type ProductPayload = Required<ProductInput>;

export const createProduct = (input: ProductPayload, idempotencyKey: string) =>
  api.post<ProductDetailView>('/api/products', input, idempotent(idempotencyKey));

export const updateProduct = (id: number, input: ProductPayload) =>
  api.put<ProductDetailView>(`/api/products/${id}`, input);

export const deleteProduct = (id: number) => api.delete<void>(`/api/products/${id}`);
