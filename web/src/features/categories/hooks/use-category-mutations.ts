import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CategoryView, CreateCategoryInput } from '@site/contracts';
import type { Toast } from '../../../components/ui/admin/use-toast';
import { useIdempotencyKey } from '../../../lib/idempotency';
import { CATEGORIES_KEY, createCategory, deleteCategory, renameCategory } from '../api/categories';
import { categoryWriteError } from '../utils/category-errors';

/** The three category writes, with the server's error or 添加/修改/删除分类失败; every category list reloads after. */
export function useCategoryMutations(toast: Toast) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: [CATEGORIES_KEY] });
  const createKey = useIdempotencyKey();

  const create = useMutation({
    mutationFn: (input: CreateCategoryInput) => createCategory(input, createKey.keyFor(input)),
    onSuccess: (category) => {
      createKey.done();
      toast.success('分类添加成功', { description: category.name });
      return refresh();
    },
    onError: (error) => toast.error(categoryWriteError(error, 'create')),
  });

  const rename = useMutation({
    mutationFn: ({ id, name }: { id: number; name: string }) => renameCategory(id, name),
    onSuccess: () => {
      toast.success('分类已更新');
      return refresh();
    },
    onError: (error) => toast.error(categoryWriteError(error, 'update')),
  });

  const remove = useMutation({
    mutationFn: (category: CategoryView) => deleteCategory(category.id),
    onSuccess: () => {
      toast.success('分类已删除');
      return refresh();
    },
    onError: (error) => toast.error(categoryWriteError(error, 'remove')),
  });

  return { create, rename, remove };
}
