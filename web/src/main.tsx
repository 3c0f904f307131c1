import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppProviders, createQueryClient } from './app/providers';
import { routes } from './app/router';
import { hydratePageState, SSR_STATE_ID, type PageState } from './app/ssr/page-data';
import './styles/global.css';

const router = createBrowserRouter(routes);
const container = document.getElementById('root');
if (!container) throw new Error('缺少 #root 容器');

// A server-rendered page carries its data; the back office gets the bare shell and renders here.
const serverState = document.getElementById(SSR_STATE_ID)?.textContent;
const queryClient = createQueryClient();
if (serverState) hydratePageState(queryClient, JSON.parse(serverState) as PageState);

const app = (
  <StrictMode>
    <AppProviders client={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>
);
if (serverState) hydrateRoot(container, app);
else createRoot(container).render(app);
