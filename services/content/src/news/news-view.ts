import type { NewsListItem, NewsView } from '@site/contracts';

/** A news row as the queries return it (content only where asked for). */
export interface NewsRow {
  id: number;
  title: string;
  author: string;
  user_id: number | null;
  category_id: number;
  cover_image: string | null;
  summary: string;
  published_at: Date;
  views: number;
  created_at: Date;
  updated_at: Date;
  content?: string;
}

export function toNewsListItem(row: NewsRow, categoryName: string): NewsListItem {
  return {
    id: row.id,
    title: row.title,
    author: row.author,
    user_id: row.user_id,
    category: row.category_id,
    category_id: row.category_id,
    category_name: categoryName,
    cover_image: row.cover_image,
    summary: row.summary,
    date: row.published_at.toISOString(),
    views: row.views,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export function toNewsView(row: NewsRow, categoryName: string): NewsView {
  return { ...toNewsListItem(row, categoryName), content: row.content ?? '' };
}
