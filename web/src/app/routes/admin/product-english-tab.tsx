import { PRODUCT_TRANSLATION_FIELDS, type ProductImageView, type ProductTranslationAdminView } from '@site/contracts';
import { EN_PRODUCTS_PATH } from '../../../features/products/api/products';
import { ProductTranslationPanel } from '../../../features/products/components/product-translation-panel';
import { useProductTranslation } from '../../../features/products/hooks/use-product-translation';
import type { ProductFormValues } from '../../../features/products/utils/product-form';
import {
  toTranslationPayload,
  type ProductTranslationFormValues,
} from '../../../features/products/utils/product-translation-form';
import type { PublishingConfig } from '../../../features/publishing/api/publishing';
import { EnglishVersionTab } from '../../../features/publishing/components/english-version-tab';

const EN_PUBLISHING: PublishingConfig = { basePath: EN_PRODUCTS_PATH, fields: PRODUCT_TRANSLATION_FIELDS };

const NO_IMAGES: readonly ProductImageView[] = [];
const toPayload = (values: ProductTranslationFormValues) => ({ ...toTranslationPayload(values) });

interface ProductEnglishTabProps {
  /** null: the product is not saved yet. */
  productId: number | null;
  images?: readonly ProductImageView[];
  chinese: () => ProductFormValues;
  canEdit: boolean;
  timeZone?: string;
}

/** The product form's 英文版本 tab: the English form with its own publishing bar and autosave. */
export function ProductEnglishTab({
  productId,
  images = NO_IMAGES,
  chinese,
  canEdit,
  timeZone,
}: ProductEnglishTabProps) {
  const source = useProductTranslation(productId);
  return (
    <EnglishVersionTab<ProductTranslationAdminView, ProductTranslationFormValues>
      config={EN_PUBLISHING}
      recordId={productId}
      source={source}
      toPayload={toPayload}
      canEdit={canEdit}
      timeZone={timeZone}
    >
      {(wiring) => (
        <ProductTranslationPanel
          // The gallery's boxes follow its pictures.
          key={`${wiring.generation}-${images.map((image) => image.id).join(',')}`}
          productId={productId}
          translation={source.translation}
          images={images}
          chinese={chinese}
          canEdit={canEdit}
          onChange={wiring.onChange}
          onReload={wiring.onReload}
          onEdit={wiring.onEdit}
          publishingBar={wiring.publishingBar}
        />
      )}
    </EnglishVersionTab>
  );
}
