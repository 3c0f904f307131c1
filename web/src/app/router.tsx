import type { ComponentType, ReactNode } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { DEFAULT_LOCALE, LOCALE_PREFIX, LOCALES } from '@site/contracts/locales';
import type { RouteHandle } from '../lib/page-title';
import { PublicLayout } from './layouts/public-layout';
import { HomePage } from './routes/home';
import { RouteError } from './routes/route-error';

/** A page's tab title: a key of the catalogues (web/src/locales), in the page's language. */
type TitleKey = `nav.${string}`;

/**
 * A public page in its own chunk, so the home page does not load the others (its JS budget, see
 * docs/server-rendering.md). The server resolves it before rendering and links its chunk and CSS
 * into the page (`module`: its source, as the build's manifest names it); the browser resolves it
 * before hydrating (`resolveLazyRoutes`), and on navigation the router loads it before leaving the
 * current page.
 */
export const page = (
  path: string,
  title: TitleKey,
  module: string,
  load: () => Promise<ComponentType>,
): RouteObject => ({
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

/** The public pages of one language, under the public layout. */
const publicPages = (categories: RouteObject[]): RouteObject[] => [
  {
    errorElement: <RouteError />,
    children: [
      { index: true, element: <HomePage />, handle: { isHome: true } satisfies RouteHandle },
      page('about', 'nav.about', 'about', async () => (await import('./routes/about')).AboutPage),
      page(
        'technology',
        'nav.technology',
        'technology',
        async () => (await import('./routes/technology')).TechnologyPage,
      ),
      page('products', 'nav.products', 'products', async () => (await import('./routes/products')).ProductsPage),
      page(
        'products/:id',
        'nav.productDetail',
        'product-detail',
        async () => (await import('./routes/product-detail')).ProductDetailPage,
      ),
      page('news', 'nav.news', 'news', async () => (await import('./routes/news')).NewsPage),
      page(
        'news/:id',
        'nav.newsDetail',
        'news-detail',
        async () => (await import('./routes/news-detail')).NewsDetailPage,
      ),
      page('download', 'nav.download', 'download', async () => (await import('./routes/download')).DownloadPage),
      page('contact', 'nav.contact', 'contact', async () => (await import('./routes/contact')).ContactPage),
      ...categories,
      page('*', 'nav.notFound', 'not-found', async () => (await import('./routes/not-found')).NotFoundPage),
    ],
  },
];

/**
 * Route table, shared by the browser's two entries and server rendering. Each language has the same
 * public pages under its prefix (`/en/products`), the default language at the root; the categories
 * manager is a staff tool and stays Chinese.
 */
export const createRoutes = (shell: ShellPages): RouteObject[] => [
  { path: '/admin/*', element: shell.admin },
  ...LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).map((locale) => ({
    path: LOCALE_PREFIX[locale],
    element: <PublicLayout />,
    children: publicPages([]),
  })),
  { element: <PublicLayout />, children: publicPages([shell.categories]) },
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
