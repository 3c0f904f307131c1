import type { ProductImageView, ProductTranslationAdminView } from '@site/contracts';
import type { ProductTranslationPayload } from '../api/products';
import type { ProductFormValues } from './product-form';

/** The English form: the product's words and the gallery's alt texts (by image id); the rest is the product's. */
export interface ProductTranslationFormValues {
  name: string;
  description: string;
  seo_title: string;
  seo_description: string;
  image_alts: Record<string, string>;
}

export const EMPTY_TRANSLATION_VALUES: ProductTranslationFormValues = {
  name: '',
  description: '',
  seo_title: '',
  seo_description: '',
  image_alts: {},
};

/** The English working copy in the form, with a box per picture of the gallery. */
export function translationToFormValues(
  view: ProductTranslationAdminView | null,
  images: readonly Pick<ProductImageView, 'id'>[],
): ProductTranslationFormValues {
  const alts = view?.image_alts ?? {};
  return {
    ...EMPTY_TRANSLATION_VALUES,
    ...(view && {
      name: view.name,
      description: view.description,
      seo_title: view.seo_title,
      seo_description: view.seo_description,
    }),
    image_alts: Object.fromEntries(images.map((image) => [String(image.id), alts[String(image.id)] ?? ''])),
  };
}

/** 从中文复制: the Chinese form's words and the pictures' Chinese alt texts, to translate in place. */
export function copiedFromChinese(
  chinese: Pick<ProductFormValues, 'name' | 'description' | 'seo_title' | 'seo_description'>,
  images: readonly Pick<ProductImageView, 'id' | 'alt_text'>[],
): ProductTranslationFormValues {
  const { name, description, seo_title, seo_description } = chinese;
  return {
    name,
    description,
    seo_title,
    seo_description,
    image_alts: Object.fromEntries(images.map((image) => [String(image.id), image.alt_text])),
  };
}

/** An empty alt text is left out: that picture has none in English (never the Chinese one). */
export function toTranslationPayload(values: ProductTranslationFormValues): ProductTranslationPayload {
  const alts = Object.entries(values.image_alts ?? {})
    .map(([id, alt]): [string, string] => [id, (alt ?? '').trim()])
    .filter(([, alt]) => alt !== '');
  return {
    name: (values.name ?? '').trim(),
    description: values.description ?? '',
    seo_title: (values.seo_title ?? '').trim(),
    seo_description: (values.seo_description ?? '').trim(),
    image_alts: Object.fromEntries(alts),
  };
}
