import { useSearchParams } from 'react-router-dom';
import { AnalyticsScreen } from '../../../features/analytics/components/analytics-screen';
import { parseLocaleFilter } from '../../../features/analytics/utils/analytics-locale';
import { parsePeriod } from '../../../features/analytics/utils/analytics-period';
import { useTheme } from '../../../features/theme/hooks/use-theme';
import { AdminPage } from '../../layouts/admin/admin-page';

/**
 * Visitor analytics; the period and the language live in the address (`?days=30&locale=en`), so they survive a
 * reload and can be shared. Every language is the default and leaves `locale` out.
 */
export function AnalyticsPage() {
  const [params, setParams] = useSearchParams();
  const { theme } = useTheme();
  const change = (name: 'days' | 'locale', value: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value === null) next.delete(name);
      else next.set(name, value);
      return next;
    });
  return (
    <AdminPage title="访问统计">
      <AnalyticsScreen
        days={parsePeriod(params.get('days'))}
        onDaysChange={(days) => change('days', String(days))}
        locale={parseLocaleFilter(params.get('locale'))}
        onLocaleChange={(locale) => change('locale', locale === 'all' ? null : locale)}
        dark={theme === 'dark'}
      />
    </AdminPage>
  );
}
