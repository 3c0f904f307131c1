import { lazy, Suspense, type ComponentType } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import type { RouteHandle } from '../lib/page-title';
import { PublicLayout } from './layouts/public-layout';
import { HomePage } from './routes/home';
import { RouteError } from './routes/route-error';

// Everything under /admin (antd included) lives behind this import, so visitors never download it.
const AdminApp = lazy(() => import('./routes/admin/admin-app'));

/**
 * A public page in its own chunk, so the home page does not load the others (its JS budget, see
 * docs/server-rendering.md). The server resolves it before rendering and links its chunk and CSS
 * into the page (`module`: its source, as the build's manifest names it); the browser resolves it
 * before hydrating (`resolveLazyRoutes`), and on navigation the router loads it before leaving the
 * current page.
 */
const page = (path: string, title: string, module: string, load: () => Promise<ComponentType>): RouteObject => ({
  path,
  lazy: async () => ({ Component: await load() }),
  handle: { title, module: `src/app/routes/${module}.tsx` } satisfies RouteHandle,
});

/** Route table, shared by the browser router (main.tsx) and, later, server rendering. */
export const routes: RouteObject[] = [
  {
    path: '/admin/*',
    element: (
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
  },
  {
    element: <PublicLayout />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, element: <HomePage />, handle: { isHome: true } satisfies RouteHandle },
          page('about', '关于我们', 'about', async () => (await import('./routes/about')).AboutPage),
          page(
            'technology',
            '核心技术',
            'technology',
            async () => (await import('./routes/technology')).TechnologyPage,
          ),
          page('products', '产品中心', 'products', async () => (await import('./routes/products')).ProductsPage),
          page(
            'products/:id',
            '产品详情',
            'product-detail',
            async () => (await import('./routes/product-detail')).ProductDetailPage,
          ),
          page('news', '帮助中心', 'news', async () => (await import('./routes/news')).NewsPage),
          page(
            'news/:id',
            '新闻详情',
            'news-detail',
            async () => (await import('./routes/news-detail')).NewsDetailPage,
          ),
          page('download', 'APP下载', 'download', async () => (await import('./routes/download')).DownloadPage),
          page('contact', '联系我们', 'contact', async () => (await import('./routes/contact')).ContactPage),
          page(
            'categories',
            '分类管理',
            'categories',
            async () => (await import('./routes/categories')).CategoriesPage,
          ),
          page('*', '页面未找到', 'not-found', async () => (await import('./routes/not-found')).NotFoundPage),
        ],
      },
    ],
  },
];

/**
 * Loads the lazy routes `pathname` matches into the route table, so a server-rendered page hydrates
 * at once with the same tree (a route still loading would render nothing: a mismatch).
 */
export async function resolveLazyRoutes(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
}
