import type { NewsView } from '@site/contracts';
import { FallbackImage } from '../../../components/ui/fallback-image';
import { RichContent } from '../../../components/ui/rich-content';
import { authorLabel, categoryLabel, newsDate } from '../utils/news-display';
import styles from './news-article.module.css';

/**
 * /news/{id}: title, category, author, date, views, the summary when there is one, and the
 * body. The body was sanitised by the server on write (the product descriptions' allow-list), so it
 * is rendered as given.
 */
export function NewsArticle({ news }: { news: NewsView }) {
  return (
    <article className={styles.article} aria-labelledby="news-title">
      <h1 id="news-title" className={styles.title}>
        {news.title}
      </h1>
      <dl className={styles.meta}>
        <div>
          <dt>分类</dt>
          <dd>{categoryLabel(news.category_name)}</dd>
        </div>
        <div>
          <dt>作者</dt>
          <dd>{authorLabel(news.author)}</dd>
        </div>
        <div>
          <dt>发布日期</dt>
          <dd>
            <time dateTime={news.date || undefined}>{newsDate(news.date)}</time>
          </dd>
        </div>
        <div>
          <dt>浏览</dt>
          <dd>{news.views ?? 0} 次</dd>
        </div>
      </dl>
      {news.cover_image && (
        <FallbackImage
          className={styles.cover}
          src={news.cover_image}
          alt={news.cover_alt ?? news.title}
          placeholder="封面加载失败"
          width={860}
          height={430}
          loading="eager"
          sizes="(max-width: 900px) 100vw, 860px"
          fetchPriority="high"
        />
      )}
      {news.summary && (
        <p className={styles.summary} aria-label="摘要">
          {news.summary}
        </p>
      )}
      <RichContent data-testid="news-content" html={news.content} />
    </article>
  );
}
