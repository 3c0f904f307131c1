import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductAdminView } from '@site/contracts';
import type { Toast } from '../../../components/ui/admin/use-toast';
import { ApiError, isSessionLost } from '../../../lib/api-client';
import { useIdempotencyKey } from '../../../lib/idempotency';
import {
  adminProductsQuery,
  createProduct,
  deleteProduct,
  updateProduct,
  type ProductAdminListItem,
} from '../api/products';
import { toProductPayload, type ProductFormValues } from '../utils/product-form';

/** Every product list (admin table, public pages) after a write. */
export function useRefreshProducts() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminProductsQuery.queryKey }),
      queryClient.invalidateQueries({ queryKey: ['products'] }),
    ]);
}

export interface SaveRequest {
  /** null: a new product. */
  id: number | null;
  values: ProductFormValues;
  /** The version the form started from; undefined overwrites (after the user chose to). */
  version?: number;
  /** 保存并发布: saved and put live in one step. */
  publish?: boolean;
}

/** Someone saved meanwhile (409 STALE_VERSION). */
export const isStaleVersion = (error: unknown) => error instanceof ApiError && error.code === 'STALE_VERSION';

/** Save and delete with their failure titles (提交产品表单失败, 删除产品失败). */
export function useProductMutations(toast: Toast) {
  const refresh = useRefreshProducts();
  const createKey = useIdempotencyKey();

  const save = useMutation({
    mutationFn: ({ id, values, version, publish = false }: SaveRequest): Promise<ProductAdminView> => {
      const payload = toProductPayload(values);
      return id === null
        ? createProduct(payload, createKey.keyFor(payload), publish)
        : updateProduct(id, payload, version, publish);
    },
    onSuccess: () => createKey.done(),
    // A lost session is said by the login page; a stale version by the compare dialog.
    onError: (error) => {
      if (!isSessionLost(error) && !isStaleVersion(error)) toast.failed('提交产品表单失败', error);
    },
  });

  const remove = useMutation({
    mutationFn: (product: ProductAdminListItem) => deleteProduct(product.id),
    onSuccess: () => {
      toast.success('产品已删除');
      return refresh();
    },
    onError: (error) => toast.failed('删除产品失败', error),
  });

  return { save, remove, refresh };
}
