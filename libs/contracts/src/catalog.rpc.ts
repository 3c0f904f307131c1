import { z } from 'zod';
import { keyedRequest } from './idempotency';
import {
  categoryAdminListQuerySchema,
  categoryAdminViewSchema,
  categoryDescendantsReplySchema,
  categoryEventSchema,
  categoryListQuerySchema,
  categoryViewSchema,
  createCategorySchema,
  productAdminListAnswerSchema,
  productAdminListMessageSchema,
  productAdminViewSchema,
  productDeletedEventSchema,
  productDetailViewSchema,
  productEventSchema,
  productImageDeletedEventSchema,
  productImageEventSchema,
  productImageInputSchema,
  productImagesReorderedEventSchema,
  productImageViewSchema,
  productInputSchema,
  productListBatchSchema,
  productListMessageSchema,
  productPrimaryImageSetEventSchema,
  productPublishedEventSchema,
  productTranslationAdminViewSchema,
  productTranslationFieldsSchema,
  productTranslationsViewSchema,
  productUnpublishedEventSchema,
  reorderImagesSchema,
  updateCategorySchema,
} from './catalog';
import { mediaUsageList, mediaUsageReported } from './media-usage';
import { translationCountsSchema } from './translation-status';
import { idSchema, sessionUserSchema } from './identity';
import { baseVersionSchema, publishingRpc } from './publishing';
import { defineEvent, defineRpc, emptyReply, prefixed } from './rpc';
import { byTranslatedLocale, LOCALES, TRANSLATED_LOCALES } from './locales';

const byId = z.object({ id: idSchema });
const image = z.object({ productId: idSchema, imageId: idSchema });
const gallery = z.array(productImageViewSchema);

/**
 * Products' drafts, schedules, revisions and preview links (docs/publishing.md); a preview answers
 * the working copy as the public product page shows a product.
 */
export const ProductPublishingRpc = publishingRpc(
  'catalog',
  'product',
  productAdminViewSchema,
  productDetailViewSchema,
);

/**
 * Each translated language's own drafts, schedules, revisions and preview links of a product
 * (`catalog.product-en-publishing.publish`, …): the same calls as the product's.
 */
export const ProductTranslationPublishingRpc = byTranslatedLocale((locale) =>
  publishingRpc('catalog', `product-${locale}`, productTranslationAdminViewSchema, productDetailViewSchema),
);

