import { useTranslation } from '../../../lib/i18n';
import { RouteLink } from '../../../components/ui/route-link';
import { pageWindow } from '../utils/news-list-params';
import styles from './news-list.module.css';

interface NewsPaginationProps {
  page: number;
  totalPages: number;
  /** The link of a page: its path and query string. */
  hrefFor: (page: number) => string;
}

/** Public news paging: previous, a window of five page buttons (on phones: n / m), next; links, so each page has its own address. */
export function NewsPagination({ page, totalPages, hrefFor }: NewsPaginationProps) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  const step = (target: number, label: string) =>
    target < 1 || target > totalPages ? (
      <span className={`${styles.pageButton} ${styles.pageDisabled}`} aria-disabled="true">
        {label}
      </span>
    ) : (
      <RouteLink className={styles.pageButton} to={hrefFor(target)}>
        {label}
      </RouteLink>
    );

  return (
    <nav className={styles.pagination} aria-label={t('news.pagination')}>
      {step(page - 1, t('news.previousPage'))}
      {pageWindow(page, totalPages).map((n) => (
        <RouteLink
          key={n}
          className={`${styles.pageButton} ${styles.pageNumber} ${n === page ? styles.pageCurrent : ''}`}
          to={hrefFor(n)}
          aria-label={t('news.page', { page: n })}
          aria-current={n === page ? 'page' : undefined}
        >
          {n}
        </RouteLink>
      ))}
      {/* Phones show this instead of the numbers, so 上一页 and 下一页 stay on one line. */}
      <span className={styles.pageOf}>
        {page} / {totalPages}
      </span>
      {step(page + 1, t('news.nextPage'))}
    </nav>
  );
}
