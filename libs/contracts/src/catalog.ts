import { z } from 'zod';
import { limitQueryField, pageQueryField, searchQueryField } from './paging';
import {
  MAX_PROMISE_TEXT,
  PRODUCT_PROMISE_LABELS,
  PROMISE_TEXT_LINES,
  type ProductPromiseOverrides,
  type PromiseTextLine,
} from './product-promises';
import { listPriceMultiplierSchema } from './settings';
import { seoDescriptionField, seoTitleField } from './seo';
import { ID_PATTERN, idField, MAX_ID, text } from './text';
import { isOwnImageUrl } from './uploads';
import { PUBLISH_STATES, publicationSchema, type RecordFields } from './publishing';
import { LATIN_SLUG, LOCALE_LABEL, LOCALES, latinSlug, TRANSLATED_LOCALES, type TranslatedLocale } from './locales';
import { localeSchema, translationsSchema, translationsViewSchema } from './locale-query';

/**
 * The catalog: categories (news and product), products and product images, with their rules.
 * Field names are those the SPA reads (snake_case).
 */

export const CATEGORY_TYPES = ['news', 'product'] as const;
export type CategoryType = (typeof CATEGORY_TYPES)[number];
export const CATEGORY_TYPE_LABELS: Record<CategoryType, string> = { news: '新闻分类', product: '产品分类' };

/** The admin's Chinese values are what is stored; any status may follow any other. */
export const PRODUCT_STATUSES = ['开发中', '测试中', '已发布', '已停产'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];
/** English words accepted on input (and in the list filter) for the Chinese values. */
const STATUS_ALIASES: Record<string, ProductStatus> = {
  development: '开发中',
  developing: '开发中',
  testing: '测试中',
  published: '已发布',
  discontinued: '已停产',
};

/** Stock 1 to 10 is low stock; above 10 is in stock. */
export const LOW_STOCK_THRESHOLD = 10;
export const MAX_IMAGES_PER_PRODUCT = 50;
/** A product's description, after sanitising, stays well under the NATS payload limit (1 MB). */
export const MAX_DESCRIPTION_CHARS = 100_000;

// ---------------------------------------------------------------------------------------------
// Slugs: optional; an empty one is made from the name
// ---------------------------------------------------------------------------------------------

/**
 * Step by step: lower-case, whitespace to hyphens, drop characters other than word
 * characters, Chinese characters and hyphens, trim leading/trailing hyphens, fall back to the name.
 */
export function categorySlug(name: string): string {
  const slug = name
    .toLowerCase()
    .replace(/\s+/g, '-')
    .replace(/[^\w\u4e00-\u9fff-]/g, '')
    .replace(/^-+|-+$/g, '');
  return slug || name;
}

// ---------------------------------------------------------------------------------------------
// Shared field schemas
// ---------------------------------------------------------------------------------------------

/** `parent_id`: null, 0, '' or absent mean top level (stored as null). */
const parentId = z.preprocess((v) => {
  if (v === undefined) return undefined;
  if (v === null || v === 0 || v === '' || v === '0') return null;
  return typeof v === 'string' && ID_PATTERN.test(v) ? Number(v) : v;
}, z.number('上级分类必须是分类ID').int('上级分类必须是分类ID').positive('上级分类必须是分类ID').max(MAX_ID, '上级分类不存在').nullable().optional());

const categoryName = text('分类名称', '分类名称不能为空')
  .trim()
  .min(1, '分类名称不能为空')
  .max(50, '分类名称不能超过50个字符');

/** Empty (or absent) means "make it from the name". */
const slugInput = text('URL别名')
  .trim()
  .max(100, 'URL别名不能超过100个字符')
  .nullable()
  .optional()
  .transform((v) => v ?? '');

/**
 * A category in another language: its name, and a Latin slug (made from the name when left empty;
 * a name with no Latin letter must then give one).
 */
