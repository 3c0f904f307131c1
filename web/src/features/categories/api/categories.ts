import { queryOptions } from '@tanstack/react-query';
import type {
  CategoryAdminView,
  CategoryType,
  CategoryView,
  CreateCategoryInput,
  UpdateCategoryInput,
} from '@site/contracts';
import { DEFAULT_LOCALE, type Locale } from '@site/contracts/locales';
import { api, idempotent } from '../../../lib/api-client';

/** Categories are public reads: one cache for the public pages and the back office. */
export const CATEGORIES_KEY = 'categories';

/** In another language, the categories that have a version in it, named in it (`?locale=`). */
export const categoriesQuery = (type?: CategoryType, locale: Locale = DEFAULT_LOCALE) => {
  const params = new URLSearchParams();
  if (type) params.set('type', type);
  if (locale !== DEFAULT_LOCALE) params.set('locale', locale);
  const search = params.toString();
  return queryOptions({
    queryKey: locale === DEFAULT_LOCALE ? [CATEGORIES_KEY, type ?? 'all'] : [CATEGORIES_KEY, type ?? 'all', locale],
    queryFn: ({ signal }) => api.get<CategoryView[]>(`/api/categories${search ? `?${search}` : ''}`, { signal }),
  });
};

/** The categories manager's read (staff only): every category with its translations. */
export const ADMIN_CATEGORIES_KEY = 'admin-categories';

export const adminCategoriesQuery = () =>
  queryOptions({
    queryKey: [ADMIN_CATEGORIES_KEY],
    queryFn: ({ signal }) => api.get<CategoryAdminView[]>('/api/admin/categories', { signal }),
  });

export const createCategory = (input: CreateCategoryInput, idempotencyKey: string) =>
  api.post<CategoryView>('/api/categories', input, idempotent(idempotencyKey));

/**
 * The edit form sends the name (the slug left out: kept, or made again when the name changed) and
 * `translations` only for a language it changed.
 */
export const updateCategory = (id: number, input: Pick<UpdateCategoryInput, 'name' | 'translations'>) =>
  api.put<CategoryView>(`/api/categories/${id}`, input);

export const deleteCategory = (id: number) => api.delete<void>(`/api/categories/${id}`);
