import { MAX_DESCRIPTION_CHARS, ProductPublishingRpc } from '@site/contracts';
import { Tag } from '../cache/cache-tags';
import { publishingController } from '../publishing/publishing.controller';

/**
 * As much as a save's body may carry: the description at its longest, doubled for JSON's escapes of
 * its quotes and line breaks, and the other fields (name, model, price, SEO, promises) with room to spare.
 */
const AUTOSAVE_MAX_CHARS = 2 * MAX_DESCRIPTION_CHARS + 20_000;

/** `/api/products/{id}/publish`, `…/schedule`, `…/revisions`, `…/preview-links` and the rest (publishing.controller.ts). */
export const ProductsPublishingController = publishingController({
  path: 'api/products',
  apiTag: 'products',
  noun: '产品',
  what: 'product',
  calls: ProductPublishingRpc,
  publicTags: (id) => [Tag.product(id), Tag.products],
  autosaveMaxChars: AUTOSAVE_MAX_CHARS,
});
