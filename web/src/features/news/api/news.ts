import { queryOptions } from '@tanstack/react-query';
import type {
  NewsAdminListAnswer,
  NewsAdminListItem,
  NewsAdminView,
  NewsListAnswer,
  NewsTranslationAdminView,
  NewsTranslationsView,
  NewsView,
} from '@site/contracts';
import { DEFAULT_LOCALE, type Locale } from '@site/contracts/locales';
import { api, idempotent } from '../../../lib/api-client';
import { readLocale } from '../../../lib/i18n/read-locale';
import { ADMIN_NEWS_FETCH_SIZE, PUBLIC_NEWS_PAGE_SIZE, type NewsListParams } from '../utils/news-list-params';

// Public pages import only types from the contracts here, so zod stays in the admin chunk.

/** Every public news query starts with this key; writes in the back office invalidate it. */
export const NEWS_KEY = 'news';

export function newsListUrl(
  { category, search, page }: NewsListParams,
  limit = PUBLIC_NEWS_PAGE_SIZE,
  locale: Locale = DEFAULT_LOCALE,
): string {
  const query = new URLSearchParams({ page: String(page), limit: String(limit) });
  if (category !== null) query.set('category', String(category));
  if (search !== '') query.set('search', search);
  const translated = readLocale(locale);
  if (translated) query.set('locale', translated);
  return `/api/news?${query.toString()}`;
}

/** /news: one page of three; a category includes its descendants (the server expands them). In another language, the articles published in it. */
export const newsListQuery = (params: NewsListParams, locale: Locale = DEFAULT_LOCALE) => {
  const translated = readLocale(locale);
  return queryOptions({
    queryKey: translated ? [NEWS_KEY, 'list', params, translated] : [NEWS_KEY, 'list', params],
    queryFn: ({ signal }) => api.get<NewsListAnswer>(newsListUrl(params, PUBLIC_NEWS_PAGE_SIZE, locale), { signal }),
  });
};

/**
 * Reading an article counts a view, so it is asked for once per visit, not again on focus or remount.
 * In another language, its version (a 404 unless published in it).
 */
export const newsQuery = (id: number, locale: Locale = DEFAULT_LOCALE) => {
  const translated = readLocale(locale);
  return queryOptions({
    queryKey: translated ? [NEWS_KEY, 'detail', id, translated] : [NEWS_KEY, 'detail', id],
    queryFn: ({ signal }) =>
      api.get<NewsView>(translated ? `/api/news/${id}?locale=${translated}` : `/api/news/${id}`, { signal }),
    staleTime: Infinity,
  });
};

/** The back office reads every article in any state (pages of 100): the table sorts and searches them in the browser. */
export async function getAllNews(signal?: AbortSignal): Promise<NewsAdminListItem[]> {
  const items: NewsAdminListItem[] = [];
  const seen = new Set<number>();
  for (let page = 1; ; page++) {
    const answer = await api.get<NewsAdminListAnswer>(`/api/admin/news?page=${page}&limit=${ADMIN_NEWS_FETCH_SIZE}`, {
      signal,
    });
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

/** The news admin path: its reads and the publishing feature's config share it (and the query key). */
export const ADMIN_NEWS_PATH = '/api/admin/news';

/** The editor's article: its working copy and where it stands. */
export const adminNewsItemQuery = (id: number) =>
  queryOptions({
    queryKey: ['admin', ADMIN_NEWS_PATH, id],
    queryFn: ({ signal }) => api.get<NewsAdminView>(`${ADMIN_NEWS_PATH}/${id}`, { signal }),
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

const publishQuery = (publish: boolean) => (publish ? '?publish=true' : '');

/** A new draft; `publish` puts it live at once (保存并发布). */
export const createNews = (input: NewsPayload, idempotencyKey: string, publish = false) =>
  api.post<NewsAdminView>(`/api/news${publishQuery(publish)}`, input, idempotent(idempotencyKey));

/** Saves the working copy from `version` (a stale one is a 409); undefined overwrites whatever is there. */
export const updateNews = (id: number, input: NewsPayload, version: number | undefined, publish = false) =>
  api.put<NewsAdminView>(`/api/news/${id}${publishQuery(publish)}`, { ...input, version });

export const deleteNews = (id: number) => api.delete<void>(`/api/news/${id}`);

// The article in English (docs/languages.md): its own words, drafts and publishing under /api/en/news.

/** The English version's writes and publishing calls (`/api/en/news/{id}/publish` …). */
export const EN_NEWS_PATH = '/api/en/news';

/** Every translated language of an article, null where there is none; under the article's admin key. */
export const newsTranslationsQuery = (id: number) =>
  queryOptions({
    queryKey: ['admin', ADMIN_NEWS_PATH, id, 'translations'],
    queryFn: ({ signal }) => api.get<NewsTranslationsView>(`${ADMIN_NEWS_PATH}/${id}/translations`, { signal }),
    staleTime: 0,
  });

/** What the English form sends; the cover's alt text as for the Chinese (null: the media library's English one). */
export type NewsTranslationPayload = Pick<
  NewsPayload,
  'title' | 'content' | 'summary' | 'cover_alt' | 'seo_title' | 'seo_description'
>;

/** The first save makes the English version a draft; `version` as for the Chinese save (409 when stale). */
export const saveNewsTranslation = (
  id: number,
  input: NewsTranslationPayload,
  version: number | undefined,
  publish = false,
) => api.put<NewsTranslationAdminView>(`${EN_NEWS_PATH}/${id}${publishQuery(publish)}`, { ...input, version });

/** Removes the English version and its history. */
export const deleteNewsTranslation = (id: number) => api.delete<void>(`${EN_NEWS_PATH}/${id}`);
