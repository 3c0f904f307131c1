import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslation } from '../../lib/i18n';
import { useParams } from 'react-router-dom';
import { Container } from '../../components/ui/container';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorState } from '../../components/ui/error-state';
import { newsQuery } from '../../features/news/api/news';
import { BackToNews } from '../../features/news/components/back-to-news';
import { NewsArticle } from '../../features/news/components/news-article';
import { newsIdParam } from '../../features/news/utils/news-display';
import { ApiError, failureDetail } from '../../lib/api-client';
import { usePageTitle } from './use-page-title';
import styles from './news-detail.module.css';

/** /news/{id}: the article, a back button, '新闻未找到' for a missing one. */
export function NewsDetailPage() {
  const { t } = useTranslation();
  const id = newsIdParam(useParams().id);
  const query = useQuery({ ...newsQuery(id ?? 0, useLocale()), enabled: id !== null });
  const missing = id === null || (query.error instanceof ApiError && query.error.status === 404);
  // The editor's SEO title, when set, names the page as in the server's head (docs/seo.md).
  usePageTitle(missing ? t('nav.newsMissing') : query.data && (query.data.seo_title || query.data.title));

  let body;
  if (missing) {
    body = (
      <>
        <h1 className={styles.missingTitle}>{t('nav.newsMissing')}</h1>
        <EmptyState title={t('news.missing')} description={t('news.missingDescription')} />
      </>
    );
  } else if (query.isPending) {
    body = (
      <div className={styles.loading} role="status" aria-busy="true">
        {t('news.loading')}
      </div>
    );
  } else if (query.isError) {
    body = (
      <ErrorState
        title={t('news.loadDetailFailed')}
        detail={failureDetail(query.error, t)}
        onRetry={() => void query.refetch()}
      />
    );
  } else {
    body = <NewsArticle news={query.data} />;
  }

  return (
    <Container className={styles.page}>
      <div className={styles.column}>
        <BackToNews />
        {body}
      </div>
    </Container>
  );
}
