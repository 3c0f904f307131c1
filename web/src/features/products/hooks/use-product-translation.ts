import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProductTranslationAdminView } from '@site/contracts';
import type { Toast } from '../../../components/ui/admin/use-toast';
import { isStaleVersion, type TranslationSaveRequest } from '../../../components/ui/admin/use-translation-form';
import { isSessionLost } from '../../../lib/api-client';
import { deleteProductTranslation, productTranslationsQuery, saveProductTranslation } from '../api/products';
import { toTranslationPayload, type ProductTranslationFormValues } from '../utils/product-translation-form';
import { useRefreshProducts } from './use-product-mutations';

/**
 * The English version of a saved product (null: none yet; `id` null: the product is not saved), and `take`,
 * which puts an answer (a save's, a publish's, null after a removal) in its place.
 */
export function useProductTranslation(id: number | null) {
  const queryClient = useQueryClient();
  const refresh = useRefreshProducts();
  const query = useQuery({ ...productTranslationsQuery(id ?? 0), enabled: id !== null });
  const take = (view: ProductTranslationAdminView | null) => {
    if (id === null) return;
    queryClient.setQueryData(productTranslationsQuery(id).queryKey, (old) => ({ ...old, en: view }));
    void refresh();
  };
  return { query, translation: query.data?.en ?? null, take };
}

/** Save (保存草稿, 保存并发布) and removal of product `id`'s English version, with their failure texts. */
export function useProductTranslationMutations(id: number, toast: Toast) {
  const save = useMutation({
    mutationFn: ({ values, version, publish = false }: TranslationSaveRequest<ProductTranslationFormValues>) =>
      saveProductTranslation(id, toTranslationPayload(values), version, publish),
    // A stale version is said beside the form, with the way to load the latest.
    onError: (error) => {
      if (!isSessionLost(error) && !isStaleVersion(error)) toast.failed('保存英文版本失败', error);
    },
  });

  const remove = useMutation({
    mutationFn: () => deleteProductTranslation(id),
    onSuccess: () => toast.success('英文版本已删除'),
    onError: (error) => toast.failed('删除英文版本失败', error),
  });

  return { save, remove };
}
