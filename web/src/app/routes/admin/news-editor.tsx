import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Result, Skeleton } from 'antd';
import { useEffect, useMemo } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { LoadErrorAlert } from '../../../components/ui/admin/load-error-alert';
import { useToast } from '../../../components/ui/admin/use-toast';
import { useCurrentAdmin } from '../../../features/auth/hooks/use-current-admin';
import { canWrite } from '../../../features/auth/utils/permissions';
import { categoriesQuery } from '../../../features/categories/api/categories';
import { buildCategoryTree } from '../../../features/categories/utils/category-tree';
import { adminNewsItemQuery } from '../../../features/news/api/news';
import { NewsEditor } from '../../../features/news/components/news-editor';
import { newsIdParam } from '../../../features/news/utils/news-display';
import { ApiError } from '../../../lib/api-client';
import { AdminPage } from '../../layouts/admin/admin-page';

function BackToList() {
  const navigate = useNavigate();
  return <Button onClick={() => void navigate('/admin/news')}>返回新闻列表</Button>;
}

/** /admin/news/edit (new) and /admin/news/edit/{id}: the editor with the news category tree. */
export function NewsEditorPage() {
  const param = useParams().id;
  const id = param === undefined ? null : newsIdParam(param);
  const isNew = param === undefined;
  const admin = useCurrentAdmin();
  const canEdit = canWrite(admin.role, 'news');
  const toast = useToast();
  const categories = useQuery(categoriesQuery('news'));
  const categoryTree = useMemo(() => buildCategoryTree(categories.data ?? []), [categories.data]);
  const article = useQuery({ ...adminNewsItemQuery(id ?? 0), enabled: id !== null });
  const missing = (!isNew && id === null) || (article.error instanceof ApiError && article.error.status === 404);

  useEffect(() => {
    if (article.isError && !missing) toast.failed('获取新闻详情失败', article.error);
  }, [article.isError, article.error, missing, toast]);

  const title = isNew ? '新建新闻' : canEdit ? '编辑新闻' : '查看新闻';
  let screen;
  if (isNew && !canEdit) {
    screen = <Result status="403" title="无权新建新闻" subTitle="您的角色只能查看新闻。" extra={<BackToList />} />;
  } else if (missing) {
    screen = <Result status="404" title="新闻未找到" subTitle="该新闻不存在或已被删除。" extra={<BackToList />} />;
  } else if (!isNew && article.isError) {
    screen = <LoadErrorAlert title="获取新闻详情失败" error={article.error} onRetry={() => void article.refetch()} />;
  } else if (isNew || article.data) {
    const news = article.data ?? null;
    screen = (
      <>
        {!canEdit && (
          <Alert type="info" showIcon title="您的角色只能查看新闻，不能修改。" style={{ marginBottom: 16 }} />
        )}
        <NewsEditor
          key={news?.id ?? 'new'}
          news={news}
          categoryTree={categoryTree}
          categoriesLoading={categories.isPending}
          canEdit={canEdit}
          author={news ? news.author : admin.name || admin.username}
        />
      </>
    );
  } else {
    screen = (
      <Card>
        <Skeleton active paragraph={{ rows: 10 }} />
      </Card>
    );
  }

  return <AdminPage title={title}>{screen}</AdminPage>;
}
