import { z } from 'zod';
import { keyedRequest } from './idempotency';
import {
  categoryDescendantsReplySchema,
  categoryEventSchema,
  categoryListQuerySchema,
  categoryViewSchema,
  createCategorySchema,
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
  reorderImagesSchema,
  updateCategorySchema,
} from './catalog';
import { mediaUsageList, mediaUsageReported } from './media-usage';
import { idSchema } from './identity';
import { defineEvent, defineRpc, emptyReply } from './rpc';

const byId = z.object({ id: idSchema });
const image = z.object({ productId: idSchema, imageId: idSchema });
const gallery = z.array(productImageViewSchema);

/** Calls answered by the catalog service. */
export const CatalogRpc = {
  categoryList: defineRpc({
    subject: 'catalog.category.list',
    request: categoryListQuerySchema,
    reply: z.array(categoryViewSchema),
  }),
  categoryGet: defineRpc({ subject: 'catalog.category.get', request: byId, reply: categoryViewSchema }),
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
  productGet: defineRpc({ subject: 'catalog.product.get', request: byId, reply: productDetailViewSchema }),
  productCreate: defineRpc({
    subject: 'catalog.product.create',
    request: z.object({ input: productInputSchema, ...keyedRequest }),
    reply: productDetailViewSchema,
  }),
  productUpdate: defineRpc({
    subject: 'catalog.product.update',
    request: z.object({ id: idSchema, input: productInputSchema }),
    reply: productDetailViewSchema,
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
} as const;

/** Published by the catalog after each write commits. */
export const CatalogEvents = {
  categoryCreated: defineEvent({ subject: 'catalog.category.created', payload: categoryEventSchema }),
  categoryUpdated: defineEvent({ subject: 'catalog.category.updated', payload: categoryEventSchema }),
  categoryDeleted: defineEvent({ subject: 'catalog.category.deleted', payload: categoryEventSchema }),
  productCreated: defineEvent({ subject: 'catalog.product.created', payload: productEventSchema }),
  productUpdated: defineEvent({ subject: 'catalog.product.updated', payload: productEventSchema }),
  productDeleted: defineEvent({ subject: 'catalog.product.deleted', payload: productDeletedEventSchema }),
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
