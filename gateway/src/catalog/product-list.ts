import {
  CatalogRpc,
  DEFAULT_PRODUCT_PAGE_SIZE,
  type ProductListQuery,
  type ProductView,
  type RpcRequest,
} from '@site/contracts';
import type { RpcClient } from '@site/service-kit/dist/client';

/** A runaway guard: a list of a million products still needs far fewer batches. */
const MAX_BATCHES = 1000;

export interface ProductList {
  items: ProductView[];
  /** With paging (page or limit given): the count of every match, and the page size used. */
  paging: { total: number; limit: number } | null;
}

/**
 * The product list of GET /api/products, also read by the server-rendered pages. The catalog
 * answers in batches that fit a NATS message; this gathers them.
 */
export async function listProducts(rpc: RpcClient, query: ProductListQuery): Promise<ProductList> {
  const paged = query.page !== undefined || query.limit !== undefined;
  const limit = paged ? (query.limit ?? DEFAULT_PRODUCT_PAGE_SIZE) : undefined;
  // The default language's messages name none, as before.
  const filter = {
    category: query.category,
    status: query.status,
    search: query.search,
    ...(query.locale && { locale: query.locale }),
  };
  const items: ProductView[] = [];
  let total: number | null = null;
  let message: RpcRequest<typeof CatalogRpc.productList> = {
    ...filter,
    offset: paged ? ((query.page ?? 1) - 1) * limit! : 0,
    limit,
    withTotal: paged,
  };
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const answer = await rpc.call(CatalogRpc.productList, message);
    items.push(...answer.items);
    total ??= answer.total;
    if (!answer.more || !answer.items.length) break;
    message = {
      ...filter,
      afterId: answer.items[answer.items.length - 1].id,
      limit: limit === undefined ? undefined : limit - items.length,
      withTotal: false,
    };
  }
  return { items, paging: paged ? { total: total ?? items.length, limit: limit! } : null };
}
