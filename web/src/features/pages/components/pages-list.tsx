import { useQuery } from '@tanstack/react-query';
import type { PageSummary } from '@site/contracts';
import { Table, type TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import { LoadErrorAlert } from '../../../components/ui/admin/load-error-alert';
import { PublishStateTag } from '../../../components/ui/admin/publish-state-tag';
import { TranslationStateTag } from '../../../components/ui/admin/translation-state-tag';
import { formatDateTime } from '../../../lib/format-date';
import { adminPagesQuery } from '../api/admin-pages';

/** The three site pages, each with where it stands and its last save; its title opens the block editor. */
export function PagesList({ canEdit }: { canEdit: boolean }) {
  const pages = useQuery(adminPagesQuery);

  const columns: TableColumnsType<PageSummary> = [
    {
      key: 'title',
      title: '页面',
      render: (_, page) => <Link to={`/admin/pages/${page.key}`}>{page.title}</Link>,
    },
    {
      key: 'state',
      title: '状态',
      width: 150,
      render: (_, page) => <PublishStateTag state={page.publication.state} hasChanges={page.publication.has_changes} />,
    },
    {
      key: 'english',
      title: '英文版本',
      width: 120,
      render: (_, page) => <TranslationStateTag publication={page.translations.en} />,
    },
    { key: 'sections', title: '区块数', dataIndex: 'sections', width: 100 },
    {
      key: 'updated',
      title: '最后保存',
      render: (_, page) =>
        page.updated_at
          ? `${formatDateTime(page.updated_at)}（${page.updated_by ?? '未知用户'}）`
          : '尚未修改（默认内容）',
    },
    {
      key: 'actions',
      title: '操作',
      width: 100,
      // The table scrolls sideways on a phone; its action stays on screen.
      fixed: 'right',
      render: (_, page) => (
        <Link to={`/admin/pages/${page.key}`} aria-label={`${canEdit ? '编辑' : '查看'}${page.title}`}>
          {canEdit ? '编辑' : '查看'}
        </Link>
      ),
    },
  ];

  return (
    <>
      {pages.isError && (
        <LoadErrorAlert title="获取页面列表失败" error={pages.error} onRetry={() => void pages.refetch()} />
      )}
      <Table<PageSummary>
        aria-label="站点页面"
        rowKey="key"
        columns={columns}
        dataSource={pages.data ?? []}
        loading={pages.isPending}
        pagination={false}
        scroll={{ x: 'max-content' }}
      />
    </>
  );
}
