import {
  CatalogRpc,
  MAX_DESCRIPTION_CHARS,
  ProductTranslationPublishingRpc,
  productTranslationFieldsSchema,
} from '@site/contracts';
import { Tag } from '../cache/cache-tags';
import { translationControllers } from '../publishing/translation-controllers';

/** Products in other languages: `/api/admin/products/{id}/translations`, `/api/en/products/{id}` and its publishing routes. */
export const ProductTranslationControllers = translationControllers({
  resource: 'products',
  apiTag: 'products',
  noun: '产品',
  what: 'product',
  fields: productTranslationFieldsSchema,
  fieldsSummary: 'name, description (HTML, sanitised), SEO title and description, image_alts by image id',
  calls: {
    list: CatalogRpc.productTranslations,
    save: CatalogRpc.productTranslationSave,
    remove: CatalogRpc.productTranslationDelete,
    publishing: ProductTranslationPublishingRpc,
  },
  // What the public site shows of the product in any language (its page and the lists), as its own writes drop.
  publicTags: (id) => [Tag.product(id), Tag.products],
  // As much as a save's body may carry (products-publishing.controller.ts says why).
  autosaveMaxChars: 2 * MAX_DESCRIPTION_CHARS + 20_000,
});
