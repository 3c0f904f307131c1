// First: zod's settings must be in place before any module that builds a schema loads.
import './lib/zod-without-eval';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppProviders, createQueryClient } from './app/providers';
import { resolveLazyRoutes, routes } from './app/router';
import { hydratePageState, SSR_STATE_ID, type PageState } from './app/ssr/page-state';
import './styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('缺少 #root 容器');

// A server-rendered page carries its data; the back office gets the bare shell and renders here.
const serverState = document.getElementById(SSR_STATE_ID)?.textContent;
const queryClient = createQueryClient();
if (serverState) hydratePageState(queryClient, JSON.parse(serverState) as PageState);

function start(root: HTMLElement) {
  const router = createBrowserRouter(routes);
  const app = (
    <StrictMode>
      <AppProviders client={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  if (serverState) hydrateRoot(root, app);
  else createRoot(root).render(app);
}

// The page's own chunk first (the server rendered it), so hydration meets the same tree.
void resolveLazyRoutes(window.location.pathname).then(() => start(container));
