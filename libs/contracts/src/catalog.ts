import { z } from 'zod';
import { limitQueryField, pageQueryField, searchQueryField } from './paging';

/**
 * The catalog: categories (news and product), products and product images (SPEC.md sections 3-5, 7).
 * Field names are those the SPA reads (snake_case, as SPEC.md lists them).
 */

export const CATEGORY_TYPES = ['news', 'product'] as const;
export type CategoryType = (typeof CATEGORY_TYPES)[number];
export const CATEGORY_TYPE_LABELS: Record<CategoryType, string> = { news: '新闻分类', product: '产品分类' };

/** SPEC §4: the admin's Chinese values are what is stored. */
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

/** SPEC §9: stock 1 to 10 is low stock. */
export const LOW_STOCK_THRESHOLD = 10;
export const MAX_IMAGES_PER_PRODUCT = 50;
/** A product's description, after sanitising, stays well under the NATS payload limit (1 MB). */
export const MAX_DESCRIPTION_CHARS = 100_000;

// ---------------------------------------------------------------------------------------------
// Slugs (SPEC §5)
// ---------------------------------------------------------------------------------------------

/**
 * SPEC §5, step by step: lower-case, whitespace to hyphens, drop characters other than word
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
// Uploads: the only image URLs a product may reference
// ---------------------------------------------------------------------------------------------

/**
 * Object keys the gateway stores and serves: `<folder>/<yyyy>/<mm>/<uuid>.<ext>` for uploads,
 * and `images/demo/<name>.webp` for the fixed demo pictures the gateway renders when seeding.
 */
export const UPLOAD_KEY_PATTERN =
  /^(?:(?:images|qrcodes)\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.(?:jpg|png|gif|webp)|images\/demo\/[a-z0-9-]{1,64}\.webp)$/;
export const UPLOADS_PREFIX = '/uploads/';
export const DEMO_IMAGE_PREFIX = 'images/demo/';

/** An image uploaded through `/api/upload` (or a demo picture): `/uploads/images/…`. */
export function isOwnImageUrl(url: string): boolean {
  if (!url.startsWith(`${UPLOADS_PREFIX}images/`)) return false;
  return UPLOAD_KEY_PATTERN.test(url.slice(UPLOADS_PREFIX.length));
}

export const isDemoImageUrl = (url: string): boolean => url.startsWith(`${UPLOADS_PREFIX}${DEMO_IMAGE_PREFIX}`);

// ---------------------------------------------------------------------------------------------
// Shared field schemas
// ---------------------------------------------------------------------------------------------

const MAX_ID = 2147483647;

/** An integer id sent as a number or a numeric string; `fieldError` names the field. */
const intId = (fieldError: string, requiredError: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
    z.number(requiredError).int(fieldError).positive(fieldError).max(MAX_ID, fieldError),
  );

/** `parent_id`: null, 0, '' or absent mean top level (stored as null). */
const parentId = z.preprocess((v) => {
  if (v === undefined) return undefined;
  if (v === null || v === 0 || v === '' || v === '0') return null;
  return typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v;
}, z.number('上级分类必须是分类ID').int('上级分类必须是分类ID').positive('上级分类必须是分类ID').max(MAX_ID, '上级分类不存在').nullable().optional());

const categoryName = z.string('分类名称不能为空').trim().min(1, '分类名称不能为空').max(50, '分类名称不能超过50个字符');

/** Empty (or absent) means "make it from the name". */
const slugInput = z
  .string('URL别名必须是文字')
  .trim()
  .max(100, 'URL别名不能超过100个字符')
  .nullable()
  .optional()
  .transform((v) => v ?? '');

export const categoryTypeSchema = z.enum(CATEGORY_TYPES, { message: '分类类型必须是 news（新闻）或 product（产品）' });

export const createCategorySchema = z.object({
  name: categoryName,
  slug: slugInput,
  parent_id: parentId,
  type: categoryTypeSchema,
});
export type CreateCategoryInput = z.infer<typeof createCategorySchema>;

/** SPEC §7 sends the same fields as create; type and parent_id may be left out to keep them. */
export const updateCategorySchema = z.object({
  name: categoryName,
  slug: slugInput.optional(),
  parent_id: parentId,
  type: categoryTypeSchema.optional(),
});
export type UpdateCategoryInput = z.infer<typeof updateCategorySchema>;

export const categoryListQuerySchema = z.object({ type: categoryTypeSchema.optional() });

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
  .union([z.string(), z.number()], { message: '价格格式不正确，例如 ¥1999 或 ¥1999.00，留空表示价格面议' })
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
 * Create and update (SPEC §7 sends the same fields). `title` is accepted for `name` (SPEC §3:
 * "name (or title)"). `price` and `description` may be left out: a new product is then 价格面议
 * without a description, an edited one keeps what it had.
 */
