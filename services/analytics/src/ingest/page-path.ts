import { type Locale, splitLocalePath } from '@site/contracts';

export const MAX_PAGE_PATH = 512;

/**
 * The page a visit counts for: its path only. Query strings and fragments would split one page into
 * thousands of rows (search terms, tracking tags); an absolute URL is reduced to its path.
 */
export function pagePathOf(pageUrl: string): string {
  let path = pageUrl.trim();
  if (/^https?:\/\//i.test(path)) {
    try {
      path = new URL(path).pathname;
    } catch {
      path = '/';
    }
  }
  path = path.replace(/[?#].*$/s, '');
  if (!path.startsWith('/')) path = `/${path}`;
  if (path.length > 1) path = path.replace(/\/+$/, '');
  return path.slice(0, MAX_PAGE_PATH) || '/';
}

/**
 * The page's language, from its path (`/en/news/3` is English, `/news/3` Chinese). The stored path
 * keeps its prefix: `/en/news/3` and `/news/3` are different pages, with their own addresses and
 * readers, so the top pages list them apart, and a language's list is its own pages.
 */
export const pageLocaleOf = (pagePath: string): Locale => splitLocalePath(pagePath).locale;
