import { formatDateTime } from '../../../lib/format-date';

/** /news/{id}: what an article shows when a field is missing. */
export const NO_CATEGORY = '未分类';
export const NO_AUTHOR = '未知作者';
export const NO_DATE = '暂无日期';

/** The publication day (YYYY-MM-DD, the browser's time zone), or '暂无日期'. */
export function newsDate(value: string | null | undefined): string {
  return formatDateTime(value).slice(0, 10) || NO_DATE;
}

export const categoryLabel = (name: string | null | undefined): string => name?.trim() || NO_CATEGORY;

export const authorLabel = (author: string | null | undefined): string => author?.trim() || NO_AUTHOR;

/** `/news/12` → 12; anything else is not an article id. */
export function newsIdParam(param: string | undefined): number | null {
  return param && /^[1-9]\d{0,9}$/.test(param) && Number(param) <= 2147483647 ? Number(param) : null;
}
