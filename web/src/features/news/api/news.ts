import { queryOptions } from '@tanstack/react-query';
import type { NewsListAnswer, NewsListItem, NewsView } from '@site/contracts';
import { api, idempotent } from '../../../lib/api-client';
import { ADMIN_NEWS_FETCH_SIZE, PUBLIC_NEWS_PAGE_SIZE, type NewsListParams } from '../utils/news-list-params';

// Public pages import only types from the contracts here, so zod stays in the admin chunk.

/** Every public news query starts with this key; writes in the back office invalidate it. */
export const NEWS_KEY = 'news';

export function newsListUrl({ category, search, page }: NewsListParams, limit = PUBLIC_NEWS_PAGE_SIZE): string {
  const query = new URLSearchParams({ page: String(page), limit: String(limit) });
  if (category !== null) query.set('category', String(category));
  if (search !== '') query.set('search', search);
  return `/api/news?${query.toString()}`;
}

/** /news: one page of three; a category includes its descendants (the server expands them). */
export const newsListQuery = (params: NewsListParams) =>
  queryOptions({
    queryKey: [NEWS_KEY, 'list', params],
    queryFn: ({ signal }) => api.get<NewsListAnswer>(newsListUrl(params), { signal }),
  });

/** Reading an article counts a view, so it is asked for once per visit, not again on focus or remount. */
export const newsQuery = (id: number) =>
  queryOptions({
    queryKey: [NEWS_KEY, 'detail', id],
    queryFn: ({ signal }) => api.get<NewsView>(`/api/news/${id}`, { signal }),
    staleTime: Infinity,
  });

/** The back office reads every article (pages of 100): the table sorts and searches them in the browser. */
export async function getAllNews(signal?: AbortSignal): Promise<NewsListItem[]> {
  const items: NewsListItem[] = [];
  const seen = new Set<number>();
  for (let page = 1; ; page++) {
    const answer = await api.get<NewsListAnswer>(
      newsListUrl({ category: null, search: '', page }, ADMIN_NEWS_FETCH_SIZE),
      { signal },
    );
    // An article added meanwhile shifts the pages by one: skip the repeat.
    for (const item of answer.items) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      items.push(item);
    }
    if (page >= answer.totalPages || answer.items.length === 0) return items;
  }
}

export const adminNewsQuery = queryOptions({
  queryKey: ['admin', 'news'],
  queryFn: ({ signal }) => getAllNews(signal),
});

/** The editor reads without counting a view. */
export const adminNewsItemQuery = (id: number) =>
  queryOptions({
    queryKey: ['admin', 'news', id],
    queryFn: ({ signal }) => api.get<NewsView>(`/api/news/${id}?count_view=false`, { signal }),
    staleTime: 0,
  });

/** What the editor sends; author and user_id come from the session on the server. */
export interface NewsPayload {
  title: string;
  category: number;
  content: string;
  summary: string;
  cover_image: string | null;
  /** '' marks the cover decorative; null takes the media library's alt text. */
  cover_alt: string | null;
  seo_title: string;
  seo_description: string;
}

export const createNews = (input: NewsPayload, idempotencyKey: string) =>
  api.post<NewsView>('/api/news', input, idempotent(idempotencyKey));

export const updateNews = (id: number, input: NewsPayload) => api.put<NewsView>(`/api/news/${id}`, input);

export const deleteNews = (id: number) => api.delete<void>(`/api/news/${id}`);
