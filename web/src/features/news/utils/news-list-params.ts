/** The public list shows 3 per page with a window of 5 page buttons; the admin table 10. */
export const PUBLIC_NEWS_PAGE_SIZE = 3;
export const PAGE_WINDOW = 5;
export const ADMIN_NEWS_PAGE_SIZE = 10;
/** The largest page the API serves (MAX_NEWS_PAGE_SIZE): the admin reads everything in pages of it. */
export const ADMIN_NEWS_FETCH_SIZE = 100;
/** The API refuses longer search words. */
export const MAX_SEARCH_CHARS = 100;

/** What /news shows, kept in its query string so back/forward and reload keep it. */
export interface NewsListParams {
  /** null: all news. */
  category: number | null;
  /** '' : no search. */
  search: string;
  page: number;
}

const positiveInt = (value: string | null): number | null =>
  value !== null && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : null;

/** Reads `?category=&search=&page=`; anything unreadable means its default. */
export function readListParams(query: URLSearchParams): NewsListParams {
  return {
    category: positiveInt(query.get('category')),
    search: (query.get('search') ?? '').trim().slice(0, MAX_SEARCH_CHARS),
    page: positiveInt(query.get('page')) ?? 1,
  };
}

/** The query string for a list state: defaults are left out, so `/news` is the first page of all news. */
export function listSearchParams({ category, search, page }: NewsListParams): Record<string, string> {
  const query: Record<string, string> = {};
  if (category !== null) query.category = String(category);
  if (search.trim() !== '') query.search = search.trim();
  if (page > 1) query.page = String(page);
  return query;
}

/** The page buttons to show: at most `size` consecutive pages around the current one, within 1..total. */
export function pageWindow(current: number, total: number, size = PAGE_WINDOW): number[] {
  if (total < 1) return [];
  const page = Math.min(Math.max(current, 1), total);
  const start = Math.max(1, Math.min(page - Math.floor(size / 2), total - size + 1));
  const end = Math.min(total, start + size - 1);
  return Array.from({ length: end - start + 1 }, (_, i) => start + i);
}
