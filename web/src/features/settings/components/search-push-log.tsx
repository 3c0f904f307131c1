import { useQuery } from '@tanstack/react-query';
import { SEARCH_PUSH_LOG_SIZE, type SearchPushView } from '@site/contracts';
import { Alert, Button, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
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

const COLUMNS: ColumnsType<SearchPushView> = [
  { key: 'time', title: '时间', dataIndex: 'created_at', width: 150, render: (at: string) => formatDateTime(at, true) },
  {
    key: 'engine',
    title: '搜索引擎',
    dataIndex: 'engine',
    width: 100,
    render: (e: SearchPushView['engine']) => ENGINE_LABELS[e],
  },
  {
    key: 'action',
    title: '操作',
    dataIndex: 'action',
    width: 70,
    render: (a: SearchPushView['action']) => ACTION_LABELS[a],
  },
  { key: 'url', title: '链接', dataIndex: 'url', ellipsis: true },
  {
    key: 'state',
    title: '状态',
    dataIndex: 'state',
    width: 100,
    render: (state: SearchPushView['state']) => <Tag color={STATES[state].color}>{STATES[state].label}</Tag>,
  },
  { key: 'attempts', title: '尝试次数', dataIndex: 'attempts', width: 90 },
  { key: 'result', title: '结果', dataIndex: 'result', ellipsis: true, render: (r: string | null) => r ?? '—' },
];

/** 推送记录: what was pushed to Baidu and IndexNow and how it went, newest first (docs/seo.md). */
export function SearchPushLog() {
  const query = useQuery(searchPushesQuery);
  return (
    <section className={styles.log} aria-label="推送记录">
      <Typography.Title level={2} className={styles.logTitle}>
        推送记录
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        最近 {SEARCH_PUSH_LOG_SIZE} 条，失败的推送会自动重试。
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
        <Table<SearchPushView>
          rowKey="id"
          size="small"
          columns={COLUMNS}
          dataSource={query.data ?? []}
          loading={query.isPending}
          pagination={false}
          // Seven columns do not fit a phone: the table scrolls inside its box, the page does not.
          scroll={{ x: 960 }}
          locale={{ emptyText: '暂无推送记录' }}
        />
      )}
      <Button size="small" onClick={() => void query.refetch()} loading={query.isFetching}>
        刷新
      </Button>
    </section>
  );
}
