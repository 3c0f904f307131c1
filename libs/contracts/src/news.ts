import { z } from 'zod';
import { isOwnImageUrl } from './uploads';
import { MEDIA_LIMITS } from './media';
import { limitQueryField, pageQueryField, searchQueryField } from './paging';
import { seoDescriptionField, seoTitleField } from './seo';
import { idField, text } from './text';
import { PUBLISH_STATES, publicationSchema, type RecordFields } from './publishing';
import { LOCALES, TRANSLATED_LOCALES } from './locales';
import { localeSchema, translationsViewSchema } from './locale-query';

/**
 * News articles, served by the content service. Field names are those the
 * SPA reads (snake_case). Author and user_id come from the signed-in user,
 * never from the request body.
 */

/** An empty summary is made from the first 150 characters of the content's text. */
export const NEWS_SUMMARY_LENGTH = 150;
export const NEWS_SUMMARY_ELLIPSIS = '...';
export const MAX_NEWS_TITLE_CHARS = 200;
export const MAX_NEWS_SUMMARY_CHARS = 500;
/** Like a product description: the sanitised body stays well under the NATS payload limit (1 MB). */
export const MAX_NEWS_CONTENT_CHARS = 100_000;
/** `GET /api/news` without `limit`; the admin table shows 10 (the public page asks for 3). */
export const DEFAULT_NEWS_PAGE_SIZE = 10;
export const MAX_NEWS_PAGE_SIZE = 100;

/**
 * The summary made from plain text: its first 150 characters, with '...' only when the text is
 * longer. Characters are code points, so an emoji is never cut in half.
 */
export function newsSummaryFromText(text: string): string {
  const chars = Array.from(text.replace(/\s+/g, ' ').trim());
  if (chars.length <= NEWS_SUMMARY_LENGTH) return chars.join('');
  return `${chars.slice(0, NEWS_SUMMARY_LENGTH).join('').trimEnd()}${NEWS_SUMMARY_ELLIPSIS}`;
}

const EARLIEST_DATE = Date.UTC(1970, 0, 1);
const LATEST_DATE = Date.UTC(2100, 0, 1);
const DATE_ERROR = '发布日期格式不正确，例如 2025-06-01 或 2025-06-01T08:00:00Z';

/** An optional publication date: ISO text (date or date-time); empty keeps the default. Answered as ISO. */
const publicationDate = z
  .union([text('发布日期'), z.number()], { message: DATE_ERROR })
  .nullable()
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || v === null || (typeof v === 'string' && v.trim() === '')) return undefined;
    const text = typeof v === 'string' ? v.trim() : v;
    const ok = typeof text === 'number' || /^\d{4}-\d{2}-\d{2}(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/.test(text);
    const time = ok ? new Date(typeof text === 'string' ? text.replace(' ', 'T') : text).getTime() : NaN;
    if (!Number.isFinite(time) || time < EARLIEST_DATE || time >= LATEST_DATE) {
      ctx.addIssue({ code: 'custom', message: DATE_ERROR });
      return z.NEVER;
    }
    return new Date(time).toISOString();
  });

/** Fields the server sets itself: sent back by an edit form, they are ignored. */
const SERVER_FIELDS = [
  'id',
  'author',
  'user_id',
  'views',
  'category_name',
  'created_at',
  'updated_at',
  'publication',
  'version',
] as const;

/**
 * Create and update take the same fields. `category` is the news category's id;
 * `category_id` is read when `category` is absent. `author`, `user_id`, `views` and the other
 * fields the server sets are ignored. An empty summary is made from the content; an absent `date`
 * is now on create and kept on update. `content` is HTML, sanitised by the service.
 */
const newsFieldsObject = z.object({
  title: text('标题', '标题不能为空')
    .trim()
    .min(1, '标题不能为空')
    .max(MAX_NEWS_TITLE_CHARS, `标题不能超过${MAX_NEWS_TITLE_CHARS}个字符`),
  category: idField('请选择分类'),
  content: text('内容', '内容不能为空')
    .max(MAX_NEWS_CONTENT_CHARS, `内容不能超过${MAX_NEWS_CONTENT_CHARS}个字符`)
    .refine((html) => html.trim() !== '', '内容不能为空'),
  summary: text('摘要')
    .trim()
    .max(MAX_NEWS_SUMMARY_CHARS, `摘要不能超过${MAX_NEWS_SUMMARY_CHARS}个字符`)
    .nullable()
    .optional()
    .transform((v) => v ?? ''),
  cover_image: text('封面图片地址')
    .trim()
    .max(500, '封面图片地址过长')
    .nullable()
    .optional()
    .transform((v) => v || null)
    .refine((v) => v === null || isOwnImageUrl(v), '封面图片必须是本站上传的图片（/uploads/images/…），请先上传图片'),
  /**
   * The cover's alt text where this article shows it. Absent or null: the media library's alt text
   * of that file. '' marks the cover decorative. A cover with neither is refused.
   */
  cover_alt: text('封面替代文本')
    .trim()
    .max(MEDIA_LIMITS.altText, `封面替代文本不能超过${MEDIA_LIMITS.altText}个字符`)
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  date: publicationDate,
  seo_title: seoTitleField(),
  seo_description: seoDescriptionField(),
});

