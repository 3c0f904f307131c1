import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CategoryView, CreateCategoryInput, UpdateCategoryInput } from '@site/contracts';
import type { Toast } from '../../../components/ui/admin/use-toast';
import { useIdempotencyKey } from '../../../lib/idempotency';
import {
  ADMIN_CATEGORIES_KEY,
  CATEGORIES_KEY,
  createCategory,
  deleteCategory,
  updateCategory,
} from '../api/categories';
import { categoryFieldError, categoryWriteError } from '../utils/category-errors';

export interface CategoryUpdate {
  id: number;
  input: Pick<UpdateCategoryInput, 'name' | 'translations'>;
}

/**
 * The three category writes, with the server's error or 添加/修改/删除分类失败 (an error that belongs
 * under a form field is left to the form); every category list reloads after.
 */
export function useCategoryMutations(toast: Toast) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [CATEGORIES_KEY] }),
      queryClient.invalidateQueries({ queryKey: [ADMIN_CATEGORIES_KEY] }),
    ]);
  const createKey = useIdempotencyKey();

  const create = useMutation({
    mutationFn: (input: CreateCategoryInput) => createCategory(input, createKey.keyFor(input)),
    onSuccess: (category) => {
      createKey.done();
      toast.success('分类添加成功', { description: category.name });
      return refresh();
    },
    onError: (error) => {
      if (!categoryFieldError(error, 'create')) toast.error(categoryWriteError(error, 'create'));
    },
  });

  const update = useMutation({
    mutationFn: ({ id, input }: CategoryUpdate) => updateCategory(id, input),
    onSuccess: () => {
      toast.success('分类已更新');
      return refresh();
    },
    onError: (error) => {
      if (!categoryFieldError(error, 'update')) toast.error(categoryWriteError(error, 'update'));
    },
  });

  const remove = useMutation({
    mutationFn: (category: CategoryView) => deleteCategory(category.id),
    onSuccess: () => {
      toast.success('分类已删除');
      return refresh();
    },
    onError: (error) => toast.error(categoryWriteError(error, 'remove')),
  });

  return { create, update, remove };
}
