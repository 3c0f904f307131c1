import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { AppProviders, createQueryClient } from './providers';
import { resolveLazyRoutes } from './router';
import type { i18n } from 'i18next';
import { splitLocalePath } from '@site/contracts/locales';
import { i18nFor } from '../lib/i18n';
import { followRouteLinks } from '../lib/route-links';
import { hydratePageState, SSR_STATE_ID, type PageState } from './ssr/page-state';

/**
 * Starts the app in the browser: hydrates a server-rendered page with the data it carries, or
 * renders the bare shell (the back office). Both entries use it: main.tsx on React,
 * main-public.tsx on preact/compat (the build aliases react-dom/client).
 */
export function startApp(routes: RouteObject[]): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('缺少 #root 容器');

  const serverState = document.getElementById(SSR_STATE_ID)?.textContent;
  const queryClient = createQueryClient();
  if (serverState) hydratePageState(queryClient, JSON.parse(serverState) as PageState);

  const start = (i18n: i18n) => {
    const router = createBrowserRouter(routes);
    followRouteLinks((to, options) => router.navigate(to, options));
    const app = (
      <StrictMode>
        <AppProviders client={queryClient} i18n={i18n}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>
    );
    if (serverState) hydrateRoot(container, app);
    else createRoot(container).render(app);
  };

  // The page's own chunk and its language's words first (the server rendered them, and linked both
  // as modulepreloads), so hydration meets the same tree.
  const { pathname } = window.location;
  void Promise.all([i18nFor(splitLocalePath(pathname).locale), resolveLazyRoutes(routes, pathname)]).then(([i18n]) =>
    start(i18n),
  );
}
