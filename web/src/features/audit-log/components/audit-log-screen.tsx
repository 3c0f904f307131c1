import { LoadErrorAlert } from '../../../components/ui/admin/load-error-alert';
import { useQuery } from '@tanstack/react-query';
import { ROLE_LABELS, type AuditEntry, type Role } from '@site/contracts';
import { Card, Input, Table, Tag, Tooltip, Typography, type TableColumnType } from 'antd';
import { useState } from 'react';
import { usePhoneTable } from '../../../components/ui/admin/use-phone-table';
import { formatDateTime } from '../../../lib/format-date';
import { auditLogsQuery } from '../api/audit-logs';
import { AUDIT_PAGE_SIZE, browserSummary, methodColor, statusColor } from '../utils/audit-log';

const COLUMNS: TableColumnType<AuditEntry>[] = [
  { key: 'at', title: '时间', dataIndex: 'at', render: (at: string) => formatDateTime(at, true) },
  { key: 'username', title: '用户', dataIndex: 'username', render: (name: string) => name || '—' },
  {
    key: 'role',
    title: '角色',
    dataIndex: 'role',
    render: (role: string) => ROLE_LABELS[role as Role] ?? (role || '—'),
  },
  { key: 'action', title: '操作', dataIndex: 'action' },
  {
    key: 'method',
    title: '方法',
    dataIndex: 'method',
    render: (method: string) => <Tag color={methodColor(method)}>{method}</Tag>,
  },
  {
    key: 'path',
    title: '路径',
    dataIndex: 'path',
    render: (path: string) => <Typography.Text code>{path}</Typography.Text>,
  },
  {
    key: 'status',
    title: '状态',
    dataIndex: 'status',
    render: (status: number) => <Tag color={statusColor(status)}>{status}</Tag>,
  },
  { key: 'ip', title: 'IP', dataIndex: 'ip', render: (ip: string | null) => ip ?? '—' },
  {
    key: 'userAgent',
    title: '浏览器',
    dataIndex: 'userAgent',
    render: (userAgent: string | null) => {
      const summary = browserSummary(userAgent);
      return summary ? (
        <Tooltip title={userAgent}>
          <span aria-label={`浏览器：${userAgent}`}>{summary}</span>
        </Tooltip>
      ) : (
        '—'
      );
    },
  },
];

/** Who changed what: the server's audit trail, newest first, paged on the server. */
export function AuditLogScreen() {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const query = useQuery(auditLogsQuery({ page, limit: AUDIT_PAGE_SIZE, search }));
  const layout = usePhoneTable(COLUMNS, ['at', 'action']);

  return (
    <Card>
      <Input.Search
        allowClear
        enterButton="搜索"
        placeholder="搜索用户、操作或路径"
        aria-label="搜索操作日志"
        style={{ maxWidth: 360, width: '100%', marginBottom: 16 }}
        onSearch={(value) => {
          setSearch(value);
          setPage(1);
        }}
      />
      {query.isError && (
        <LoadErrorAlert title="加载操作日志失败" error={query.error} onRetry={() => void query.refetch()} />
      )}
      <Table<AuditEntry>
        aria-label="操作日志"
        rowKey="id"
        {...layout}
        dataSource={query.data?.items ?? []}
        loading={query.isFetching}
        locale={{ emptyText: search ? '没有找到数据' : '暂无数据' }}
        pagination={{
          current: page,
          pageSize: AUDIT_PAGE_SIZE,
          total: query.data?.total ?? 0,
          onChange: setPage,
          showSizeChanger: false,
          showTotal: (total) => `共 ${total} 条`,
        }}
      />
    </Card>
  );
}
