import { PRODUCT_TRANSLATION_FIELDS, type ProductImageView, type ProductTranslationAdminView } from '@site/contracts';
import { Card, Skeleton } from 'antd';
import { useMemo, useState } from 'react';
import { LoadErrorAlert } from '../../../components/ui/admin/load-error-alert';
import { EN_PRODUCTS_PATH } from '../../../features/products/api/products';
import { ProductTranslationPanel } from '../../../features/products/components/product-translation-panel';
import { useProductTranslation } from '../../../features/products/hooks/use-product-translation';
import type { ProductFormValues } from '../../../features/products/utils/product-form';
import {
  toTranslationPayload,
  type ProductTranslationFormValues,
} from '../../../features/products/utils/product-translation-form';
import type { PublishingConfig } from '../../../features/publishing/api/publishing';
import { PublishStatusBar } from '../../../features/publishing/components/publish-status-bar';
import { useAutosave } from '../../../features/publishing/hooks/use-autosave';

// The English version is read with the product's translations, not by its own admin path: the bar's answers
// come back through onChanged.
const EN_PUBLISHING: PublishingConfig = { basePath: EN_PRODUCTS_PATH, fields: PRODUCT_TRANSLATION_FIELDS };

const NO_IMAGES: readonly ProductImageView[] = [];

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
  const { query, translation, take } = useProductTranslation(productId);
  const [edit, setEdit] = useState<{ values: ProductTranslationFormValues | null; dirty: boolean }>({
    values: null,
    dirty: false,
  });
  // Remounts the form with the latest working copy (after a stale save's reload or a restore).
  const [generation, setGeneration] = useState(0);
  const payload = useMemo(() => (edit.values ? { ...toTranslationPayload(edit.values) } : null), [edit.values]);
  useAutosave(EN_PUBLISHING, canEdit && translation ? productId : null, payload, edit.dirty);

  if (productId !== null && query.isError) {
    return <LoadErrorAlert title="获取英文版本失败" error={query.error} onRetry={() => void query.refetch()} />;
  }
  if (productId !== null && query.isPending) {
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  }
  return (
    <ProductTranslationPanel
      // The gallery's boxes follow its pictures.
      key={`${generation}-${images.map((image) => image.id).join(',')}`}
      productId={productId}
      translation={translation}
      images={images}
      chinese={chinese}
      canEdit={canEdit}
      onChange={take}
      onReload={() => {
        void query.refetch().then(() => {
          setEdit({ values: null, dirty: false });
          setGeneration((g) => g + 1);
        });
      }}
      onEdit={(values, dirty) => setEdit({ values, dirty })}
      publishingBar={
        translation && (
          <PublishStatusBar<ProductTranslationAdminView>
            config={EN_PUBLISHING}
            record={translation}
            canEdit={canEdit}
            timeZone={timeZone}
            dirty={edit.dirty}
            onChanged={(record) => {
              take(record);
              // A restore changes the working copy: the form shows it.
              if (!edit.dirty) setGeneration((g) => g + 1);
            }}
          />
        )
      }
    />
  );
}
