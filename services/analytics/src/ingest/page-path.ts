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
