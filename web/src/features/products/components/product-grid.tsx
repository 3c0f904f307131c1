import { useInfiniteQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useLocale, useTranslation } from '../../../lib/i18n';
import { EmptyState } from '../../../components/ui/empty-state';
import { failureDetail } from '../../../lib/api-client';
import { productPagesQuery } from '../api/products';
import { useLoadMore } from '../hooks/use-load-more';
import { mergePages } from '../utils/lazy-list';
import { ProductCard } from './product-card';
import { ErrorState } from '../../../components/ui/error-state';
import styles from './product-grid.module.css';

/** Product grid: 12 cards, then 12 more each time the last one shows, until all are shown. */
export function ProductGrid({ category }: { category: number | null }) {
  const { t } = useTranslation();
  const query = useInfiniteQuery(productPagesQuery(category, useLocale()));
  const { fetchNextPage, hasNextPage, isFetchingNextPage } = query;
  const products = useMemo(() => mergePages(query.data?.pages ?? []), [query.data]);
  const [lastCard, setLastCard] = useState<HTMLLIElement | null>(null);
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  useLoadMore(lastCard, hasNextPage && !isFetchingNextPage && !query.isFetchNextPageError, loadMore);

  if (query.isPending) {
    return (
      <div className={styles.status} role="status" aria-busy="true">
        <span className={styles.spinner} aria-hidden="true" />
        {t('products.loading')}
      </div>
    );
  }
  if (query.isError && products.length === 0) {
    return (
      <ErrorState
        title={t('products.loadFailed')}
        detail={failureDetail(query.error, t)}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (products.length === 0) {
    return (
      <EmptyState
        title={category === null ? t('products.empty') : t('products.emptyCategory')}
        description={category === null ? t('products.emptyDescription') : t('products.emptyCategoryDescription')}
      />
    );
  }

  return (
    <div>
      <ul className={styles.grid} aria-label={t('products.list')}>
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
            {t('products.loadingMore')}
          </>
        )}
        {query.isFetchNextPageError && (
          <>
            {t('products.loadMoreFailed', { detail: query.error && failureDetail(query.error, t) })}
            <button type="button" className={styles.retry} onClick={loadMore}>
              {t('common.retry')}
            </button>
          </>
        )}
        {!hasNextPage && !query.isFetchNextPageError && t('products.allShown', { total: products.length })}
      </div>
    </div>
  );
}
