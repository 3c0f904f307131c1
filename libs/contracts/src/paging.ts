import { z } from 'zod';
import { text } from './text';

/** Query fields every paged list shares (products, news, contacts), with the same Chinese messages. */

const PAGE_ERROR = '页码必须是正整数';

/** `page`: from 1; absent is page 1 (or left out, with `.optional()` on the result's caller side). */
export const pageQueryField = () =>
  z.coerce.number(PAGE_ERROR).int(PAGE_ERROR).min(1, PAGE_ERROR).max(100000, '页码过大');

/** `limit`: 1 to `max`. */
export const limitQueryField = (max: number) => {
  const message = `每页数量必须是1到${max}的整数`;
  return z.coerce.number(message).int(message).min(1, message).max(max, message);
};

/** `search`: trimmed, at most 100 characters; empty means no search. */
export const searchQueryField = () =>
  text('搜索词')
    .trim()
    .max(100, '搜索词不能超过100个字符')
    .optional()
    .transform((v) => v || undefined);