const categoryTranslationSchema = (locale: TranslatedLocale) => {
  const label = LOCALE_LABEL[locale];
  return z
    .object({
      name: text(`${label}分类名称`, `${label}分类名称不能为空`)
        .trim()
        .min(1, `${label}分类名称不能为空`)
        .max(50, `${label}分类名称不能超过50个字符`),
      slug: text(`${label}URL别名`)
        .trim()
        .max(100, `${label}URL别名不能超过100个字符`)
        .refine(
          (slug) => slug === '' || LATIN_SLUG.test(slug),
          `${label}URL别名只能包含小写字母、数字和连字符（如 smart-home）`,
        )
        .nullable()
        .optional()
        .transform((v) => v ?? ''),
    })
    .transform(({ name, slug }) => ({ name, slug: slug || latinSlug(name) }))
    .refine(({ slug }) => slug !== '', {
      message: `请填写${label}URL别名：${label}名称里没有可用的字母或数字`,
      path: ['slug'],
    });
};

/** A category's translations in a write (absent: unchanged; a language set to null: removed). */
const categoryTranslations = translationsSchema(categoryTranslationSchema);

export const categoryTypeSchema = z.enum(CATEGORY_TYPES, { message: '分类类型必须是 news（新闻）或 product（产品）' });

export const createCategorySchema = z.object({
  name: categoryName,
  slug: slugInput,
  parent_id: parentId,
  type: categoryTypeSchema,
  translations: categoryTranslations.optional(),
});
export type CreateCategoryInput = z.infer<typeof createCategorySchema>;

/** Update takes the same fields as create; type and parent_id may be left out to keep them. */
export const updateCategorySchema = z.object({
  name: categoryName,
  slug: slugInput.optional(),
  parent_id: parentId,
  type: categoryTypeSchema.optional(),
  translations: categoryTranslations.optional(),
});
export type UpdateCategoryInput = z.infer<typeof updateCategorySchema>;

/** `GET /api/categories`: `?locale=en` answers the categories that have an English version, in English. */
export const categoryListQuerySchema = z.object({
  type: categoryTypeSchema.optional(),
  locale: localeSchema.optional(),
});
export const categoryAdminListQuerySchema = z.object({ type: categoryTypeSchema.optional() });

const statusAlias = (v: unknown) => {
  if (v === '' || v === null) return undefined;
  return typeof v === 'string' ? (STATUS_ALIASES[v.trim().toLowerCase()] ?? v.trim()) : v;
};

export const productStatusSchema = z.preprocess(
  statusAlias,
  z.enum(PRODUCT_STATUSES, {
    error: (issue) => (issue.input === undefined ? '请选择产品状态' : '产品状态必须是开发中、测试中、已发布或已停产'),
  }),
);

/**
 * Price: text with an optional currency sign (¥1999, ¥ 1999.00, $12.5, ¥1,999); empty (or null)
 * means 价格面议. A full-width ￥ is read as ¥; a bare number is kept as given. Absent stays
 * absent: a new product is then 价格面议, an edited one keeps its price.
 */
export const PRICE_PATTERN = /^[¥$€£]?\s?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d{1,2})?$/;
const NEGOTIABLE = new Set(['', '价格面议', '面议']);

export function normalizePrice(value: string): string | null {
  const text = value.trim().replace(/￥/g, '¥');
  if (NEGOTIABLE.has(text)) return '';
  return PRICE_PATTERN.test(text) && text.length <= 32 ? text : null;
}

export const priceSchema = z
  .union([text('价格'), z.number()], { message: '价格格式不正确，例如 ¥1999 或 ¥1999.00，留空表示价格面议' })
  .nullable()
  .optional()
  .transform((v, ctx) => {
    if (v === undefined) return undefined;
    if (v === null) return '';
    const text = typeof v === 'number' ? (Number.isFinite(v) && v >= 0 ? String(v) : '-') : v;
    const price = normalizePrice(text);
    if (price === null) {
      ctx.addIssue({ code: 'custom', message: '价格格式不正确，例如 ¥1999 或 ¥1999.00，留空表示价格面议' });
      return z.NEVER;
    }
    return price;
  });

const stockSchema = z.preprocess(
  (v) => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
  z
    .number('库存不能为空')
    .int('库存必须是不小于0的整数')
    .min(0, '库存必须是不小于0的整数')
    .max(1_000_000_000, '库存不能超过10亿'),
);

/**
 * A product's own promise lines (商品页承诺, docs/pages.md): per line its text (the list price: its
 * multiplier) and/or whether it shows; a line left out follows the 商品页 settings.
 */
