import {
  Errors,
  type ProductDetailView,
  type ProductTranslationAdminView,
  type ProductTranslationInput,
  productTranslationFieldsSchema,
  type TranslatedLocale,
} from '@site/contracts';
import { htmlToText, publicationView, sanitizeRichHtml, ServiceException } from '@site/service-kit';
import { MAX_DESCRIPTION_BYTES } from './product-draft';
import { type ProductDetailRow, toProductDetailView } from './product-view';
import type { ProductTranslationFields, ProductTranslationRow } from './product-translations.repository';

// A translation's working copy, as product-draft.ts does it for the product: the draft when there is
// one, else the columns; the columns are the published words (or, before a first publish, the working copy).

/** A working copy as stored: every field given, its description sanitised as the product's is. */
export function cleanTranslation(input: ProductTranslationInput): ProductTranslationInput {
  const description = sanitizeRichHtml(input.description ?? '');
  if (Buffer.byteLength(description) > MAX_DESCRIPTION_BYTES)
    throw new ServiceException(Errors.productDescriptionTooLong());
  return {
    name: input.name,
    description,
    seo_title: input.seo_title ?? '',
    seo_description: input.seo_description ?? '',
    image_alts: input.image_alts,
  };
}

export function translationWorkingCopy(row: ProductTranslationRow): ProductTranslationInput {
  if (row.draft) return productTranslationFieldsSchema.parse(row.draft);
  return {
    name: row.name,
    description: row.description,
    seo_title: row.seoTitle,
    seo_description: row.seoDescription,
    image_alts: row.imageAlts,
  };
}

/** The columns a working copy writes. */
export function translationColumns(fields: ProductTranslationInput): ProductTranslationFields {
  const description = fields.description ?? '';
  return {
    name: fields.name,
    description,
    descriptionText: htmlToText(description),
    seoTitle: fields.seo_title ?? '',
    seoDescription: fields.seo_description ?? '',
    imageAlts: fields.image_alts,
  };
}

/** Alt texts compared whatever their keys' order (jsonb keeps its own). */
const sameAlts = (a: Record<string, string>, b: Record<string, string>) =>
  Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([id, alt]) => b[id] === alt);

export function translationMatchesColumns(fields: ProductTranslationInput, row: ProductTranslationRow): boolean {
  const next = translationColumns(fields);
  return (
    next.name === row.name &&
    next.description === row.description &&
    next.seoTitle === row.seoTitle &&
    next.seoDescription === row.seoDescription &&
    sameAlts(next.imageAlts, row.imageAlts)
  );
}

export function toTranslationAdminView(
  row: ProductTranslationRow,
  locale: TranslatedLocale,
): ProductTranslationAdminView {
  const columns = translationColumns(translationWorkingCopy(row));
  return {
    id: row.id,
    locale,
    name: columns.name,
    description: columns.description,
    seo_title: columns.seoTitle,
    seo_description: columns.seoDescription,
    image_alts: columns.imageAlts,
    publication: publicationView(row),
  };
}

/**
 * The product page in the language: the product's row with the translation's words, and each
 * picture's alt text there ('' where the translation gives none, never the Chinese one).
 */
export function toTranslatedDetailView(
  row: ProductDetailRow,
  words: Pick<ProductTranslationFields, 'name' | 'description' | 'seoTitle' | 'seoDescription' | 'imageAlts'>,
  categoryName: string,
): ProductDetailView {
  const { name, description, seoTitle, seoDescription, imageAlts } = words;
  const images = row.images.map((image) => ({ ...image, altText: imageAlts[String(image.id)] ?? '' }));
  return toProductDetailView({ ...row, name, description, seoTitle, seoDescription, categoryName, images });
}
