import type { Stat } from '../../components/ui/stat-list';

/** The figures SPEC §2 gives for the company; shown on the home and about pages. */
export const COMPANY_STATS: readonly Stat[] = [
  { value: '30+', label: '专利申请' },
  { value: '100+', label: '工程师' },
  { value: '20+', label: '合作伙伴' },
];
