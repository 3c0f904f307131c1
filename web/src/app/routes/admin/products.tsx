import { useQuery, useQueryClient } from '@tanstack/react-query';
import { PRODUCT_FIELDS, type CategoryView, type ProductAdminView } from '@site/contracts';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useCurrentAdmin } from '../../../features/auth/hooks/use-current-admin';
import { canWrite } from '../../../features/auth/utils/permissions';
import { categoriesQuery } from '../../../features/categories/api/categories';
import { buildCategoryTree } from '../../../features/categories/utils/category-tree';
import { attachImages } from '../../../features/product-images/api/product-images';
import { ImageManager } from '../../../features/product-images/components/image-manager';
import { useTemporaryImages } from '../../../features/product-images/hooks/use-temporary-images';
import { attachPayloads } from '../../../features/product-images/utils/gallery';
import { ADMIN_PRODUCTS_PATH, adminProductQuery, updateProduct } from '../../../features/products/api/products';
import { ProductsScreen, type ProductEditorContext } from '../../../features/products/components/products-screen';
import { useRefreshProducts } from '../../../features/products/hooks/use-product-mutations';
import { toProductPayload, type ProductFormValues } from '../../../features/products/utils/product-form';
import type { PublishingConfig } from '../../../features/publishing/api/publishing';
import { PublishStatusBar } from '../../../features/publishing/components/publish-status-bar';
import { StaleSaveDialog } from '../../../features/publishing/components/stale-save-dialog';
import { useAutosave } from '../../../features/publishing/hooks/use-autosave';
import { defaultValueFormatter, type ValueFormatter } from '../../../features/publishing/utils/text-diff';
import { publicSettingsQuery } from '../../../features/settings/api/get-public-settings';
import { AdminPage } from '../../layouts/admin/admin-page';
import { ProductEnglishTab } from './product-english-tab';

const PRODUCT_PUBLISHING: PublishingConfig = {
  basePath: '/api/products',
  adminPath: ADMIN_PRODUCTS_PATH,
  fields: PRODUCT_FIELDS,
};

/** An admin answer in the input's shape, as revisions hold it (the compare dialog's "theirs"). */
const asFields = (product: ProductAdminView): Record<string, unknown> => ({
  name: product.name,
  category: product.category,
  model: product.model,
  status: product.status,
  price: product.price,
  stock: product.stock,
  description: product.description,
  seo_title: product.seo_title,
  seo_description: product.seo_description,
  promises: product.promises,
});

interface ProductPublishingProps {
  context: ProductEditorContext;
  canEdit: boolean;
  timeZone?: string;
  categories: readonly CategoryView[] | undefined;
}

/**
 * A saved product's publishing bar (state, publish, schedule, preview links, history), its autosave every
 * 10 s while typing, and the compare dialog when someone saved meanwhile. The images stay live.
 */
function ProductPublishing({ context, canEdit, timeZone, categories }: ProductPublishingProps) {
  const { product, values, dirty, stale, take, reload, closeStale } = context;
  const payload = useMemo(() => (values ? { ...toProductPayload(values) } : null), [values]);
  useAutosave(PRODUCT_PUBLISHING, canEdit ? product.id : null, payload, dirty);

  const names = useMemo(() => new Map((categories ?? []).map((c) => [c.id, c.name])), [categories]);
  const formatValue: ValueFormatter = useCallback(
    (key, value) =>
      key === 'category' && typeof value === 'number'
        ? (names.get(value) ?? `分类 ${value}`)
        : defaultValueFormatter(key, value),
    [names],
  );

  const overwrite = async (mine: ProductFormValues) => {
    take(await updateProduct(product.id, toProductPayload(mine), undefined), { saved: mine });
    closeStale();
  };

  return (
    <>
      <PublishStatusBar<ProductAdminView>
        config={PRODUCT_PUBLISHING}
        record={product}
        canEdit={canEdit}
        timeZone={timeZone}
        dirty={dirty}
        formatValue={formatValue}
        // A restore changes the working copy: the form shows it unless it has changes of its own.
        onChanged={(record) => take(record, { remount: !dirty })}
      />
      {stale && (
        <StaleSaveDialog
          open
          fields={PRODUCT_FIELDS}
          theirs={asFields(product)}
          mine={{ ...asFields(product), ...toProductPayload(stale) }}
          formatValue={formatValue}
          onOverwrite={() => overwrite(stale)}
          onReload={() => void reload()}
          onClose={closeStale}
        />
      )}
    </>
  );
}

/**
 * Products with their category picker, image manager, publishing bar and the 商品页 settings, which live
 * in features of their own.
 */
export function ProductsPage() {
  const { role } = useCurrentAdmin();
  const canEdit = canWrite(role, 'products');
  const categories = useQuery(categoriesQuery('product'));
  const categoryTree = useMemo(() => buildCategoryTree(categories.data ?? []), [categories.data]);
  // The 商品页 settings, said beside each 商品页承诺 choice of the form; the time zone of the publishing bar.
  const settings = useQuery(publicSettingsQuery());
  const temporary = useTemporaryImages();
  const refreshProducts = useRefreshProducts();
  const queryClient = useQueryClient();
  // `?edit=<id>` opens that product's form (the media library links its places here); `&lang=en` its 英文版本 tab.
  const [params, setParams] = useSearchParams();
  const openProductId = Number(params.get('edit')) || null;
  const opened = useCallback(() => setParams({}, { replace: true }), [setParams]);

  return (
    <AdminPage title="产品管理">
      <ProductsScreen
        canEdit={canEdit}
        categoryTree={categoryTree}
        categoriesLoading={categories.isPending}
        promiseDefaults={settings.data?.productPromises}
        renderImages={(productId) => (
          <ImageManager
            productId={productId}
            temporary={temporary}
            canEdit={canEdit}
            onChanged={() => {
              void refreshProducts();
              // The English tab's alt text boxes follow the gallery, read with the product.
              if (productId !== null)
                void queryClient.invalidateQueries({ queryKey: adminProductQuery(productId).queryKey });
            }}
          />
        )}
        renderPublishing={(context) => (
          <ProductPublishing
            key={context.product.id}
            context={context}
            canEdit={canEdit}
            timeZone={settings.data?.timeZone}
            categories={categories.data}
          />
        )}
        renderEnglish={({ product, chinese }) => (
          <ProductEnglishTab
            key={product?.id ?? 'new'}
            productId={product?.id ?? null}
            images={product?.images}
            chinese={chinese}
            canEdit={canEdit}
            timeZone={settings.data?.timeZone}
          />
        )}
        onCreated={(product) => attachImages(product.id, attachPayloads(temporary.images))}
        onFormClosed={temporary.clear}
        openProductId={openProductId}
        openLanguage={params.get('lang') === 'en' ? 'en' : null}
        onOpened={opened}
      />
    </AdminPage>
  );
}
