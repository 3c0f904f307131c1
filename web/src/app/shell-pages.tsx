import { lazy, Suspense } from 'react';
import { page, type ShellPages } from './router';

// Everything under /admin (antd included) lives behind this import, so visitors never download it.
const AdminApp = lazy(() => import('./routes/admin/admin-app'));

/** The back office and the categories manager, as the React app renders them. */
export const shellPages: ShellPages = {
  admin: (
    <Suspense
      fallback={
        <p role="status" className="visually-hidden">
          加载中…
        </p>
      }
    >
      <AdminApp />
    </Suspense>
  ),
  categories: page(
    'categories',
    'nav.categories',
    'categories',
    async () => (await import('./routes/categories')).CategoriesPage,
  ),
};
