import type { VisitorTrend } from '@site/contracts';
import { Card, Empty, Grid } from 'antd';
import { useMemo } from 'react';
import { trendChartOption } from '../utils/chart-options';
import { EChart } from './echart';
import styles from './analytics-screen.module.css';

interface TrendCardProps {
  trends: readonly VisitorTrend[] | undefined;
  loading: boolean;
  dark: boolean;
}

/** Daily visits and unique visitors of the period as two lines. */
export function TrendCard({ trends, loading, dark }: TrendCardProps) {
  // A new option object restarts ECharts' drawing animation: build it only when the figures change.
  const narrow = Grid.useBreakpoint().sm === false;
  const option = useMemo(() => trendChartOption(trends ?? [], narrow), [trends, narrow]);
  const first = trends?.[0]?.visit_date;
  const last = trends?.at(-1)?.visit_date;
  return (
    <Card title="每日趋势" loading={loading && trends === undefined} className={styles.card}>
      {trends && trends.length > 0 ? (
        <EChart
          option={option}
          dark={dark}
          height={300}
          label={`每日访问量与独立访客趋势图，${first} 至 ${last}，共 ${trends.length} 天`}
        />
      ) : (
        <Empty description="暂无数据" image={Empty.PRESENTED_IMAGE_SIMPLE} />
      )}
    </Card>
  );
}
