import type { NewsListAnswer, NewsListItem, NewsView } from '@site/contracts';
import type { Page } from 'playwright-core';
import { ApiClient, ADMIN } from '../test/support/api-client';
import { baseUrl, getJson } from './browser';
import { categories, makePng, type Category } from './catalog';

/** Every article, newest first, as the API lists them. */
export async function allNews(): Promise<NewsListItem[]> {
  const items: NewsListItem[] = [];
  for (let page = 1; ; page++) {
    const answer = await getJson<NewsListAnswer>(`/api/news?limit=100&page=${page}`);
    items.push(...answer.items);
    if (page >= answer.totalPages) return items;
  }
}

/** One page of the public list (3 a page), as the API answers it. */
export const newsPage = (page: number, query = '') => getJson<NewsListAnswer>(`/api/news?limit=3&page=${page}${query}`);

/** An article read without counting a view. */
export const article = (id: number) => getJson<NewsView>(`/api/news/${id}?count_view=false`);

export const newsCategories = (): Promise<Category[]> => categories('news');

/** A news category without children that is not the first choice of anything else: new articles go there. */
export async function leafCategory(): Promise<Category> {
  const all = await newsCategories();
  const leaf = all.find((c) => c.parent_id !== null && !all.some((d) => d.parent_id === c.id));
  if (!leaf) throw new Error('the demo seed has no nested news category');
  return leaf;
}

/** The API as the admin, through the same gateway (cookie and CSRF header like the SPA). */
export const adminApi = () => ApiClient.signedIn(baseUrl(), ADMIN);

export async function createArticle(api: ApiClient, body: Record<string, unknown>): Promise<NewsView> {
  const answer = await api.post<NewsView>('/api/news?publish=true', body);
  if (answer.status !== 201)
    throw new Error(`POST /api/news answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body;
}

export async function deleteArticles(api: ApiClient | undefined, ids: readonly number[]): Promise<void> {
  for (const id of ids) await api?.delete(`/api/news/${id}`);
}

/** Uploads a PNG as the admin; answers its /uploads/images/… URL. */
export async function uploadPng(api: ApiClient, rgb: [number, number, number]): Promise<string> {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(makePng(400, 200, rgb))], { type: 'image/png' }), 'cover.png');
  const answer = await api.post<{ url: string }>('/api/upload', form);
  if (answer.status !== 200 && answer.status !== 201) throw new Error(`upload answered ${answer.status}`);
  return answer.body.url;
}

/** Cards of the public news list. */
export const newsCards = (page: Page) => page.locator('[data-news-id]');

export async function newsCardIds(page: Page): Promise<number[]> {
  return (await newsCards(page).evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-news-id')))).map(Number);
}