const promiseTextOverride = (line: PromiseTextLine) => {
  const label = PRODUCT_PROMISE_LABELS[line];
  return z.strictObject(
    {
      text: text(label)
        .trim()
        .min(1, `${label}内容不能为空`)
        .max(MAX_PROMISE_TEXT, `${label}不能超过${MAX_PROMISE_TEXT}个字符`)
        .optional(),
      show: z.boolean(`是否显示${label}必须是 true 或 false`).optional(),
    },
    `商品页承诺的${label}格式不正确`,
  );
};

export const productPromiseOverridesSchema = z.strictObject(
  {
    ...(Object.fromEntries(PROMISE_TEXT_LINES.map((line) => [line, promiseTextOverride(line).optional()])) as Record<
      PromiseTextLine,
      z.ZodOptional<ReturnType<typeof promiseTextOverride>>
    >),
    listPrice: z
      .strictObject(
        {
          multiplier: listPriceMultiplierSchema.optional(),
          show: z.boolean('是否显示划线原价必须是 true 或 false').optional(),
        },
        '商品页承诺的划线原价格式不正确',
      )
      .optional(),
  },
  '商品页承诺格式不正确',
);

/** On input: null clears every override, absent keeps them (update); empty lines are dropped, none left is null. */
const promisesInput = productPromiseOverridesSchema
  .nullable()
  .optional()
  .transform((value): ProductPromiseOverrides | null | undefined => {
    if (!value) return value;
    const lines = Object.entries(value).filter(([, line]) => line && Object.keys(line).length > 0);
    return lines.length ? Object.fromEntries(lines) : null;
  });

/**
 * Create and update take the same fields. `title` is accepted for `name` (older clients send
 * `title`). `price` and `description` may be left out: a new product is then 价格面议
 * without a description, an edited one keeps what it had.
 */
const productFieldsObject = z.object({
  name: text('产品名称', '产品名称不能为空').trim().min(1, '产品名称不能为空').max(100, '产品名称不能超过100个字符'),
  category: z.preprocess((v) => (v === '' || v === null ? undefined : v), idField('请选择产品分类')),
  /** 型号: absent or null means none (''). */
  model: text('型号')
    .trim()
    .max(64, '型号不能超过64个字符')
    .nullable()
    .optional()
    .transform((v) => v ?? ''),
  status: productStatusSchema,
  price: priceSchema,
  stock: stockSchema,
  description: text('产品描述')
    .max(MAX_DESCRIPTION_CHARS, `产品描述不能超过${MAX_DESCRIPTION_CHARS}个字符`)
    .nullable()
    .optional()
    .transform((v) => (v === null ? '' : v)),
  seo_title: seoTitleField(),
  seo_description: seoDescriptionField(),
  promises: promisesInput,
});

export const productInputSchema = z.preprocess((v) => {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return v;
  const body = v as Record<string, unknown>;
  return body.name === undefined && typeof body.title === 'string' ? { ...body, name: body.title } : body;
}, productFieldsObject);
export type ProductInput = z.infer<typeof productInputSchema>;

/** A product draft and revision snapshot: the input's fields, as parsed (docs/publishing.md). */
export const productFieldsSchema = productFieldsObject;

/** History and compare, per field (docs/publishing.md). */
export const PRODUCT_FIELDS: RecordFields<keyof ProductInput> = {
  name: { label: '产品名称', kind: 'text' },
  category: { label: '分类', kind: 'value' },
  model: { label: '型号', kind: 'text' },
  status: { label: '状态', kind: 'value' },
  price: { label: '价格', kind: 'value' },
  stock: { label: '库存', kind: 'value' },
  description: { label: '产品描述', kind: 'rich' },
  seo_title: { label: 'SEO 标题', kind: 'text' },
  seo_description: { label: 'SEO 描述', kind: 'text' },
  promises: { label: '商品页承诺', kind: 'value' },
};

// ---------------------------------------------------------------------------------------------
// Translations (docs/languages.md): each translated language of a product has its own words, drafts,
// schedules and history; its prices, stock, pictures, category and status are the product's.
// ---------------------------------------------------------------------------------------------

/** Image id → its alt text in the language; an image left out has none there. */
const imageAltsInput = z
  .record(
    z.string().regex(/^[1-9]\d{0,9}$/, '图片ID必须是正整数'),
    text('图片说明').trim().max(200, '图片说明不能超过200个字符'),
    '图片说明格式不正确',
  )
  .nullable()
  .optional()
  .transform((v) => Object.fromEntries(Object.entries(v ?? {}).filter(([, alt]) => alt !== '')));

