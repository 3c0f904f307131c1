import { useQuery } from '@tanstack/react-query';
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
import { ProductsScreen } from '../../../features/products/components/products-screen';
import { useRefreshProducts } from '../../../features/products/hooks/use-product-mutations';
import { publicSettingsQuery } from '../../../features/settings/api/get-public-settings';
import { AdminPage } from '../../layouts/admin/admin-page';

/** Products with their category picker, image manager and the 商品页 settings, which live in features of their own. */
export function ProductsPage() {
  const { role } = useCurrentAdmin();
  const canEdit = canWrite(role, 'products');
  const categories = useQuery(categoriesQuery('product'));
  const categoryTree = useMemo(() => buildCategoryTree(categories.data ?? []), [categories.data]);
  // The 商品页 settings, said beside each 商品页承诺 choice of the form.
  const settings = useQuery(publicSettingsQuery);
  const temporary = useTemporaryImages();
  const refreshProducts = useRefreshProducts();
  // `?edit=<id>` opens that product's form (the media library links its places here).
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
            onChanged={() => void refreshProducts()}
          />
        )}
        onCreated={(product) => attachImages(product.id, attachPayloads(temporary.images))}
        onFormClosed={temporary.clear}
        openProductId={openProductId}
        onOpened={opened}
      />
    </AdminPage>
  );
}
