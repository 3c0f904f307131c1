import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductDetailView, ProductView } from '@site/contracts';
import type { Toast } from '../../../components/ui/admin/use-toast';
import { useIdempotencyKey } from '../../../lib/idempotency';
import { adminProductsQuery, createProduct, deleteProduct, updateProduct } from '../api/products';
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

/** Save and delete with their failure titles (提交产品表单失败, 删除产品失败). */
export function useProductMutations(toast: Toast) {
  const refresh = useRefreshProducts();
  const createKey = useIdempotencyKey();

  const save = useMutation({
    mutationFn: ({ id, values }: { id: number | null; values: ProductFormValues }): Promise<ProductDetailView> => {
      const payload = toProductPayload(values);
      return id === null ? createProduct(payload, createKey.keyFor(payload)) : updateProduct(id, payload);
    },
    onSuccess: () => createKey.done(),
    onError: (error) => toast.failed('提交产品表单失败', error),
  });

  const remove = useMutation({
    mutationFn: (product: ProductView) => deleteProduct(product.id),
    onSuccess: () => {
      toast.success('产品已删除');
      return refresh();
    },
    onError: (error) => toast.failed('删除产品失败', error),
  });

  return { save, remove, refresh };
}
