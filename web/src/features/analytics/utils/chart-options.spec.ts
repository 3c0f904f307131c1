import { sourceSlices } from './analytics-format';
import { shareChartOption, trendChartOption } from './chart-options';

describe('shareChartOption', () => {
  const slices = sourceSlices([
    { source: 'direct', visits: 30, percentage: 75 },
    { source: 'search', visits: 10, percentage: 25 },
  ]);

  it('draws one ring with a named, coloured slice per key', () => {
    const option = shareChartOption('流量来源', slices, false);
    const [series] = option.series as { name: string; type: string; data: unknown[] }[];
    expect(series).toMatchObject({ name: '流量来源', type: 'pie' });
    expect(series.data).toEqual([
      { name: '直接访问', value: 30, itemStyle: { color: slices[0].color } },
      { name: '搜索引擎', value: 10, itemStyle: { color: slices[1].color } },
    ]);
    expect(option.backgroundColor).toBe('transparent');
  });

  it('leaves empty slices out of the ring', () => {
    const withEmpty = sourceSlices([
      { source: 'direct', visits: 3, percentage: 100 },
      { source: 'social', visits: 0, percentage: 0 },
    ]);
    const [series] = shareChartOption('流量来源', withEmpty, false).series as { data: { name: string }[] }[];
    expect(series.data.map((d) => d.name)).toEqual(['直接访问']);
  });

  it('separates slices with the colour of the card behind them', () => {
    const border = (dark: boolean) =>
      (shareChartOption('设备', slices, dark).series as { itemStyle: { borderColor: string } }[])[0].itemStyle
        .borderColor;
    expect(border(false)).toBe('#ffffff');
    expect(border(true)).toBe('#141414');
  });
});

describe('trendChartOption', () => {
  const days = (n: number) =>
    Array.from({ length: n }, (_, i) => ({
      visit_date: `2025-01-${String(i + 1).padStart(2, '0')}`,
      visits: 10 + i,
      unique_visitors: 5 + i,
    }));

  it('puts the days on the axis and both figures in two lines', () => {
    const option = trendChartOption(days(3));
    expect((option.xAxis as { data: string[] }).data).toEqual(['2025-01-01', '2025-01-02', '2025-01-03']);
    const series = option.series as { name: string; data: number[]; showSymbol: boolean }[];
    expect(series.map((s) => [s.name, s.data])).toEqual([
      ['访问量', [10, 11, 12]],
      ['独立访客', [5, 6, 7]],
    ]);
    expect(series.every((s) => s.showSymbol)).toBe(true);
  });

  it('labels the axis MM-DD and drops the dots for long periods', () => {
    const option = trendChartOption(days(31).concat(days(1)));
    const formatter = (option.xAxis as { axisLabel: { formatter: (v: string) => string } }).axisLabel.formatter;
    expect(formatter('2025-03-09')).toBe('03-09');
    expect((option.series as { showSymbol: boolean }[]).some((s) => s.showSymbol)).toBe(false);
  });
});

describe('narrow screens', () => {
  const slices = sourceSlices([
    { source: 'direct', visits: 30, percentage: 75 },
    { source: 'search', visits: 10, percentage: 25 },
  ]);

  it('moves the ring labels into a legend below the ring', () => {
    const wide = shareChartOption('流量来源', slices, false);
    const narrow = shareChartOption('流量来源', slices, false, true);
    expect(wide.legend).toBeUndefined();
    expect(narrow.legend).toMatchObject({ bottom: 0 });
    expect((narrow.series as { label: { show: boolean } }[])[0].label.show).toBe(false);
  });

  it('thins the trend axis to a few day labels', () => {
    const trends = Array.from({ length: 30 }, (_, i) => ({
      visit_date: `2025-01-${String(i + 1).padStart(2, '0')}`,
      visits: i,
      unique_visitors: i,
    }));
    const interval = (narrow: boolean) =>
      (trendChartOption(trends, narrow).xAxis as { axisLabel: { interval?: number } }).axisLabel.interval;
    expect(interval(false)).toBeUndefined();
    // Every 8th day: 30 days show 4 labels.
    expect(interval(true)).toBe(7);
  });
});
