import { useQuery } from '@tanstack/react-query';
import { PAGE_KEYS, PAGE_LABELS, type PageKey } from '@site/contracts';
import { Button, Card, Result, Skeleton } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { LoadErrorAlert } from '../../../components/ui/admin/load-error-alert';
import { useCurrentAdmin } from '../../../features/auth/hooks/use-current-admin';
import { canWrite } from '../../../features/auth/utils/permissions';
import { categoriesQuery } from '../../../features/categories/api/categories';
import { buildCategoryTree } from '../../../features/categories/utils/category-tree';
import { adminPageQuery } from '../../../features/pages/api/admin-pages';
import { PageEditor } from '../../../features/pages/components/page-editor/page-editor';
import type { StripCategories } from '../../../features/pages/components/page-editor/section-form';
import { useLeaveGuard } from '../../../lib/use-leave-guard';
import { AdminPage } from '../../layouts/admin/admin-page';

const isPageKey = (value: string | undefined): value is PageKey => PAGE_KEYS.some((key) => key === value);

function BackToList() {
  const navigate = useNavigate();
  return <Button onClick={() => void navigate('/admin/pages')}>返回页面列表</Button>;
}

/** The categories a product or news list section may be narrowed to, from the categories feature. */
function useStripCategories(): StripCategories {
  const products = useQuery(categoriesQuery('product'));
  const news = useQuery(categoriesQuery('news'));
  return useMemo(
    () => ({
      products: { nodes: buildCategoryTree(products.data ?? []), loading: products.isPending },
      news: { nodes: buildCategoryTree(news.data ?? []), loading: news.isPending },
    }),
    [products.data, products.isPending, news.data, news.isPending],
  );
}

/** /admin/pages/{key}: the block editor of the home, about or technology page. */
export function PageEditorPage() {
  const param = useParams().key;
  const key = isPageKey(param) ? param : null;
  const { role } = useCurrentAdmin();
  const canEdit = canWrite(role, 'pages');
  const categories = useStripCategories();
  const page = useQuery({ ...adminPageQuery(key ?? 'home'), enabled: key !== null });
  const [dirty, setDirty] = useState(false);
  useLeaveGuard(dirty);

  let screen;
  if (key === null) {
    screen = (
      <Result
        status="404"
        title="页面不存在"
        subTitle="只有首页、关于我们和核心技术可以编辑。"
        extra={<BackToList />}
      />
    );
  } else if (page.isError) {
    screen = <LoadErrorAlert title="获取页面失败" error={page.error} onRetry={() => void page.refetch()} />;
  } else if (page.data) {
    // Keyed by page: the draft starts from the server's page once, and is not reset by a refetch.
    screen = (
      <PageEditor
        key={key}
        page={page.data}
        role={role}
        canEdit={canEdit}
        categories={categories}
        onDirtyChange={setDirty}
      />
    );
  } else {
    screen = (
      <Card>
        <Skeleton active paragraph={{ rows: 10 }} />
      </Card>
    );
  }

  const name = key ? PAGE_LABELS[key] : '页面';
  return (
    <AdminPage title={`${canEdit ? '编辑' : '查看'}页面：${name}`} extra={key && <BackToList />}>
      {screen}
    </AdminPage>
  );
}
