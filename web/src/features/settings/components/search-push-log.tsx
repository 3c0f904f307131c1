import { useQuery } from '@tanstack/react-query';
import { SEARCH_PUSH_LOG_SIZE, type SearchPushView } from '@site/contracts';
import { Alert, Button, Tag, Typography } from 'antd';
import { DataTable, type DataColumn } from '../../../components/ui/admin/data-table';
import { errorDetail } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { searchPushesQuery } from '../api/search-pushes';
import styles from './settings.module.css';

const ENGINE_LABELS: Record<SearchPushView['engine'], string> = { baidu: '百度', indexnow: 'IndexNow' };
const ACTION_LABELS: Record<SearchPushView['action'], string> = { update: '更新', delete: '删除' };
const STATES: Record<SearchPushView['state'], { label: string; color: string }> = {
  pending: { label: '等待重试', color: 'processing' },
  sent: { label: '成功', color: 'success' },
  skipped: { label: '未推送', color: 'default' },
  failed: { label: '失败', color: 'error' },
};

const COLUMNS: DataColumn<SearchPushView>[] = [
  {
    key: 'created_at',
    title: '时间',
    render: (push) => formatDateTime(push.created_at, true),
    searchText: (push) => formatDateTime(push.created_at, true),
  },
  {
    key: 'engine',
    title: '搜索引擎',
    render: (push) => ENGINE_LABELS[push.engine],
    searchText: (push) => ENGINE_LABELS[push.engine],
  },
  {
    key: 'action',
    title: '操作',
    render: (push) => ACTION_LABELS[push.action],
    searchText: (push) => ACTION_LABELS[push.action],
  },
  { key: 'url', title: '链接', keyColumn: true },
  {
    key: 'state',
    title: '状态',
    keyColumn: true,
    render: (push) => <Tag color={STATES[push.state].color}>{STATES[push.state].label}</Tag>,
    searchText: (push) => STATES[push.state].label,
  },
  { key: 'attempts', title: '尝试次数' },
  { key: 'result', title: '结果', render: (push) => push.result ?? '—' },
];

/** 推送记录: what was pushed to Baidu and IndexNow and how it went, newest first (docs/seo.md). */
export function SearchPushLog() {
  const query = useQuery(searchPushesQuery);
  return (
    <section className={styles.log} aria-labelledby="search-push-log-title">
      <Typography.Title level={2} id="search-push-log-title" className={styles.logTitle}>
        推送记录
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        最近 {SEARCH_PUSH_LOG_SIZE} 条；失败的推送会自动重试。
      </Typography.Paragraph>
      {query.isError ? (
        <Alert
          type="error"
          showIcon
          title="加载推送记录失败"
          description={errorDetail(query.error)}
          action={
            <Button size="small" onClick={() => void query.refetch()}>
              重试
            </Button>
          }
        />
      ) : (
        <DataTable<SearchPushView>
          label="推送记录"
          rows={query.data ?? []}
          columns={COLUMNS}
          rowKey={(push) => push.id}
          pageSize={10}
          loading={query.isPending}
          searchPlaceholder="搜索链接、状态或结果"
          toolbar={
            <Button onClick={() => void query.refetch()} loading={query.isFetching}>
              刷新
            </Button>
          }
        />
      )}
    </section>
  );
}