export const newsInputSchema = z.preprocess((v) => {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return v;
  const body: Record<string, unknown> = { ...(v as Record<string, unknown>) };
  for (const key of SERVER_FIELDS) delete body[key];
  const empty = (x: unknown) => x === undefined || x === null || x === '' || x === 0 || x === '0';
  if (empty(body.category) && !empty(body.category_id)) body.category = body.category_id;
  delete body.category_id;
  if (empty(body.category)) delete body.category;
  return body;
}, newsFieldsObject);
export type NewsInput = z.infer<typeof newsInputSchema>;

/** A news draft and revision snapshot: the input's fields, as parsed. */
export const newsFieldsSchema = newsFieldsObject;

/** History and compare, per field (docs/publishing.md). */
export const NEWS_FIELDS: RecordFields<keyof NewsInput> = {
  title: { label: '标题', kind: 'text' },
  category: { label: '分类', kind: 'value' },
  summary: { label: '摘要', kind: 'text' },
  content: { label: '内容', kind: 'rich' },
  cover_image: { label: '封面图片', kind: 'value' },
  cover_alt: { label: '封面替代文本', kind: 'text' },
  date: { label: '发布日期', kind: 'value' },
  seo_title: { label: 'SEO 标题', kind: 'text' },
  seo_description: { label: 'SEO 描述', kind: 'text' },
};

// ---------------------------------------------------------------------------------------------
// Translations (docs/languages.md): each translated language of an article has its own words, drafts,
// schedules and history; its category, cover picture and date are the article's.
// ---------------------------------------------------------------------------------------------

const newsTranslationFieldsObject = newsFieldsObject.pick({
  title: true,
  content: true,
  summary: true,
  cover_alt: true,
  seo_title: true,
  seo_description: true,
});

/** A translation's input, its drafts and revisions: the words of the article in that language. */
export const newsTranslationFieldsSchema = newsTranslationFieldsObject;
export type NewsTranslationInput = z.infer<typeof newsTranslationFieldsSchema>;

/** History and compare of a translation, per field. */
export const NEWS_TRANSLATION_FIELDS: RecordFields<keyof NewsTranslationInput> = {
  title: NEWS_FIELDS.title,
  summary: NEWS_FIELDS.summary,
  content: NEWS_FIELDS.content,
  cover_alt: NEWS_FIELDS.cover_alt,
  seo_title: NEWS_FIELDS.seo_title,
  seo_description: NEWS_FIELDS.seo_description,
};

/** The admin's translation of article `id`: its working copy and where it stands. */
export const newsTranslationAdminViewSchema = z.strictObject({
  id: z.number(),
  locale: z.enum(TRANSLATED_LOCALES),
  title: z.string(),
  summary: z.string(),
  content: z.string(),
  cover_alt: z.string().nullable(),
  seo_title: z.string(),
  seo_description: z.string(),
  publication: publicationSchema,
});
export type NewsTranslationAdminView = z.infer<typeof newsTranslationAdminViewSchema>;

/** `GET /api/admin/news/{id}/translations`: every translated language, null where there is none. */
export const newsTranslationsViewSchema = translationsViewSchema(newsTranslationAdminViewSchema);
export type NewsTranslationsView = z.infer<typeof newsTranslationsViewSchema>;

/** `GET /api/news` query: all optional. `locale`: the articles live in that language, in its words. */
export const newsListQuerySchema = z.object({
  locale: localeSchema.optional(),
  category: z.preprocess(
    (v) => (v === '' || v === 'all' || v === '0' ? undefined : v),
    idField('分类ID必须是正整数').optional(),
  ),
  search: searchQueryField(),
  page: pageQueryField().default(1),
  limit: limitQueryField(MAX_NEWS_PAGE_SIZE).default(DEFAULT_NEWS_PAGE_SIZE),
});
export type NewsListQuery = z.infer<typeof newsListQuerySchema>;

/** `GET /api/admin/news`: the public list's query, any state (or one). */
export const newsAdminListQuerySchema = newsListQuerySchema.omit({ locale: true }).extend({
  status: z.preprocess(
    (v) => (v === '' || v === 'all' ? undefined : v),
    z.enum(PUBLISH_STATES, { message: '状态必须是 draft、scheduled、published 或 archived' }).optional(),
  ),
});
export type NewsAdminListQuery = z.infer<typeof newsAdminListQuerySchema>;

