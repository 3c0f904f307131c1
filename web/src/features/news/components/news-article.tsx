import type { NewsView } from '@site/contracts';
import { useTranslation } from '../../../lib/i18n';
import { FallbackImage } from '../../../components/ui/fallback-image';
import { RichContent } from '../../../components/ui/rich-content';
import { useLocale } from '../../../lib/i18n';
import { authorLabel, categoryLabel, newsDate } from '../utils/news-display';
import styles from './news-article.module.css';

/**
 * /news/{id}: title, category, author, date, views, the summary when there is one, and the
 * body. The body was sanitised by the server on write (the product descriptions' allow-list), so it
 * is rendered as given.
 */
export function NewsArticle({ news }: { news: NewsView }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <article className={styles.article} aria-labelledby="news-title">
      <h1 id="news-title" className={styles.title}>
        {news.title}
      </h1>
      <dl className={styles.meta}>
        <div>
          <dt>{t('news.category')}</dt>
          <dd>{categoryLabel(news.category_name, t)}</dd>
        </div>
        <div>
          <dt>{t('news.author')}</dt>
          <dd>{authorLabel(news.author, t)}</dd>
        </div>
        <div>
          <dt>{t('news.published')}</dt>
          <dd>
            <time dateTime={news.date || undefined}>{newsDate(news.date, locale, t)}</time>
          </dd>
        </div>
        <div>
          <dt>{t('news.views')}</dt>
          <dd>{t('news.viewCount', { views: news.views ?? 0 })}</dd>
        </div>
      </dl>
      {news.cover_image && (
        <FallbackImage
          className={styles.cover}
          src={news.cover_image}
          alt={news.cover_alt ?? news.title}
          placeholder={t('news.coverFailed')}
          width={860}
          height={430}
          loading="eager"
          sizes="(max-width: 900px) 100vw, 860px"
          fetchPriority="high"
        />
      )}
      {news.summary && (
        <p className={styles.summary} aria-label={t('news.summary')}>
          {news.summary}
        </p>
      )}
      <RichContent data-testid="news-content" html={news.content} />
    </article>
  );
}