/** A translation's input, its drafts and revisions: the words of the product in that language. */
export const productTranslationFieldsSchema = productFieldsObject
  .pick({ name: true, description: true, seo_title: true, seo_description: true })
  .extend({ image_alts: imageAltsInput });
export type ProductTranslationInput = z.infer<typeof productTranslationFieldsSchema>;

/** History and compare of a translation, per field. */
export const PRODUCT_TRANSLATION_FIELDS: RecordFields<keyof ProductTranslationInput> = {
  name: PRODUCT_FIELDS.name,
  description: PRODUCT_FIELDS.description,
  seo_title: PRODUCT_FIELDS.seo_title,
  seo_description: PRODUCT_FIELDS.seo_description,
  image_alts: { label: '图片说明', kind: 'value' },
};

/** The admin's translation of product `id`: its working copy and where it stands. */
export const productTranslationAdminViewSchema = z.strictObject({
  id: z.number(),
  locale: z.enum(TRANSLATED_LOCALES),
  name: z.string(),
  description: z.string(),
  seo_title: z.string(),
  seo_description: z.string(),
  image_alts: z.record(z.string(), z.string()),
  publication: publicationSchema,
});
export type ProductTranslationAdminView = z.infer<typeof productTranslationAdminViewSchema>;

/** `GET /api/admin/products/{id}/translations`: every translated language, null where there is none. */
export const productTranslationsViewSchema = translationsViewSchema(productTranslationAdminViewSchema);
export type ProductTranslationsView = z.infer<typeof productTranslationsViewSchema>;

/** `GET /api/products` query: all optional; page/limit turn on the paging headers. */
export const productListQuerySchema = z.object({
  /** The products live in that language, in its words. */
  locale: localeSchema.optional(),
  category: z.preprocess((v) => (v === '' || v === 'all' ? undefined : v), idField('分类ID必须是正整数').optional()),
  status: z.preprocess(
    statusAlias,
    z.enum(PRODUCT_STATUSES, { message: '产品状态必须是开发中、测试中、已发布或已停产' }).optional(),
  ),
  search: searchQueryField(),
  page: pageQueryField().optional(),
  limit: limitQueryField(100).optional(),
});
export type ProductListQuery = z.infer<typeof productListQuerySchema>;
/** `GET /api/products/{id}` query: `locale`, the product in another language where that translation is published. */
export const productGetQuerySchema = z.object({ locale: localeSchema.optional() });
export type ProductGetQuery = z.infer<typeof productGetQuerySchema>;
/** The public product page shows 12 at a time, then 12 more each time the last card comes into view. */
export const DEFAULT_PRODUCT_PAGE_SIZE = 12;

/**
 * `GET /api/admin/products`: the public list's filters, one page (default 12), any publishing state
 * or the one asked for. The publishing filter is `state`: `status` is the product's own 产品状态.
 */
export const productAdminListQuerySchema = productListQuerySchema.omit({ locale: true }).extend({
  state: z.preprocess(
    (v) => (v === '' || v === 'all' ? undefined : v),
    z.enum(PUBLISH_STATES, { message: '发布状态必须是 draft、scheduled、published 或 archived' }).optional(),
  ),
  page: pageQueryField().default(1),
  limit: limitQueryField(100).default(DEFAULT_PRODUCT_PAGE_SIZE),
});
export type ProductAdminListQuery = z.infer<typeof productAdminListQuerySchema>;

export const productImageInputSchema = z.object({
  image_url: text('图片地址', '图片地址不能为空')
    .trim()
    .min(1, '图片地址不能为空')
    .max(500, '图片地址过长')
    .refine(isOwnImageUrl, '图片地址必须是本站上传的图片（/uploads/images/…），请先上传图片'),
  image_order: z.preprocess(
    (v) => (v === null || v === '' ? undefined : v),
    z
      .number('图片顺序必须是不小于0的整数')
      .int('图片顺序必须是不小于0的整数')
      .min(0, '图片顺序必须是不小于0的整数')
      .max(100000, '图片顺序过大')
      .optional(),
  ),
  is_primary: z.preprocess(
    (v) =>
      v === 1 || v === '1' || v === 'true' ? true : v === 0 || v === '0' || v === 'false' || v === null ? false : v,
    z.boolean('is_primary 必须是 true 或 false').optional(),
  ),
  alt_text: text('图片说明')
    .trim()
    .max(200, '图片说明不能超过200个字符')
    .nullable()
    .optional()
    .transform((v) => v ?? ''),
});
export type ProductImageInput = z.infer<typeof productImageInputSchema>;

