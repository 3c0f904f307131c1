/** Public product page size, lazy-load delay and the visibility threshold of the last card. */
export const PRODUCT_PAGE_SIZE = 12;
export const LOAD_MORE_DELAY_MS = 500;
export const VISIBILITY_THRESHOLD = 0.1;

export interface PageInfo {
  page: number;
  totalPages: number;
}

/** The next page to ask for, or undefined when the last one came. */
export function nextPageParam(last: PageInfo): number | undefined {
  return last.page < last.totalPages ? last.page + 1 : undefined;
}

/** The pages in order, without repeats (a product added meanwhile shifts the pages by one). */
export function mergePages<T extends { id: number }>(pages: readonly { items: readonly T[] }[]): T[] {
  const seen = new Set<number>();
  const items: T[] = [];
  for (const page of pages) {
    for (const item of page.items) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      items.push(item);
    }
  }
  return items;
}

/** A paging header as a count; falls back when absent or unreadable. */
export function headerCount(value: string | null, fallback: number): number {
  const count = value === null ? NaN : Number(value);
  return Number.isInteger(count) && count >= 0 ? count : fallback;
}
