import { Card, Empty, Grid, Table, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { formatCount, formatPercent, hasVisits, type ShareSlice } from '../utils/analytics-format';
import { shareChartOption } from '../utils/chart-options';
import { EChart } from './echart';
import styles from './analytics-screen.module.css';

interface ShareCardProps {
  title: string;
  /** Heading of the first column: 来源 or 设备. */
  keyTitle: string;
  slices: readonly ShareSlice[] | undefined;
  loading: boolean;
  dark: boolean;
}

/** Traffic sources or devices: a ring chart, and the same figures as a table that doubles as its legend. */
export function ShareCard({ title, keyTitle, slices, loading, dark }: ShareCardProps) {
  // A new option object restarts ECharts' drawing animation: build it only when the figures change.
  const narrow = Grid.useBreakpoint().sm === false;
  const option = useMemo(() => shareChartOption(title, slices ?? [], dark, narrow), [title, slices, dark, narrow]);
  const columns: TableColumnsType<ShareSlice> = [
    {
      key: 'label',
      title: keyTitle,
      render: (_, slice) => (
        <span className={styles.legendKey}>
          <span className={styles.swatch} style={{ background: slice.color }} aria-hidden />
          {slice.label}
        </span>
      ),
    },
    { key: 'visits', title: '访问量', dataIndex: 'visits', align: 'right', render: formatCount },
    { key: 'percentage', title: '占比', dataIndex: 'percentage', align: 'right', render: formatPercent },
  ];

  return (
    <Card title={title} loading={loading && slices === undefined} className={styles.card}>
      {slices && hasVisits(slices) ? (
        <EChart
          option={option}
          dark={dark}
          height={narrow ? 280 : 240}
          label={`${title}图表：${slices.map((s) => `${s.label} ${formatPercent(s.percentage)}`).join('，')}`}
        />
      ) : (
        <Empty description="暂无数据" image={Empty.PRESENTED_IMAGE_SIMPLE} />
      )}
      <Table<ShareSlice>
        aria-label={title}
        size="small"
        rowKey="key"
        columns={columns}
        dataSource={slices ? [...slices] : []}
        pagination={false}
        locale={{ emptyText: '暂无数据' }}
      />
    </Card>
  );
}
