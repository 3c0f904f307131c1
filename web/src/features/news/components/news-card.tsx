import type { NewsListItem } from '@site/contracts';
import { useTranslation } from '../../../lib/i18n';
import { FallbackImage } from '../../../components/ui/fallback-image';
import { RouteLink } from '../../../components/ui/route-link';
import { useLocale } from '../../../lib/i18n';
import { categoryLabel, newsDate } from '../utils/news-display';
import styles from './news-list.module.css';

/** /news card: cover (placeholder when missing or broken), title, summary, date and category. */
/** `first`: the top card's cover is the page's largest picture (LCP): fetched at once, first. */
export function NewsCard({ news, first = false }: { news: NewsListItem; first?: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <li className={styles.item} data-news-id={news.id}>
      <RouteLink to={`/news/${news.id}`} className={styles.card}>
        <FallbackImage
          className={styles.cover}
          src={news.cover_image}
          alt={news.cover_alt ?? news.title}
          placeholder={t('news.noCover')}
          width={560}
          height={280}
          sizes="(max-width: 639px) 100vw, 280px"
          loading={first ? 'eager' : 'lazy'}
          fetchPriority={first ? 'high' : undefined}
        />
        <div className={styles.body}>
          <h2 className={styles.title}>{news.title}</h2>
          {news.summary && <p className={styles.summary}>{news.summary}</p>}
          <p className={styles.meta}>
            <span className={styles.category}>{categoryLabel(news.category_name, t)}</span>
            <time dateTime={news.date}>{newsDate(news.date, locale, t)}</time>
          </p>
        </div>
      </RouteLink>
    </li>
  );
}