export const reorderImagesSchema = z.object({
  images: z
    .array(
      z.object({
        id: idField('图片ID必须是正整数', '图片ID不能为空'),
        image_order: z
          .number('图片顺序必须是不小于0的整数')
          .int('图片顺序必须是不小于0的整数')
          .min(0, '图片顺序必须是不小于0的整数')
          .max(100000, '图片顺序过大'),
      }),
      '请提供要排序的图片列表（images）',
    )
    .min(1, '请提供要排序的图片列表（images）')
    .max(MAX_IMAGES_PER_PRODUCT, `一次最多排序${MAX_IMAGES_PER_PRODUCT}张图片`)
    .refine((list) => new Set(list.map((i) => i.id)).size === list.length, '图片列表中有重复的图片ID'),
});
export type ReorderImagesInput = z.infer<typeof reorderImagesSchema>;

// ---------------------------------------------------------------------------------------------
// Answers
// ---------------------------------------------------------------------------------------------

export const categoryViewSchema = z.strictObject({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  /** null = top level. */
  parent_id: z.number().nullable(),
  type: z.enum(CATEGORY_TYPES),
  created_at: z.string(),
});
export type CategoryView = z.infer<typeof categoryViewSchema>;

export const categoryTranslationViewSchema = z.strictObject({ name: z.string(), slug: z.string() });
export type CategoryTranslationView = z.infer<typeof categoryTranslationViewSchema>;

/** A category as the back office reads it: its own (Chinese) fields and every translation. */
export const categoryAdminViewSchema = categoryViewSchema.extend({
  translations: translationsViewSchema(categoryTranslationViewSchema),
});
export type CategoryAdminView = z.infer<typeof categoryAdminViewSchema>;

export const productImageViewSchema = z.strictObject({
  id: z.number(),
  product_id: z.number(),
  image_url: z.string(),
  image_order: z.number(),
  is_primary: z.boolean(),
  alt_text: z.string(),
});
export type ProductImageView = z.infer<typeof productImageViewSchema>;

/**
 * A product in lists. `price` is '' when negotiable (价格面议). `date` is the last update (ISO).
 * `image` is the first image by order, `cover_image` the primary one, `primary_image` the card
 * picture (primary, then cover, then image); each null when the product has no images.
 */
export const productViewSchema = z.strictObject({
  id: z.number(),
  name: z.string(),
  category: z.number(),
  category_name: z.string(),
  /** 型号, '' when none. */
  model: z.string(),
  status: z.enum(PRODUCT_STATUSES),
  price: z.string(),
  stock: z.number(),
  description: z.string(),
  /** Search-engine overrides of the page title's name and of the meta description; '' when none. */
  seo_title: z.string(),
  seo_description: z.string(),
  /** The product's own 商品页承诺 lines; null: all follow the settings. */
  promises: productPromiseOverridesSchema.nullable(),
  date: z.string(),
  created_at: z.string(),
  image: z.string().nullable(),
  cover_image: z.string().nullable(),
  primary_image: z.string().nullable(),
});
export type ProductView = z.infer<typeof productViewSchema>;

/** `GET /api/products/{id}`: also the ordered images, under both names the SPA reads. */
export const productDetailViewSchema = productViewSchema.extend({
  images: z.array(productImageViewSchema),
  product_images: z.array(productImageViewSchema),
});
export type ProductDetailView = z.infer<typeof productDetailViewSchema>;

/** The admin's product: its working copy (the draft when there is one), its live images, and where it stands. */
export const productAdminViewSchema = productDetailViewSchema.extend({ publication: publicationSchema });
export type ProductAdminView = z.infer<typeof productAdminViewSchema>;

/**
 * The admin list's item: the published (or, before a first publish, the working) fields without the
 * description (read it with `GET /api/admin/products/{id}`), where it stands, and where each translated
 * language's version stands (null: none).
 */
