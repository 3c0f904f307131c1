import { useInfiniteQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { errorDetail } from '../../../lib/api-client';
import { productPagesQuery } from '../api/products';
import { useLoadMore } from '../hooks/use-load-more';
import { mergePages } from '../utils/lazy-list';
import { ProductCard } from './product-card';
import { ErrorState } from '../../../components/ui/error-state';
import styles from './product-grid.module.css';

/** Product grid: 12 cards, then 12 more each time the last one shows, until all are shown. */
export function ProductGrid({ category }: { category: number | null }) {
  const query = useInfiniteQuery(productPagesQuery(category));
  const { fetchNextPage, hasNextPage, isFetchingNextPage } = query;
  const products = useMemo(() => mergePages(query.data?.pages ?? []), [query.data]);
  const [lastCard, setLastCard] = useState<HTMLLIElement | null>(null);
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  useLoadMore(lastCard, hasNextPage && !isFetchingNextPage && !query.isFetchNextPageError, loadMore);

  if (query.isPending) {
    return (
      <div className={styles.status} role="status" aria-busy="true">
        <span className={styles.spinner} aria-hidden="true" />
        正在加载产品…
      </div>
    );
  }
  if (query.isError && products.length === 0) {
    return (
      <ErrorState
        title="获取产品数据失败"
        detail={errorDetail(query.error) ?? query.error.message}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (products.length === 0) {
    return (
      <EmptyState
        title={category === null ? '暂无产品' : '该分类下暂无产品'}
        description={category === null ? '产品目录正在整理中，敬请期待。' : '请选择其他分类查看。'}
      />
    );
  }

  return (
    <div>
      <ul className={styles.grid} aria-label="产品列表">
        {products.map((product, index) => (
          <ProductCard
            key={product.id}
            product={product}
            first={index === 0}
            ref={index === products.length - 1 ? setLastCard : undefined}
          />
        ))}
      </ul>
      <div className={styles.footer} role="status">
        {isFetchingNextPage && (
          <>
            <span className={styles.spinner} aria-hidden="true" />
            正在加载更多产品…
          </>
        )}
        {query.isFetchNextPageError && (
          <>
            加载更多产品失败：{errorDetail(query.error) ?? query.error?.message}
            <button type="button" className={styles.retry} onClick={loadMore}>
              重试
            </button>
          </>
        )}
        {!hasNextPage && !query.isFetchNextPageError && <>已显示全部 {products.length} 个产品</>}
      </div>
    </div>
  );
}
