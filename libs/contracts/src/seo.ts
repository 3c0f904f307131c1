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
export const seoTitleField = () =>
  text('SEO标题')
    .trim()
    .max(MAX_SEO_TITLE_CHARS, `SEO标题不能超过${MAX_SEO_TITLE_CHARS}个字符`)
    .nullable()
    .optional()
    .transform((v) => (v === null ? '' : v));

export const seoDescriptionField = () =>
  text('SEO描述')
    .trim()
    .max(MAX_SEO_DESCRIPTION_CHARS, `SEO描述不能超过${MAX_SEO_DESCRIPTION_CHARS}个字符`)
    .nullable()
    .optional()
    .transform((v) => (v === null ? '' : v));
