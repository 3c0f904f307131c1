import { ANALYTICS_PERIODS, DEFAULT_ANALYTICS_DAYS } from '@site/contracts';

export type AnalyticsDays = (typeof ANALYTICS_PERIODS)[number];

/** Day, week (the default), month, year, in the selector's order. */
export const PERIOD_OPTIONS: readonly { days: AnalyticsDays; label: string }[] = [
  { days: 1, label: '今日' },
  { days: 7, label: '本周' },
  { days: 30, label: '本月' },
  { days: 365, label: '本年' },
];

const isPeriod = (days: number): days is AnalyticsDays => (ANALYTICS_PERIODS as readonly number[]).includes(days);

/** `?days=` of the screen's address: one of the four periods, else the week. */
export function parsePeriod(value: string | null | undefined): AnalyticsDays {
  const days = /^\d+$/.test(value?.trim() ?? '') ? Number(value) : NaN;
  return isPeriod(days) ? days : DEFAULT_ANALYTICS_DAYS;
}

export function periodLabel(days: number): string {
  return PERIOD_OPTIONS.find((option) => option.days === days)?.label ?? `近${days}天`;
}
