import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n';
import { Navigate } from 'react-router-dom';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { failureDetail } from '../../../lib/api-client';
import { useLocale, useLocalePath } from '../../../lib/i18n';
import { newsListQuery } from '../api/news';
import type { NewsListParams } from '../utils/news-list-params';
import { NewsCard } from './news-card';
import { NewsPagination } from './news-pagination';
import styles from './news-list.module.css';

interface NewsListProps {
  params: NewsListParams;
  /** The query string of a page of this list. */
  hrefFor: (page: number) => string;
}

/** /news results: loading, error, empty and loaded states; three cards a page. */
export function NewsList({ params, hrefFor }: NewsListProps) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const query = useQuery(newsListQuery(params, useLocale()));

  if (query.isPending) {
    return (
      <div className={styles.status} role="status" aria-busy="true">
        <span className={styles.spinner} aria-hidden="true" />
        {t('news.loading')}
      </div>
    );
  }
  if (query.isError) {
    return (
      <ErrorState
        title={t('news.loadFailed')}
        detail={failureDetail(query.error, t)}
        onRetry={() => void query.refetch()}
      />
    );
  }

  const { items, total, totalPages } = query.data;
  // A page past the end (the list shrank, or a typed address): its last page instead.
  if (items.length === 0 && totalPages > 0 && params.page > totalPages) {
    return <Navigate to={localePath(hrefFor(totalPages))} replace />;
  }
  if (items.length === 0) {
    const searched = params.search !== '';
    return (
      <EmptyState
        title={params.category === null ? t('news.empty') : t('news.emptyCategory')}
        description={searched ? t('news.noMatch', { search: params.search }) : t('news.comeBack')}
      />
    );
  }

  return (
    <div>
      <p className={styles.count} role="status">
        {params.search ? t('news.resultsFor', { search: params.search }) : ''}
        {t('news.count', { total, page: params.page, pages: totalPages })}
      </p>
      <ul className={styles.list} aria-label={t('news.list')}>
        {items.map((news, index) => (
          <NewsCard key={news.id} news={news} first={index === 0} />
        ))}
      </ul>
      <NewsPagination page={params.page} totalPages={totalPages} hrefFor={hrefFor} />
    </div>
  );
}
