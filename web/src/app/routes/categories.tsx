import { lazy, Suspense } from 'react';
import { PageHeader } from '../../components/ui/page-header';
import { Section } from '../../components/ui/section';

// The management screen is admin UI (antd): it loads only when this page is opened.
const CategoriesManager = lazy(() => import('./categories-manager'));

export function CategoriesPage() {
  return (
    <>
      <PageHeader title="分类管理">新闻与产品的分类体系。</PageHeader>
      <Section>
        <Suspense
          fallback={
            <p role="status" style={{ minHeight: 240 }}>
              加载中…
            </p>
          }
        >
          <CategoriesManager />
        </Suspense>
      </Section>
    </>
  );
}
