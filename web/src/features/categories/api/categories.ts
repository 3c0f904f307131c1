import { queryOptions } from '@tanstack/react-query';
import type { CategoryType, CategoryView, CreateCategoryInput } from '@site/contracts';
import { api, idempotent } from '../../../lib/api-client';

/** Categories are public reads: one cache for the public pages and the back office. */
export const CATEGORIES_KEY = 'categories';

export const categoriesQuery = (type?: CategoryType) =>
  queryOptions({
    queryKey: [CATEGORIES_KEY, type ?? 'all'],
    queryFn: ({ signal }) =>
      api.get<CategoryView[]>(type ? `/api/categories?type=${type}` : '/api/categories', { signal }),
  });

export const createCategory = (input: CreateCategoryInput, idempotencyKey: string) =>
  api.post<CategoryView>('/api/categories', input, idempotent(idempotencyKey));

/** The edit form changes the name only; leaving the slug out makes the server derive it again. */
export const renameCategory = (id: number, name: string) => api.put<CategoryView>(`/api/categories/${id}`, { name });

export const deleteCategory = (id: number) => api.delete<void>(`/api/categories/${id}`);
