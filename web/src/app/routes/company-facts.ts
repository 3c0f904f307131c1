import type { Stat } from '../../components/ui/stat-list';

/** The company's figures (patent applications, engineers, partners); shown on the home and about pages. */
export const COMPANY_STATS: readonly Stat[] = [
  { value: '30+', label: '专利申请' },
  { value: '100+', label: '工程师' },
  { value: '20+', label: '合作伙伴' },
];
