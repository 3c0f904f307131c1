import type { DashboardAnswer, DashboardServiceStatus } from '@site/contracts';
import { Alert, Card, Table, Tag, Typography, type TableColumnType } from 'antd';
import { usePhoneTable } from '../../../components/ui/admin/use-phone-table';
import { formatDateTime } from '../../../lib/format-date';
import { formatLatency, formatUptime, serviceLabel } from '../utils/dashboard';
import styles from './dashboard.module.css';

const upDown = (state: 'up' | 'down' | null) =>
  state === null ? <Tag>未知</Tag> : state === 'up' ? <Tag color="green">正常</Tag> : <Tag color="red">异常</Tag>;

const COLUMNS: TableColumnType<DashboardServiceStatus>[] = [
  {
    key: 'name',
    title: '服务',
    dataIndex: 'name',
    render: (name: string) => (
      <>
        {serviceLabel(name)} <Typography.Text type="secondary">{name}</Typography.Text>
      </>
    ),
  },
  { key: 'status', title: '状态', dataIndex: 'status', render: upDown },
  { key: 'latency', title: '延迟', dataIndex: 'latencyMs', render: formatLatency },
  { key: 'database', title: '数据库', dataIndex: 'database', render: upDown },
  { key: 'uptime', title: '运行时长', dataIndex: 'uptimeSeconds', render: formatUptime },
  { key: 'version', title: '版本', dataIndex: 'version', render: (version: string | null) => version ?? '—' },
];

/** Every service up or down with its latency and database, then NATS, the gateway and when this was checked. */
export function SystemStatus({ status }: { status: DashboardAnswer['systemStatus'] }) {
  const { nats, gateway } = status;
  const layout = usePhoneTable(COLUMNS, ['name', 'status']);
  return (
    <Card
      title="系统状态"
      extra={status.status === 'ok' ? <Tag color="green">全部正常</Tag> : <Tag color="orange">部分异常</Tag>}
    >
      {status.lateSchedules?.length ? (
        <Alert
          type="warning"
          showIcon
          className={styles.lateSchedules}
          message={`有 ${status.lateSchedules.length} 项定时发布已延迟超过 2 分钟`}
          description={
            <ul>
              {status.lateSchedules.map((s) => (
                <li key={`${s.type}-${s.id}`}>
                  {s.title}：应于 {formatDateTime(s.due_at, true)} 执行，已延迟 {Math.round(s.late_seconds / 60)} 分钟
                </li>
              ))}
            </ul>
          }
        />
      ) : null}
      <Table<DashboardServiceStatus>
        aria-label="服务状态"
        size="small"
        rowKey="name"
        {...layout}
        dataSource={status.services}
        pagination={false}
      />
      <div className={styles.statusLine}>
        <span>
          消息总线 NATS：{upDown(nats.status)}
          {formatLatency(nats.latencyMs)}
        </span>
        <span>
          网关：已运行 {formatUptime(gateway.uptimeSeconds)}，版本 {gateway.version}
        </span>
        <Typography.Text type="secondary">检查时间：{formatDateTime(status.checkedAt, true)}</Typography.Text>
      </div>
    </Card>
  );
}
