import { useQuery } from '@tanstack/react-query';
import { Navigate } from 'react-router-dom';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { errorDetail } from '../../../lib/api-client';
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
  const query = useQuery(newsListQuery(params));

  if (query.isPending) {
    return (
      <div className={styles.status} role="status" aria-busy="true">
        <span className={styles.spinner} aria-hidden="true" />
        正在加载新闻…
      </div>
    );
  }
  if (query.isError) {
    return (
      <ErrorState
        title="获取新闻数据失败"
        detail={errorDetail(query.error) ?? query.error.message}
        onRetry={() => void query.refetch()}
      />
    );
  }

  const { items, total, totalPages } = query.data;
  // A page past the end (the list shrank, or a typed address): its last page instead.
  if (items.length === 0 && totalPages > 0 && params.page > totalPages) {
    return <Navigate to={hrefFor(totalPages)} replace />;
  }
  if (items.length === 0) {
    const searched = params.search !== '';
    return (
      <EmptyState
        title={params.category === null ? '暂无新闻' : '该分类下暂无新闻'}
        description={searched ? `没有与“${params.search}”相关的新闻，请换个关键词试试。` : '请稍后再来看看。'}
      />
    );
  }

  return (
    <div>
      <p className={styles.count} role="status">
        {params.search ? `“${params.search}”的搜索结果：` : ''}共 {total} 篇，第 {params.page}/{totalPages} 页
      </p>
      <ul className={styles.list} aria-label="新闻列表">
        {items.map((news, index) => (
          <NewsCard key={news.id} news={news} first={index === 0} />
        ))}
      </ul>
      <NewsPagination page={params.page} totalPages={totalPages} hrefFor={hrefFor} />
    </div>
  );
}
