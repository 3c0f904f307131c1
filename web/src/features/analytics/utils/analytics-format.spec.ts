import { deviceSlices, formatCount, formatPercent, hasVisits, sitePath, sourceSlices } from './analytics-format';

describe('share slices', () => {
  it('names the sources in Chinese, keeping the server order and figures', () => {
    const slices = sourceSlices([
      { source: 'search', visits: 60, percentage: 60 },
      { source: 'direct', visits: 25, percentage: 25 },
      { source: 'social', visits: 10, percentage: 10 },
      { source: 'referral', visits: 5, percentage: 5 },
    ]);
    expect(slices.map((s) => [s.label, s.visits, s.percentage])).toEqual([
      ['搜索引擎', 60, 60],
      ['直接访问', 25, 25],
      ['社交媒体', 10, 10],
      ['外部链接', 5, 5],
    ]);
    expect(new Set(slices.map((s) => s.color)).size).toBe(4);
  });

  it('gives a source the same colour whatever its rank', () => {
    const first = sourceSlices([{ source: 'social', visits: 9, percentage: 90 }]);
    const last = sourceSlices([
      { source: 'direct', visits: 9, percentage: 90 },
      { source: 'social', visits: 1, percentage: 10 },
    ]);
    expect(last[1].color).toBe(first[0].color);
  });

  it('names the devices and shows an unknown key as itself', () => {
    const slices = deviceSlices([
      { type: 'desktop', visits: 3, percentage: 50 },
      { type: 'mobile', visits: 2, percentage: 33.3 },
      { type: 'tablet', visits: 1, percentage: 16.7 },
      { type: 'other', visits: 0, percentage: 0 },
      { type: 'watch' as never, visits: 0, percentage: 0 },
    ]);
    expect(slices.map((s) => s.label)).toEqual(['桌面端', '移动端', '平板', '其他', 'watch']);
  });

  it('knows an empty period', () => {
    expect(hasVisits(deviceSlices([{ type: 'desktop', visits: 0, percentage: 0 }]))).toBe(false);
    expect(hasVisits(deviceSlices([{ type: 'desktop', visits: 1, percentage: 100 }]))).toBe(true);
    expect(hasVisits([])).toBe(false);
  });
});

describe('formatPercent', () => {
  it('shows at most one decimal', () => {
    expect(formatPercent(42.5)).toBe('42.5%');
    expect(formatPercent(40)).toBe('40%');
    expect(formatPercent(33.333)).toBe('33.3%');
    expect(formatPercent(0.05)).toBe('0.1%');
    expect(formatPercent(0)).toBe('0%');
    expect(formatPercent(Number.NaN)).toBe('—');
  });
});

describe('formatCount', () => {
  it('groups thousands', () => {
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(formatCount(0)).toBe('0');
  });
});

describe('sitePath', () => {
  it('links plain site paths only', () => {
    expect(sitePath('/products/3')).toBe('/products/3');
    expect(sitePath('/')).toBe('/');
    expect(sitePath('//evil.example/x')).toBeNull();
    expect(sitePath('/\\evil.example')).toBeNull();
    expect(sitePath('https://evil.example/')).toBeNull();
    expect(sitePath('javascript:alert(1)')).toBeNull();
  });
});
