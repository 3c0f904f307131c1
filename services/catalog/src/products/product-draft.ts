import {
  Errors,
  type ProductAdminListAnswer,
  type ProductAdminView,
  type ProductInput,
  productFieldsSchema,
} from '@site/contracts';
import {
  htmlToText,
  type PublishableRow,
  publicationView,
  sanitizeRichHtml,
  ServiceException,
  translationPublications,
} from '@site/service-kit';
import type { ProductFields } from './products.repository';
import {
  type ProductColumnsRow,
  type ProductDetailRow,
  type ProductRow,
  toProductDetailView,
  toProductView,
} from './product-view';

/** A description above this (after sanitising) would not fit in one reply with its product. */
export const MAX_DESCRIPTION_BYTES = 512 * 1024;

/** The fields a save may leave out to keep what the working copy has (a new product: these). */
export const NEW_PRODUCT_DEFAULTS = {
  price: '',
  description: '',
  seo_title: '',
  seo_description: '',
  promises: null,
} as const satisfies Partial<ProductInput>;

type Kept = Pick<ProductInput, keyof typeof NEW_PRODUCT_DEFAULTS>;

/**
 * A working copy as stored (the draft and every revision): every field given, a price, description,
 * SEO field or promises left out of the input taken from `base` (the current working copy, or the
 * defaults of a new product), the description sanitised. Refuses an oversized description.
 */
export function cleanDraft(input: ProductInput, base: Kept = NEW_PRODUCT_DEFAULTS): ProductInput {
  const description = sanitizeRichHtml(input.description ?? base.description ?? '');
  if (Buffer.byteLength(description) > MAX_DESCRIPTION_BYTES)
    throw new ServiceException(Errors.productDescriptionTooLong());
  return {
    ...input,
    price: input.price ?? base.price ?? '',
    description,
    seo_title: input.seo_title ?? base.seo_title ?? '',
    seo_description: input.seo_description ?? base.seo_description ?? '',
    promises: input.promises === undefined ? (base.promises ?? null) : input.promises,
  };
}

/** A stored draft back in the input's shape (it was stored from it). */
export function draftOf(stored: Record<string, unknown>): ProductInput {
  return productFieldsSchema.parse(stored);
}

/** The columns as a working copy (a published product without pending changes). */
export function fromColumns(row: ProductColumnsRow): ProductInput {
  return {
    name: row.name,
    category: row.categoryId,
    model: row.model,
    status: row.status,
    price: row.price,
    stock: row.stock,
    description: row.description,
    seo_title: row.seoTitle,
    seo_description: row.seoDescription,
    promises: row.promises,
  };
}

/** The working copy: the draft when there is one, else the columns. */
export const workingCopy = (row: ProductColumnsRow): ProductInput =>
  row.draft ? draftOf(row.draft) : fromColumns(row);

/** The columns a (complete) working copy writes. */
export function toColumns(draft: ProductInput): ProductFields {
  const description = draft.description ?? '';
  return {
    name: draft.name,
    categoryId: draft.category,
    model: draft.model,
    status: draft.status,
    price: draft.price ?? '',
    stock: draft.stock,
    description,
    descriptionText: htmlToText(description),
    seoTitle: draft.seo_title ?? '',
    seoDescription: draft.seo_description ?? '',
    promises: draft.promises ?? null,
  };
}

/** JSON with its keys sorted: jsonb keeps its own key order, so promises are compared this way. */
function canonical(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
}

/** Whether publishing this working copy would change nothing in the columns. */
export function matchesColumns(draft: ProductInput, row: ProductColumnsRow): boolean {
  const next = toColumns(draft);
  return (
    next.name === row.name &&
    next.categoryId === row.categoryId &&
    next.model === row.model &&
    next.status === row.status &&
    next.price === row.price &&
    next.stock === row.stock &&
    next.description === row.description &&
    next.seoTitle === row.seoTitle &&
    next.seoDescription === row.seoDescription &&
    canonical(next.promises) === canonical(row.promises)
  );
}

/** A row showing this working copy (a preview, the admin view); its images are the live ones. */
export function rowWith<R extends ProductRow>(row: R, draft: ProductInput, categoryName: string): R {
  const { descriptionText: _text, ...columns } = toColumns(draft);
  return { ...row, ...columns, categoryName };
}

export function toProductAdminView(row: ProductDetailRow, categoryName: string): ProductAdminView {
  return {
    ...toProductDetailView(rowWith(row, workingCopy(row), categoryName)),
    publication: publicationView(row),
  };
}

/** `translations`: the rows of the product's versions in other languages, words left out. */
export function toProductAdminListItem(
  row: Omit<ProductRow, 'description'>,
  translations: readonly (PublishableRow & { locale: string })[],
): ProductAdminListAnswer['items'][number] {
  const { description: _description, ...view } = toProductView({ ...row, description: '' });
  return { ...view, publication: publicationView(row), translations: translationPublications(translations) };
}
