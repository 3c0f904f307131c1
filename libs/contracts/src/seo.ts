import { text } from './text';

/**
 * The editor's search-engine overrides on products and news (docs/seo.md): when set, the SEO title
 * replaces the record's name in the page title, and the SEO description the derived description.
 */
export const MAX_SEO_TITLE_CHARS = 60;
export const MAX_SEO_DESCRIPTION_CHARS = 160;

/**
 * Trimmed; null means none (''). Left out, it is '' on create and kept on update, so a client that
 * does not know the field never wipes it.
 */
const seoText = (label: string, max: number) => () =>
  text(label)
    .trim()
    .max(max, `${label}不能超过${max}个字符`)
    .nullable()
    .optional()
    .transform((v) => (v === null ? '' : v));

export const seoTitleField = seoText('SEO标题', MAX_SEO_TITLE_CHARS);
export const seoDescriptionField = seoText('SEO描述', MAX_SEO_DESCRIPTION_CHARS);
