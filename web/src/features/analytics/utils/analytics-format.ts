import type { DeviceShare, DeviceType, TrafficSource, TrafficSourceShare } from '@site/contracts';

export const SOURCE_LABELS: Record<TrafficSource, string> = {
  direct: '直接访问',
  search: '搜索引擎',
  social: '社交媒体',
  referral: '外部链接',
};

export const DEVICE_LABELS: Record<DeviceType, string> = {
  desktop: '桌面端',
  mobile: '移动端',
  tablet: '平板',
  other: '其他',
};

// One colour per source and device, so a slice keeps its colour when the order changes between periods.
const SOURCE_COLORS: Record<TrafficSource, string> = {
  direct: '#1d4ed8',
  search: '#16a34a',
  social: '#f59e0b',
  referral: '#9333ea',
};

const DEVICE_COLORS: Record<DeviceType, string> = {
  desktop: '#1d4ed8',
  mobile: '#0ea5e9',
  tablet: '#f97316',
  other: '#94a3b8',
};

const FALLBACK_COLOR = '#64748b';

/** One slice of a share chart and one row of its legend table. */
export interface ShareSlice {
  key: string;
  label: string;
  visits: number;
  percentage: number;
  color: string;
}

const lookup = <T extends string>(table: Record<T, string>, key: string): string | undefined =>
  Object.hasOwn(table, key) ? table[key as T] : undefined;

export function sourceSlices(shares: readonly TrafficSourceShare[]): ShareSlice[] {
  return shares.map(({ source, visits, percentage }) => ({
    key: source,
    label: lookup(SOURCE_LABELS, source) ?? source,
    visits,
    percentage,
    color: lookup(SOURCE_COLORS, source) ?? FALLBACK_COLOR,
  }));
}

export function deviceSlices(shares: readonly DeviceShare[]): ShareSlice[] {
  return shares.map(({ type, visits, percentage }) => ({
    key: type,
    label: lookup(DEVICE_LABELS, type) ?? type,
    visits,
    percentage,
    color: lookup(DEVICE_COLORS, type) ?? FALLBACK_COLOR,
  }));
}

/** A pie of nothing draws nothing useful: the card says 暂无数据 instead. */
export const hasVisits = (slices: readonly ShareSlice[]) => slices.some((slice) => slice.visits > 0);

/** '12,345': counts grouped as Chinese readers expect. */
export const formatCount = (value: number) => value.toLocaleString('zh-CN');

/** '42.5%', '40%': at most one decimal, as the server rounds. */
export function formatPercent(value: number): string {
  if (!Number.isFinite(value)) return '—';
  return `${Math.round(value * 10) / 10}%`;
}

/** A top page's address as a link into the public site, or null when it is not a plain site path. */
export function sitePath(pageUrl: string): string | null {
  return pageUrl.startsWith('/') && !pageUrl.startsWith('//') && !pageUrl.includes('\\') ? pageUrl : null;
}