export const productAdminListItemSchema = productViewSchema.omit({ description: true }).extend({
  publication: publicationSchema,
  translations: translationsViewSchema(publicationSchema),
});
export const productAdminListAnswerSchema = z.strictObject({
  items: z.array(productAdminListItemSchema),
  total: z.number(),
  page: z.number(),
  totalPages: z.number(),
});
export type ProductAdminListAnswer = z.infer<typeof productAdminListAnswerSchema>;

// ---------------------------------------------------------------------------------------------
// NATS messages between the gateway and the catalog, and for other services
// ---------------------------------------------------------------------------------------------

/** One batch of the product list: rows from `offset` (or after `afterId`), up to `limit` and a byte budget. */
export const productListMessageSchema = z.object({
  /** Another language: its published translations only, in its words. */
  locale: z.enum(LOCALES).optional(),
  category: z.number().int().positive().optional(),
  status: z.enum(PRODUCT_STATUSES).optional(),
  search: text('搜索词').max(100).optional(),
  offset: z.number().int().min(0).default(0),
  /** Continue after this product id (keyset), for the batches after the first. */
  afterId: z.number().int().positive().optional(),
  limit: z.number().int().min(1).max(100000).optional(),
  withTotal: z.boolean().default(true),
});
export type ProductListMessage = z.input<typeof productListMessageSchema>;

/** The admin list: one page, any state unless one is asked for. */
export const productAdminListMessageSchema = z.object({
  category: z.number().int().positive().optional(),
  status: z.enum(PRODUCT_STATUSES).optional(),
  search: text('搜索词').max(100).optional(),
  state: z.enum(PUBLISH_STATES).optional(),
  page: z.number().int().min(1).max(100000),
  limit: z.number().int().min(1).max(100),
});
export type ProductAdminListMessage = z.infer<typeof productAdminListMessageSchema>;

export const productListBatchSchema = z.strictObject({
  items: z.array(productViewSchema),
  /** Matching products in all (only when asked withTotal). */
  total: z.number().nullable(),
  /** More rows remain within the requested limit: ask again with afterId = the last id. */
  more: z.boolean(),
});
export type ProductListBatch = z.infer<typeof productListBatchSchema>;

export const categoryDescendantsReplySchema = z.strictObject({
  /** The category itself first, then every descendant. */
  ids: z.array(z.number()),
});
export type CategoryDescendantsReply = z.infer<typeof categoryDescendantsReplySchema>;

export const categoryUsageCountSchema = z.object({
  categoryIds: z.array(z.number().int().positive()).max(10000),
});
export const countReplySchema = z.strictObject({ count: z.number() });
export type CategoryUsageCountReply = z.infer<typeof countReplySchema>;

// ---------------------------------------------------------------------------------------------
// Events (published after commit)
// ---------------------------------------------------------------------------------------------

export const categoryEventSchema = z.object({ id: z.number(), type: z.enum(CATEGORY_TYPES) });
export type CategoryEvent = z.infer<typeof categoryEventSchema>;
/** `locale`: a translation's change (none: the product's own). */
export const productEventSchema = z.object({ id: z.number(), locale: z.enum(LOCALES).optional() });
export type ProductEvent = z.infer<typeof productEventSchema>;
export const productDeletedEventSchema = productEventSchema;
export type ProductDeletedEvent = z.infer<typeof productDeletedEventSchema>;
/** A version went live (by hand or by schedule): public reads, the sitemap and search push follow. */
export const productPublishedEventSchema = productEventSchema;
/** The product left the public site. */
export const productUnpublishedEventSchema = productEventSchema;
export const productImageEventSchema = z.object({ id: z.number(), productId: z.number(), imageUrl: z.string() });
export type ProductImageEvent = z.infer<typeof productImageEventSchema>;
/** The file stays in the media library (ADR 0010): staff delete files there. */
export const productImageDeletedEventSchema = productImageEventSchema;
export type ProductImageDeletedEvent = z.infer<typeof productImageDeletedEventSchema>;
export const productImagesReorderedEventSchema = z.object({
  productId: z.number(),
  images: z.array(z.object({ id: z.number(), image_order: z.number() })),
});
export type ProductImagesReorderedEvent = z.infer<typeof productImagesReorderedEventSchema>;
export const productPrimaryImageSetEventSchema = z.object({ productId: z.number(), id: z.number() });
export type ProductPrimaryImageSetEvent = z.infer<typeof productPrimaryImageSetEventSchema>;
