import type { NewsListItem, NewsView } from '@site/contracts';
import type { NewsEntity } from './news.entity';

/** A news row as the queries return it (content only where asked for). */
export type NewsRow = Omit<NewsEntity, 'content'> & { content?: string };

export function toNewsListItem(row: NewsRow, categoryName: string): NewsListItem {
  return {
    id: row.id,
    title: row.title,
    author: row.author,
    user_id: row.userId,
    category: row.categoryId,
    category_id: row.categoryId,
    category_name: categoryName,
    cover_image: row.coverImage,
    cover_alt: row.coverImage === null ? null : row.coverAlt,
    summary: row.summary,
    date: row.publishedAt.toISOString(),
    views: row.views,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toNewsView(row: NewsRow, categoryName: string): NewsView {
  return {
    ...toNewsListItem(row, categoryName),
    content: row.content ?? '',
    seo_title: row.seoTitle,
    seo_description: row.seoDescription,
  };
}
