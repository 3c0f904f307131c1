import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { PageHeader } from '../../components/ui/page-header';
import { Section } from '../../components/ui/section';
import { isAdminLoggedIn } from '../../features/auth/utils/admin-session';
import { loginUrlReturningTo } from '../../features/auth/utils/return-path';

// The management screen is admin UI (antd): it loads only for signed-in staff.
const CategoriesManager = lazy(() => import('./categories-manager'));

export function CategoriesPage() {
  // A visitor can change nothing here: a sign-in link instead of a megabyte of admin code.
  const [staff] = useState(isAdminLoggedIn);
  return (
    <>
      {/* A back-office screen, not content: search engines leave it out. */}
      <meta name="robots" content="noindex" />
      <PageHeader title="分类管理">新闻与产品的分类体系。</PageHeader>
      <Section>
        {staff ? (
          <Suspense
            fallback={
              <p role="status" style={{ minHeight: 240 }}>
                加载中…
              </p>
            }
          >
            <CategoriesManager />
          </Suspense>
        ) : (
          <p>
            管理分类需要<Link to={loginUrlReturningTo('/categories')}>登录后台</Link>。
          </p>
        )}
      </Section>
    </>
  );
}