/** `GET /api/news/{id}` query: `count_view=false` reads without counting a view (the admin editor). */
export const newsGetQuerySchema = z.object({
  /** The article in another language, where that translation is published. */
  locale: localeSchema.optional(),
  count_view: z
    .enum(['true', 'false', '1', '0'], { message: 'count_view 必须是 true 或 false' })
    .optional()
    .transform((v) => v !== 'false' && v !== '0'),
});

// ---------------------------------------------------------------------------------------------
// Answers
// ---------------------------------------------------------------------------------------------

/**
 * A news item in lists: everything but the HTML body (read it with `GET /api/news/{id}`).
 * `category` and `category_id` are the same id; `category_name` is '' when the catalog cannot
 * name it. `date` is the publication date (ISO); `cover_image` null when there is none;
 * `user_id` null for demo articles.
 */
export const newsListItemSchema = z.strictObject({
  id: z.number(),
  title: z.string(),
  author: z.string(),
  user_id: z.number().nullable(),
  category: z.number(),
  category_id: z.number(),
  category_name: z.string(),
  cover_image: z.string().nullable(),
  /** The cover's alt text; '' when decorative; null without a cover (or for an article saved before alt text was asked). */
  cover_alt: z.string().nullable(),
  summary: z.string(),
  date: z.string(),
  views: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type NewsListItem = z.infer<typeof newsListItemSchema>;

/** `GET /api/news/{id}`, and the answer of create and update: with the sanitised HTML `content` and the SEO fields. */
export const newsViewSchema = newsListItemSchema.extend({
  content: z.string(),
  /** Search-engine overrides of the page title's name and of the meta description; '' when none. */
  seo_title: z.string(),
  seo_description: z.string(),
});
export type NewsView = z.infer<typeof newsViewSchema>;

/** The admin's article: its working copy (the draft when there is one) and where it stands. */
export const newsAdminViewSchema = newsViewSchema.extend({ publication: publicationSchema });
export type NewsAdminView = z.infer<typeof newsAdminViewSchema>;

/**
 * The admin list's item: the published (or, before a first publish, the working) fields and where it stands,
 * and where each translated language's version stands (null: none).
 */
export const newsAdminListItemSchema = newsListItemSchema.extend({
  publication: publicationSchema,
  translations: translationsViewSchema(publicationSchema),
});
export type NewsAdminListItem = z.infer<typeof newsAdminListItemSchema>;
export const newsAdminListAnswerSchema = z.strictObject({
  items: z.array(newsAdminListItemSchema),
  total: z.number(),
  page: z.number(),
  totalPages: z.number(),
});
export type NewsAdminListAnswer = z.infer<typeof newsAdminListAnswerSchema>;

/** `GET /api/news`: always this shape. `totalPages` is 0 when nothing matches. */
export const newsListAnswerSchema = z.strictObject({
  items: z.array(newsListItemSchema),
  total: z.number(),
  page: z.number(),
  totalPages: z.number(),
});
export type NewsListAnswer = z.infer<typeof newsListAnswerSchema>;

// ---------------------------------------------------------------------------------------------
// NATS messages between the gateway and the content service
// ---------------------------------------------------------------------------------------------

export const newsListMessageSchema = z.object({
  /** Another language: its published translations only, in its words. */
  locale: z.enum(LOCALES).optional(),
  category: z.number().int().positive().optional(),
  search: text('搜索词').max(100).optional(),
  page: z.number().int().min(1).max(100000),
  limit: z.number().int().min(1).max(MAX_NEWS_PAGE_SIZE),
});
export type NewsListMessage = z.infer<typeof newsListMessageSchema>;

/** The admin list: any state unless one is asked for. */
export const newsAdminListMessageSchema = newsListMessageSchema
  .omit({ locale: true })
  .extend({ status: z.enum(PUBLISH_STATES).optional() });
export type NewsAdminListMessage = z.infer<typeof newsAdminListMessageSchema>;

// ---------------------------------------------------------------------------------------------
// Events (published after commit)
// ---------------------------------------------------------------------------------------------

/** `locale`: a translation's change (none: the article's own). */
export const newsEventSchema = z.object({ id: z.number(), categoryId: z.number(), locale: z.enum(LOCALES).optional() });
export type NewsEvent = z.infer<typeof newsEventSchema>;
export const newsUpdatedEventSchema = newsEventSchema;
export type NewsUpdatedEvent = z.infer<typeof newsUpdatedEventSchema>;
export const newsDeletedEventSchema = newsEventSchema;
/** A version went live (by hand or by schedule): public reads, the sitemap, RSS and search push follow. */
export const newsPublishedEventSchema = newsEventSchema;
/** The article left the public site. */
export const newsUnpublishedEventSchema = newsEventSchema;
export type NewsDeletedEvent = z.infer<typeof newsDeletedEventSchema>;
