import { useSearchParams } from 'react-router-dom';
import { AnalyticsScreen } from '../../../features/analytics/components/analytics-screen';
import { parsePeriod } from '../../../features/analytics/utils/analytics-period';
import { useTheme } from '../../../features/theme/hooks/use-theme';
import { AdminPage } from '../../layouts/admin/admin-page';

/** Visitor analytics; the period lives in the address (`?days=30`), so it survives a reload and can be shared. */
export function AnalyticsPage() {
  const [params, setParams] = useSearchParams();
  const { theme } = useTheme();
  return (
    <AdminPage title="访问统计">
      <AnalyticsScreen
        days={parsePeriod(params.get('days'))}
        onDaysChange={(days) => setParams({ days: String(days) })}
        dark={theme === 'dark'}
      />
    </AdminPage>
  );
}
