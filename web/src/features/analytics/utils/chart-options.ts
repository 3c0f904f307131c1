import type { VisitorTrend } from '@site/contracts';
import type { LineSeriesOption, PieSeriesOption } from 'echarts/charts';
import type { GridComponentOption, LegendComponentOption, TooltipComponentOption } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import type { ShareSlice } from './analytics-format';

export type ShareChartOption = ComposeOption<PieSeriesOption | LegendComponentOption | TooltipComponentOption>;
export type TrendChartOption = ComposeOption<
  LineSeriesOption | GridComponentOption | LegendComponentOption | TooltipComponentOption
>;

/** The card behind the chart, so slice borders read as gaps in both themes (antd's container colours). */
const cardColor = (dark: boolean) => (dark ? '#141414' : '#ffffff');

export const TREND_SERIES = { visits: '访问量', unique: '独立访客' } as const;

/** Most x-axis labels a narrow trend chart shows; ECharts skips the days between them. */
export const NARROW_AXIS_LABELS = 4;

/**
 * Traffic sources and devices: a ring of the visits, coloured per key. On a narrow screen the slice labels
 * would be cut at the canvas edge, so they move into a legend below the ring that wraps onto more lines.
 */
export function shareChartOption(
  name: string,
  slices: readonly ShareSlice[],
  dark: boolean,
  narrow = false,
): ShareChartOption {
  return {
    // The antd card shows through, whichever theme it has.
    backgroundColor: 'transparent',
    tooltip: { trigger: 'item', formatter: '{b}：{c} 次（{d}%）' },
    ...(narrow ? { legend: { bottom: 0, left: 'center', itemGap: 12, icon: 'circle' } } : {}),
    series: [
      {
        name,
        type: 'pie',
        radius: narrow ? ['30%', '52%'] : ['42%', '70%'],
        center: narrow ? ['50%', '38%'] : ['50%', '50%'],
        avoidLabelOverlap: true,
        itemStyle: { borderColor: cardColor(dark), borderWidth: 2 },
        label: narrow ? { show: false } : { formatter: '{b}' },
        labelLine: { show: !narrow },
        // An empty slice would still draw its label; the table beside the chart lists it with its 0.
        data: slices
          .filter((slice) => slice.visits > 0)
          .map((slice) => ({ name: slice.label, value: slice.visits, itemStyle: { color: slice.color } })),
      },
    ],
  };
}

/**
 * Daily visits and unique visitors, oldest day first; the axis shows MM-DD, the tooltip the whole date.
 * Narrow: at most NARROW_AXIS_LABELS day labels and fewer value ticks, so none overlap.
 */
export function trendChartOption(trends: readonly VisitorTrend[], narrow = false): TrendChartOption {
  // A year of dots is noise; a week or a month reads better with them.
  const showSymbol = trends.length <= 31;
  return {
    backgroundColor: 'transparent',
    tooltip: { trigger: 'axis' },
    legend: { data: [TREND_SERIES.visits, TREND_SERIES.unique], top: 0 },
    grid: narrow ? { left: 8, right: 16, top: 40, bottom: 24 } : { left: 16, right: 24, top: 40, bottom: 24 },
    xAxis: {
      type: 'category',
      boundaryGap: false,
      data: trends.map((row) => row.visit_date),
      axisLabel: {
        formatter: (value: string) => value.slice(5),
        ...(narrow
          ? { interval: Math.max(0, Math.ceil(trends.length / NARROW_AXIS_LABELS) - 1), hideOverlap: true }
          : {}),
      },
    },
    yAxis: { type: 'value', minInterval: 1, ...(narrow ? { splitNumber: 3 } : {}) },
    series: [
      {
        name: TREND_SERIES.visits,
        type: 'line',
        smooth: true,
        showSymbol,
        areaStyle: { opacity: 0.08 },
        itemStyle: { color: '#1d4ed8' },
        data: trends.map((row) => row.visits),
      },
      {
        name: TREND_SERIES.unique,
        type: 'line',
        smooth: true,
        showSymbol,
        itemStyle: { color: '#16a34a' },
        data: trends.map((row) => row.unique_visitors),
      },
    ],
  };
}