export const productInputSchema = z.preprocess(
  (v) => {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) return v;
    const body = v as Record<string, unknown>;
    return body.name === undefined && typeof body.title === 'string' ? { ...body, name: body.title } : body;
  },
  z.object({
    name: z.string('产品名称不能为空').trim().min(1, '产品名称不能为空').max(100, '产品名称不能超过100个字符'),
    category: z.preprocess((v) => (v === '' || v === null ? undefined : v), intId('请选择产品分类', '请选择产品分类')),
    status: productStatusSchema,
    price: priceSchema,
    stock: stockSchema,
    description: z
      .string('产品描述必须是文字')
      .max(MAX_DESCRIPTION_CHARS, `产品描述不能超过${MAX_DESCRIPTION_CHARS}个字符`)
      .nullable()
      .optional()
      .transform((v) => (v === null ? '' : v)),
  }),
);
export type ProductInput = z.infer<typeof productInputSchema>;

/** `GET /api/products` query: all optional; page/limit turn on the paging headers. */
export const productListQuerySchema = z.object({
  category: z.preprocess(
    (v) => (v === '' || v === 'all' ? undefined : v),
    intId('分类ID必须是正整数', '分类ID必须是正整数').optional(),
  ),
  status: z.preprocess(
    statusAlias,
    z.enum(PRODUCT_STATUSES, { message: '产品状态必须是开发中、测试中、已发布或已停产' }).optional(),
  ),
  search: searchQueryField(),
  page: pageQueryField().optional(),
  limit: limitQueryField(100).optional(),
});
export type ProductListQuery = z.infer<typeof productListQuerySchema>;
/** SPEC §9: the public product page size. */
export const DEFAULT_PRODUCT_PAGE_SIZE = 12;

export const productImageInputSchema = z.object({
  image_url: z
    .string('图片地址不能为空')
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
  alt_text: z
    .string('图片说明必须是文字')
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
        id: intId('图片ID必须是正整数', '图片ID不能为空'),
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

export interface CategoryView {
  id: number;
  name: string;
  slug: string;
  /** null = top level. */
  parent_id: number | null;
  type: CategoryType;
  created_at: string;
}

export interface ProductImageView {
  id: number;
  product_id: number;
  image_url: string;
  image_order: number;
  is_primary: boolean;
  alt_text: string;
}

/**
 * A product in lists. `price` is '' when negotiable (价格面议). `date` is the last update (ISO).
 * `image` is the first image by order, `cover_image` the primary one, `primary_image` the card
 * picture (primary, then cover, then image); each null when the product has no images.
 */
export interface ProductView {
  id: number;
  name: string;
  category: number;
  category_name: string;
  status: ProductStatus;
  price: string;
  stock: number;
  description: string;
  date: string;
  created_at: string;
  image: string | null;
  cover_image: string | null;
  primary_image: string | null;
}

/** `GET /api/products/{id}`: also the ordered images, under both names the SPA reads. */
export interface ProductDetailView extends ProductView {
  images: ProductImageView[];
  product_images: ProductImageView[];
}

// ---------------------------------------------------------------------------------------------
// NATS messages between the gateway and the catalog, and for other services
// ---------------------------------------------------------------------------------------------

/** One batch of the product list: rows from `offset` (or after `afterId`), up to `limit` and a byte budget. */
export const productListMessageSchema = z.object({
  category: z.number().int().positive().optional(),
  status: z.enum(PRODUCT_STATUSES).optional(),
  search: z.string().max(100).optional(),
  offset: z.number().int().min(0).default(0),
  /** Continue after this product id (keyset), for the batches after the first. */
  afterId: z.number().int().positive().optional(),
  limit: z.number().int().min(1).max(100000).optional(),
  withTotal: z.boolean().default(true),
});
export type ProductListMessage = z.input<typeof productListMessageSchema>;

export interface ProductListBatch {
  items: ProductView[];
  /** Matching products in all (only when asked withTotal). */
  total: number | null;
  /** More rows remain within the requested limit: ask again with afterId = the last id. */
  more: boolean;
}

export interface CategoryDescendantsReply {
  /** The category itself first, then every descendant. */
  ids: number[];
}

export const categoryUsageCountSchema = z.object({
  categoryIds: z.array(z.number().int().positive()).max(10000),
});
export interface CategoryUsageCountReply {
  count: number;
}

// ---------------------------------------------------------------------------------------------
// Events (published after commit)
// ---------------------------------------------------------------------------------------------

export interface CategoryEvent {
  id: number;
  type: CategoryType;
}
export interface ProductEvent {
  id: number;
}
export interface ProductDeletedEvent {
  id: number;
  /** Stored files of its images that no other product image uses: the gateway removes them. */
  imageUrls: string[];
}
export interface ProductImageEvent {
  id: number;
  productId: number;
  imageUrl: string;
}
export interface ProductImageDeletedEvent extends ProductImageEvent {
  /** True when no other product image uses the file: the gateway removes it. */
  orphaned: boolean;
}
export interface ProductImagesReorderedEvent {
  productId: number;
  images: { id: number; image_order: number }[];
}
export interface ProductPrimaryImageSetEvent {
  productId: number;
  id: number;
}