/** Calls answered by the catalog service. */
export const CatalogRpc = {
  categoryList: defineRpc({
    subject: 'catalog.category.list',
    request: categoryListQuerySchema,
    reply: z.array(categoryViewSchema),
  }),
  /** Every category with all its translations, for the back office. */
  categoryAdminList: defineRpc({
    subject: 'catalog.category.admin-list',
    request: categoryAdminListQuerySchema,
    reply: z.array(categoryAdminViewSchema),
  }),
  categoryGet: defineRpc({ subject: 'catalog.category.get', request: byId, reply: categoryViewSchema }),
  /** How many of the catalog's translated records lack each language (the dashboard). */
  translationCounts: defineRpc({
    subject: 'catalog.translation.counts',
    request: z.object({}),
    reply: translationCountsSchema,
  }),
  /** The category and all its descendants, for filters in other services. */
  categoryDescendants: defineRpc({
    subject: 'catalog.category.descendants',
    request: byId,
    reply: categoryDescendantsReplySchema,
  }),
  categoryCreate: defineRpc({
    subject: 'catalog.category.create',
    request: z.object({ input: createCategorySchema, ...keyedRequest }),
    reply: categoryViewSchema,
  }),
  categoryUpdate: defineRpc({
    subject: 'catalog.category.update',
    request: z.object({ id: idSchema, input: updateCategorySchema }),
    reply: categoryViewSchema,
  }),
  categoryDelete: defineRpc({ subject: 'catalog.category.delete', request: byId, reply: emptyReply }),

  /** One batch of the filtered list; see `productListMessageSchema`. */
  productList: defineRpc({
    subject: 'catalog.product.list',
    request: productListMessageSchema,
    reply: productListBatchSchema,
  }),
  /**
   * A published product (public reads: the site, the sitemap, search push); `locale`: in another
   * language, if that translation is published too (else not found).
   */
  productGet: defineRpc({
    subject: 'catalog.product.get',
    request: z.object({ id: idSchema, locale: z.enum(LOCALES).optional() }),
    reply: productDetailViewSchema,
  }),
  /** A product's translations, working copies and where each stands (the side-by-side editor). */
  productTranslations: defineRpc({
    subject: 'catalog.product-translation.list',
    request: byId,
    reply: productTranslationsViewSchema,
  }),
  /** Saves a translation's working copy (made on its first save); `publish` makes it live at once. */
  productTranslationSave: defineRpc({
    subject: 'catalog.product-translation.save',
    request: z.object({
      id: idSchema,
      locale: z.enum(TRANSLATED_LOCALES),
      actor: sessionUserSchema,
      input: productTranslationFieldsSchema,
      publish: z.boolean().optional(),
      ...baseVersionSchema.shape,
    }),
    reply: productTranslationAdminViewSchema,
  }),
  /** Removes a translation, live or not, with its history. */
  productTranslationDelete: defineRpc({
    subject: 'catalog.product-translation.delete',
    request: z.object({ id: idSchema, locale: z.enum(TRANSLATED_LOCALES), actor: sessionUserSchema }),
    reply: emptyReply,
  }),
  /** Any publishing state; `state` filters (`status` is the product's own 产品状态). */
  productAdminList: defineRpc({
    subject: 'catalog.product-admin.list',
    request: productAdminListMessageSchema,
    reply: productAdminListAnswerSchema,
  }),
  /** The working copy and where it stands, in any state. */
  productAdminGet: defineRpc({ subject: 'catalog.product-admin.get', request: byId, reply: productAdminViewSchema }),
  /** A new product is a draft; `publish` makes it live at once (保存并发布). */
  productCreate: defineRpc({
    subject: 'catalog.product.create',
    request: z.object({
      actor: sessionUserSchema,
      input: productInputSchema,
      publish: z.boolean().optional(),
      ...keyedRequest,
    }),
    reply: productAdminViewSchema,
  }),
  /** Saves the working copy: a published product changes only on publish (or `publish` here). */
  productUpdate: defineRpc({
    subject: 'catalog.product.update',
    request: z.object({
      id: idSchema,
      actor: sessionUserSchema,
      input: productInputSchema,
      publish: z.boolean().optional(),
      ...baseVersionSchema.shape,
    }),
    reply: productAdminViewSchema,
  }),
  productDelete: defineRpc({ subject: 'catalog.product.delete', request: byId, reply: emptyReply }),

  imageList: defineRpc({
    subject: 'catalog.product-image.list',
    request: z.object({ productId: idSchema }),
    reply: gallery,
  }),
  imageCreate: defineRpc({
    subject: 'catalog.product-image.create',
    request: z.object({ productId: idSchema, input: productImageInputSchema }),
    reply: productImageViewSchema,
  }),
  imageDelete: defineRpc({ subject: 'catalog.product-image.delete', request: image, reply: emptyReply }),
  imageSetPrimary: defineRpc({ subject: 'catalog.product-image.set-primary', request: image, reply: gallery }),
  imageReorder: defineRpc({
    subject: 'catalog.product-image.reorder',
    request: z.object({ productId: idSchema, input: reorderImagesSchema }),
    reply: gallery,
  }),

  /** Every record that shows uploads, with the uploads it shows (the media usage index's rebuild). */
  mediaUsageList: mediaUsageList('catalog'),
  ...prefixed('product', ProductPublishingRpc),
  ...prefixed('productEn', ProductTranslationPublishingRpc.en),
} as const;

/** Published by the catalog after each write commits. */
export const CatalogEvents = {
  categoryCreated: defineEvent({ subject: 'catalog.category.created', payload: categoryEventSchema }),
  categoryUpdated: defineEvent({ subject: 'catalog.category.updated', payload: categoryEventSchema }),
  categoryDeleted: defineEvent({ subject: 'catalog.category.deleted', payload: categoryEventSchema }),
  productCreated: defineEvent({ subject: 'catalog.product.created', payload: productEventSchema }),
  productUpdated: defineEvent({ subject: 'catalog.product.updated', payload: productEventSchema }),
  productDeleted: defineEvent({ subject: 'catalog.product.deleted', payload: productDeletedEventSchema }),
  /** A version went live (by hand or by schedule). */
  productPublished: defineEvent({ subject: 'catalog.product.published', payload: productPublishedEventSchema }),
  /** The product left the public site. */
  productUnpublished: defineEvent({ subject: 'catalog.product.unpublished', payload: productUnpublishedEventSchema }),
  productImageCreated: defineEvent({ subject: 'catalog.product-image.created', payload: productImageEventSchema }),
  productImageDeleted: defineEvent({
    subject: 'catalog.product-image.deleted',
    payload: productImageDeletedEventSchema,
  }),
  productImagePrimarySet: defineEvent({
    subject: 'catalog.product-image.primary-set',
    payload: productPrimaryImageSetEventSchema,
  }),
  productImagesReordered: defineEvent({
    subject: 'catalog.product-image.reordered',
    payload: productImagesReorderedEventSchema,
  }),
  /** A record's uploads after a write (none once it is deleted), for the media usage index. */
  mediaUsageReported: mediaUsageReported('catalog'),
} as const;
