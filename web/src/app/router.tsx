import { lazy, Suspense, type ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from '../lib/page-title';
import { zodWithoutEval } from '../lib/zod-without-eval';
import { PublicLayout } from './layouts/public-layout';
import { AboutPage } from './routes/about';
import { CategoriesPage } from './routes/categories';
import { ContactPage } from './routes/contact';
import { DownloadPage } from './routes/download';
import { HomePage } from './routes/home';
import { NewsPage } from './routes/news';
import { NewsDetailPage } from './routes/news-detail';
import { NotFoundPage } from './routes/not-found';
import { ProductDetailPage } from './routes/product-detail';
import { ProductsPage } from './routes/products';
import { RouteError } from './routes/route-error';
import { TechnologyPage } from './routes/technology';

// Everything under /admin (antd included) lives behind this import, so visitors never download it.
const AdminApp = lazy(() => {
  zodWithoutEval();
  return import('./routes/admin/admin-app');
});

const page = (path: string, title: string, element: ReactNode): RouteObject => ({
  path,
  element,
  handle: { title } satisfies RouteHandle,
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
          page('about', '关于我们', <AboutPage />),
          page('technology', '核心技术', <TechnologyPage />),
          page('products', '产品中心', <ProductsPage />),
          page('products/:id', '产品详情', <ProductDetailPage />),
          page('news', '帮助中心', <NewsPage />),
          page('news/:id', '新闻详情', <NewsDetailPage />),
          page('download', 'APP下载', <DownloadPage />),
          page('contact', '联系我们', <ContactPage />),
          page('categories', '分类管理', <CategoriesPage />),
          page('*', '页面未找到', <NotFoundPage />),
        ],
      },
    ],
  },
];
