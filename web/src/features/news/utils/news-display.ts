import type { TFunction } from 'i18next';
import { DEFAULT_LOCALE, type Locale } from '@site/contracts/locales';
import { formatDate } from '../../../lib/i18n/format';

/**
 * /news/{id}: what an article shows when a field is missing. A public page words these in its
 * language (`t`); the admin's columns call without one and stay Chinese.
 */
export const NO_CATEGORY = '未分类';
export const NO_AUTHOR = '未知作者';
export const NO_DATE = '暂无日期';

/** The publication day (`2025-06-01` on Chinese pages, the browser's time zone), or '暂无日期'. */
export function newsDate(value: string | null | undefined, locale: Locale = DEFAULT_LOCALE, t?: TFunction): string {
  return formatDate(locale, value) || (t ? t('news.noDate') : NO_DATE);
}

export const categoryLabel = (name: string | null | undefined, t?: TFunction): string =>
  name?.trim() || (t ? t('news.noCategory') : NO_CATEGORY);

export const authorLabel = (author: string | null | undefined, t?: TFunction): string =>
  author?.trim() || (t ? t('news.noAuthor') : NO_AUTHOR);

/** `/news/12` → 12; anything else is not an article id. */
export function newsIdParam(param: string | undefined): number | null {
  return param && /^[1-9]\d{0,9}$/.test(param) && Number(param) <= 2147483647 ? Number(param) : null;
}
