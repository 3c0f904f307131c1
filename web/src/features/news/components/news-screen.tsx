import { PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import type { NewsAdminListItem, PublishState } from '@site/contracts';
import { Alert, Button, Card, Select, Space } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useConfirmDialog } from '../../../components/ui/admin/confirm-dialog';
import { DataTable } from '../../../components/ui/admin/data-table';
import { publishStateOptions } from '../../../components/ui/admin/publish-state';
import { LoadErrorAlert } from '../../../components/ui/admin/load-error-alert';
import { useToast } from '../../../components/ui/admin/use-toast';
import { adminNewsQuery } from '../api/news';
import { useNewsMutations } from '../hooks/use-news-mutations';
import { ADMIN_NEWS_PAGE_SIZE } from '../utils/news-list-params';
import { newsColumns } from './news-columns';

/** Admin news: a sortable, searchable table of 10 a page; add, edit and delete for roles that write. */
export function NewsScreen({ canEdit }: { canEdit: boolean }) {
  const toast = useToast();
  const navigate = useNavigate();
  const confirm = useConfirmDialog();
  const query = useQuery(adminNewsQuery);
  const [state, setState] = useState<PublishState | 'all'>('all');
  const rows = useMemo(
    () => (query.data ?? []).filter((n) => state === 'all' || n.publication.state === state),
    [query.data, state],
  );
  const { remove } = useNewsMutations(toast);

  useEffect(() => {
    if (query.isError) toast.failed('获取新闻数据失败', query.error);
  }, [query.isError, query.error, toast]);

  const askDelete = (news: NewsAdminListItem) =>
    confirm({
      title: '确认删除新闻',
      content: `确定要删除新闻“${news.title}”吗？此操作不可撤销。`,
      onConfirm: () => remove.mutateAsync(news).catch(() => undefined),
    });

  const columns = newsColumns((news) => (
    <Space size={4} wrap>
      <Link to={`/admin/news/edit/${news.id}`}>{canEdit ? '编辑' : '查看'}</Link>
      {news.publication.state === 'published' && (
        <Link to={`/news/${news.id}`} target="_blank" rel="noopener noreferrer" aria-label={`查看：${news.title}`}>
          查看
        </Link>
      )}
      {canEdit && (
        <Button type="link" size="small" danger onClick={() => askDelete(news)}>
          删除
        </Button>
      )}
    </Space>
  ));

  return (
    <Card>
      {!canEdit && <Alert type="info" showIcon title="您的角色只能查看新闻，不能修改。" style={{ marginBottom: 16 }} />}
      {query.isError && (
        <LoadErrorAlert title="加载新闻数据失败" error={query.error} onRetry={() => void query.refetch()} />
      )}
      <DataTable<NewsAdminListItem>
        label="新闻列表"
        rows={rows}
        columns={columns}
        rowKey={(news) => news.id}
        pageSize={ADMIN_NEWS_PAGE_SIZE}
        loading={query.isPending}
        searchPlaceholder="搜索标题、分类、作者、摘要..."
        toolbar={
          <Space wrap>
            <Select
              aria-label="按状态筛选"
              value={state}
              onChange={setState}
              options={publishStateOptions()}
              style={{ width: 120 }}
            />
            {canEdit && (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate('/admin/news/edit')}>
                添加新闻
              </Button>
            )}
          </Space>
        }
      />
    </Card>
  );
}
