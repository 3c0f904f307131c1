import type { ComponentType, ReactNode } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import type { RouteHandle } from '../lib/page-title';
import { PublicLayout } from './layouts/public-layout';
import { HomePage } from './routes/home';
import { RouteError } from './routes/route-error';

/**
 * A public page in its own chunk, so the home page does not load the others (its JS budget, see
 * docs/server-rendering.md). The server resolves it before rendering and links its chunk and CSS
 * into the page (`module`: its source, as the build's manifest names it); the browser resolves it
 * before hydrating (`resolveLazyRoutes`), and on navigation the router loads it before leaving the
 * current page.
 */
export const page = (path: string, title: string, module: string, load: () => Promise<ComponentType>): RouteObject => ({
  path,
  lazy: async () => ({ Component: await load() }),
  handle: { title, module: `src/app/routes/${module}.tsx` } satisfies RouteHandle,
});

/**
 * The pages served as the bare client shell (`isServerRenderedPath`): the back office and the
 * categories manager. The React app (main.tsx, and the server) renders them; the public pages'
 * build, on preact/compat (main-public.tsx), loads the React app for them instead.
 */
export interface ShellPages {
  admin: ReactNode;
  categories: RouteObject;
}

/** Route table, shared by the browser's two entries and server rendering. */
export const createRoutes = (shell: ShellPages): RouteObject[] => [
  { path: '/admin/*', element: shell.admin },
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
          shell.categories,
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
export async function resolveLazyRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
}
