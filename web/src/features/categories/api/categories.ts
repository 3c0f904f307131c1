import { queryOptions } from '@tanstack/react-query';
import type { CategoryType, CategoryView, CreateCategoryInput } from '@site/contracts';
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

export const createCategory = (input: CreateCategoryInput, idempotencyKey: string) =>
  api.post<CategoryView>('/api/categories', input, idempotent(idempotencyKey));

/** The edit form changes the name only; leaving the slug out makes the server derive it again. */
export const renameCategory = (id: number, name: string) => api.put<CategoryView>(`/api/categories/${id}`, { name });

export const deleteCategory = (id: number) => api.delete<void>(`/api/categories/${id}`);
