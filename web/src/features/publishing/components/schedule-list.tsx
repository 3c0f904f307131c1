import { useQuery } from '@tanstack/react-query';
import { LOCALE_LABEL, SERVICE_LABELS, type ScheduledItem, type ServiceName } from '@site/contracts';
import { Alert, Empty, Skeleton, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import { LoadErrorAlert } from '../../../components/ui/admin/load-error-alert';
import { PublishStateTag } from '../../../components/ui/admin/publish-state-tag';
import { schedulesQuery } from '../api/schedules';
import { clockOf, dayLabel, groupByDay, scheduleEvents, type ScheduleEvent } from '../utils/schedule-days';
import styles from './schedule-list.module.css';

const TYPE_LABELS: Record<string, string> = { news: '新闻', product: '产品', page: '页面' };
const typeLabel = (type: string) => (Object.hasOwn(TYPE_LABELS, type) ? TYPE_LABELS[type] : type);
const serviceLabel = (name: string) =>
  Object.hasOwn(SERVICE_LABELS, name) ? SERVICE_LABELS[name as ServiceName] : name;

interface ScheduleListProps {
  /** The site's time zone (general setting `timeZone`): days and times are read on its wall. */
  timeZone: string;
  /** Where a record is edited; null: its title is not a link. */
  editorPath: (item: ScheduledItem) => string | null;
}

/**
 * 定时发布: what every schedule will do, by day in the site's time zone: the time, 发布 or 下线, the
 * record's type (an English version's marked 英文), title (to its editor), state and who saved it last. A service that did not answer is
 * named above the list, which shows what the others gave.
 */
export function ScheduleList({ timeZone, editorPath }: ScheduleListProps) {
  const query = useQuery(schedulesQuery);
  if (query.isPending) return <Skeleton active />;
  if (query.isError) {
    return <LoadErrorAlert title="获取定时发布列表失败" error={query.error} onRetry={() => void query.refetch()} />;
  }
  const { items, unavailable } = query.data;
  // When the list was read: what was due then is marked, and 今天 is that day.
  const now = query.dataUpdatedAt;
  const days = groupByDay(scheduleEvents(items), timeZone);

  const columns: TableColumnsType<ScheduleEvent> = [
    {
      title: '时间',
      key: 'time',
      width: 150,
      render: (_, event) => (
        <>
          {clockOf(event.at, timeZone)}
          {event.at <= now && (
            <Tag color="red" className={styles.due}>
              已到时间，等待执行
            </Tag>
          )}
        </>
      ),
    },
    {
      title: '操作',
      key: 'action',
      width: 80,
      render: (_, event) =>
        event.action === 'publish' ? <Tag color="blue">发布</Tag> : <Tag color="orange">下线</Tag>,
    },
    {
      title: '类型',
      key: 'type',
      width: 110,
      render: (_, event) => (
        <>
          {typeLabel(event.item.type)}
          {event.item.locale && <Tag className={styles.language}>{LOCALE_LABEL[event.item.locale]}</Tag>}
        </>
      ),
    },
    {
      title: '标题',
      key: 'title',
      render: (_, event) => {
        const path = editorPath(event.item);
        return path === null ? event.item.title : <Link to={path}>{event.item.title}</Link>;
      },
    },
    {
      title: '状态',
      key: 'state',
      width: 110,
      render: (_, event) => <PublishStateTag state={event.item.state} />,
    },
    { title: '操作人', key: 'who', width: 120, render: (_, event) => event.item.updated_by ?? '—' },
  ];

  return (
    <div className={styles.list}>
      {unavailable.length > 0 && (
        <Alert
          type="warning"
          showIcon
          title={`部分内容暂不可用：${unavailable.map(serviceLabel).join('、')}服务未响应，其定时发布未列出`}
        />
      )}
      <Typography.Text type="secondary">{`时间按站点时区 ${timeZone} 显示。`}</Typography.Text>
      {days.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无定时发布的内容" />
      ) : (
        days.map(({ day, events }) => {
          const label = dayLabel(day, timeZone, now);
          return (
            <section key={day} aria-label={label}>
              <Typography.Title level={5}>{label}</Typography.Title>
              <Table<ScheduleEvent>
                aria-label={label}
                size="small"
                rowKey="key"
                columns={columns}
                dataSource={events}
                pagination={false}
                scroll={{ x: 'max-content' }}
              />
            </section>
          );
        })
      )}
    </div>
  );
}
